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
import { darkTokens, lightTokens, ThemeRoot, type ThemeName } from '../theme';
import * as ButtonStories from '../Button/Button.stories';
import * as NumberFieldStories from '../fields/NumberField/NumberField.stories';
import * as TableStories from '../Table/Table.stories';
import * as LineChartStories from '../charts/LineChart/LineChart.stories';
import * as PieChartStories from '../charts/PieChart/PieChart.stories';
import * as FanChartStories from '../charts/FanChart/FanChart.stories';
import * as WealthStories from '../charts/WealthComparisonChart/WealthComparisonChart.stories';

const { Primary, Secondary, Disabled } = composeStories(ButtonStories);
const { ExternalError } = composeStories(NumberFieldStories);
const { LongTable } = composeStories(TableStories);
const { FiveTickers } = composeStories(LineChartStories);
const { Weights } = composeStories(PieChartStories);
const { Gbm } = composeStories(FanChartStories);
const { RentOrBuy } = composeStories(WealthStories);

/** The stories under visual test: name → element. Story data is seeded, so pictures are stable. */
const CASES: Record<string, () => ReactElement> = {
  'button-primary': () => <Primary />,
  'button-secondary': () => <Secondary />,
  'button-disabled': () => <Disabled />,
  'number-field-error': () => <ExternalError />,
  'table-long': () => <LongTable />,
  'line-chart': () => <FiveTickers />,
  'pie-chart': () => <Weights />,
  'fan-chart': () => <Gbm />,
  'wealth-chart': () => <RentOrBuy />,
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
        <div data-testid="visual" style={{ padding: 16, background: tokens.color.background, width: 760 }}>
          {el}
        </div>
      </ThemeRoot>,
    );
  });
  // Fonts, styles and the charts' ResizeObserver-driven layout must settle before the picture.
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

describe.each(['dark', 'light'] as const)('%s theme', (theme) => {
  test.each(Object.keys(CASES))('%s looks as approved', async (name) => {
    await renderInTheme(CASES[name]!(), theme);
    await expect.element(page.getByTestId('visual')).toMatchScreenshot(`${name}-${theme}`, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
    });
  });
});
