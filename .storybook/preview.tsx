import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeRoot, darkTokens, lightTokens, type ThemeName } from '../packages/widgets/src/theme';

/** Wraps every story in the chosen theme (toolbar: Téma), with the page background to match. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'dark') as ThemeName;
  const tokens = theme === 'light' ? lightTokens : darkTokens;
  document.body.style.background = tokens.color.background;
  return (
    <ThemeRoot theme={theme}>
      <div lang="hu" style={{ padding: 16, background: tokens.color.background, minHeight: 60 }}>
        <Story />
      </div>
    </ThemeRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Téma',
      toolbar: {
        title: 'Téma',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Sötét' },
          { value: 'light', title: 'Világos' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation fails the story's test (npm test runs every story in Chromium).
    a11y: { test: 'error' },
  },
};

export default preview;
