// The widgets' modules import their CSS, so server rendering goes through the bundler, as in any
// Vite SSR app: the package is bundled (noExternal) rather than loaded by Node directly.
export default { ssr: { noExternal: ['@penzugy/widgets'] }, logLevel: 'error' };
