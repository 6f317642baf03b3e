/**
 * @penzugy/widgets — React components of the Hungarian personal-finance toolkit.
 * Import the styles once: `import '@penzugy/widgets/style.css'`.
 */
export * from './theme';
export * from './Button';
export * from './charts';
export * from './calculator-kit';
