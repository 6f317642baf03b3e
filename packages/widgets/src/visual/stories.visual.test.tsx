/**
 * Visual regression that works offline: key stories are rendered in Chromium in both themes and
 * compared against the committed baselines in __screenshots__/. An unintended visual change fails
 * `npm test`. To accept an intended change, run `npx vitest run --project visual -u` in
 * packages/widgets and commit the new PNGs. Chromatic (`npm run chromatic`) stays the hosted review.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import { createRoot, type Root } from 'react-dom/client';
import { act, type ReactElement } from 'react';
import '../theme/themes.css';
import { ThemeRoot, type ThemeName } from '../theme/ThemeRoot';
import { darkTokens, lightTokens } from '../theme/tokens';
import * as ButtonStories from '../Button/Button.stories';

const { Primary, Secondary, Disabled } = composeStories(ButtonStories);

/** The stories under visual test: name → element. */
const CASES: Record<string, () => ReactElement> = {
  'button-primary': () => <Primary />,
  'button-secondary': () => <Secondary />,
  'button-disabled': () => <Disabled />,
};

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

async function renderInTheme(el: ReactElement, theme: ThemeName) {
  host = document.createElement('div');
  document.body.appendChild(host);
  const tokens = theme === 'light' ? lightTokens : darkTokens;
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <ThemeRoot theme={theme}>
        <div data-testid="visual" style={{ padding: 16, background: tokens.color.background, display: 'inline-block' }}>
          {el}
        </div>
      </ThemeRoot>,
    );
  });
  // Fonts and styles must be settled before the picture is taken.
  await document.fonts.ready;
}

describe.each(['dark', 'light'] as const)('%s theme', (theme) => {
  test.each(Object.keys(CASES))('%s looks as approved', async (name) => {
    await renderInTheme(CASES[name](), theme);
    await expect.element(page.getByTestId('visual')).toMatchScreenshot(`${name}-${theme}`, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
    });
  });
});
