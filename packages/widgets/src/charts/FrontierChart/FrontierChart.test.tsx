import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FrontierChart } from './FrontierChart';
import { labelWidth } from '../shared';
import { boxesOverlap, LABEL_HEIGHT } from './frontier-layout/frontier-labels';
import { computeFrontierLayout, frontierStopAt, type FrontierData } from './frontier-layout/frontier-layout';
import { storyFrontier } from './story-data';

const { frontier, chosen } = storyFrontier(false, 0.03);
const pct = (v: number) => `${Math.round(v * 100)}%`;

const small: FrontierData = {
  points: [
    { volatility: 0.1, expectedReturn: 0.05 },
    { volatility: 0.12, expectedReturn: 0.08 },
    { volatility: 0.2, expectedReturn: 0.12 },
  ],
  assets: [
    { ticker: 'AAA', volatility: 0.15, expectedReturn: 0.06 },
    { ticker: 'BBB', volatility: 0.25, expectedReturn: 0.12 },
  ],
  minVariance: { volatility: 0.1, expectedReturn: 0.05, sharpe: 0.3 },
  maxSharpe: { volatility: 0.12, expectedReturn: 0.08, sharpe: 0.5 },
  capitalMarketLine: { riskFreeRate: 0.02, slope: 0.5 },
};

describe('computeFrontierLayout (d3 computes, React renders)', () => {
  it('puts volatility 0 at the left edge, so the capital market line starts at the risk-free rate', () => {
    const layout = computeFrontierLayout(small, null, 640, 400, pct)!;
    expect(layout.xScale(0)).toBe(0);
    const [x1, y1, x2, y2] = layout.cmlSegment!;
    expect(x1).toBe(0);
    expect(layout.yScale.invert(y1)).toBeCloseTo(0.02, 12);
    // The line's slope in data units is the Sharpe ratio of the tangency portfolio.
    const slope =
      (layout.yScale.invert(y2) - layout.yScale.invert(y1)) / (layout.xScale.invert(x2) - layout.xScale.invert(x1));
    expect(slope).toBeCloseTo(0.5, 10);
  });

  it('orders the cursor stops: chosen, max-Sharpe, min-variance, the stocks, then the curve', () => {
    const layout = computeFrontierLayout(small, { volatility: 0.13, expectedReturn: 0.085 }, 640, 400, pct)!;
    expect(layout.stops.map((s) => `${s.kind}:${s.name}`)).toEqual([
      'chosen:',
      'maxSharpe:',
      'minVariance:',
      'asset:AAA',
      'asset:BBB',
      'curve:1',
      'curve:2',
      'curve:3',
    ]);
    const bbb = layout.stops[4]!;
    expect(frontierStopAt(layout, layout.margin.left + bbb.x + 3, layout.margin.top + bbb.y - 2)).toBe(4);
    expect(frontierStopAt(layout, 1, 1)).toBe(-1);
  });

  it('skips non-finite points and gives null when nothing is finite', () => {
    const layout = computeFrontierLayout(
      { ...small, points: [...small.points, { volatility: NaN, expectedReturn: 1 }] },
      null,
      640,
      400,
      pct,
    )!;
    expect(layout.stops.filter((s) => s.kind === 'curve')).toHaveLength(3);
    expect(
      computeFrontierLayout(
        {
          points: [],
          assets: [],
          minVariance: { volatility: NaN, expectedReturn: NaN },
          maxSharpe: null,
          capitalMarketLine: null,
        },
        null,
        640,
        400,
        pct,
      ),
    ).toBeNull();
  });

  it('keeps the clipped line inside the plot', () => {
    const steep = { ...small, capitalMarketLine: { riskFreeRate: 0.02, slope: 5 } };
    const layout = computeFrontierLayout(steep, null, 640, 400, pct)!;
    const [, y1, x2, y2] = layout.cmlSegment!;
    expect(y2).toBeGreaterThanOrEqual(-1e-9);
    expect(x2).toBeLessThanOrEqual(layout.innerWidth + 1e-9);
    expect(y1).toBeLessThanOrEqual(layout.innerHeight + 1e-9);
  });
});

describe('FrontierChart', () => {
  it('draws the curve, the line, every stock and the three marked portfolios', () => {
    const { container } = render(<FrontierChart frontier={frontier} chosen={chosen} />);
    expect(screen.getByRole('img', { name: 'Hatékony határ' })).toBeInTheDocument();
    expect(container.querySelector('path[data-frontier]')!.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('line[data-cml]')).not.toBeNull();
    expect(
      Array.from(container.querySelectorAll('[data-stop="asset"]')).map((g) => (g as HTMLElement).dataset.name),
    ).toEqual(frontier.assets.map((a) => a.ticker));
    for (const kind of ['chosen', 'maxSharpe', 'minVariance'])
      expect(container.querySelector(`[data-stop="${kind}"]`)).not.toBeNull();
    const legend = screen.getByRole('list', { name: 'Jelmagyarázat' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .slice(0, 5),
    ).toEqual([
      'Hatékony határ',
      'Tőkepiaci egyenes',
      'Választott portfólió',
      'Maximális Sharpe',
      'Minimális variancia',
    ]);
  });

  it('prints the marks’ names apart (the chosen portfolio is the maximum-Sharpe one here)', () => {
    const { container } = render(<FrontierChart frontier={frontier} chosen={chosen} />);
    const box = (kind: string) => {
      const text = container.querySelector(`[data-stop="${kind}"] text`)!;
      const [x, y] = [Number(text.getAttribute('x')), Number(text.getAttribute('y'))];
      const w = labelWidth(text.textContent!, true);
      const left = text.getAttribute('text-anchor') === 'end' ? x - w : x;
      return { left, top: y - LABEL_HEIGHT / 2, right: left + w, bottom: y + LABEL_HEIGHT / 2 };
    };
    expect(boxesOverlap(box('chosen'), box('maxSharpe'))).toBe(false);
  });

  it('the chosen maximum-Sharpe portfolio sits on the capital market line', () => {
    const cml = frontier.capitalMarketLine!;
    expect(chosen.expectedReturn).toBeCloseTo(cml.riskFreeRate + cml.slope * chosen.volatility, 9);
  });

  it('shows return, volatility and Sharpe of a mark from the keyboard, in Hungarian percent', async () => {
    const user = userEvent.setup();
    render(<FrontierChart frontier={frontier} chosen={chosen} />);
    const status = screen.getByRole('status');
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status).toHaveTextContent('Maximális Sharpe');
    expect(status).toHaveTextContent(/Várható hozam:\s*-?\d+,\d{2}%/);
    expect(status).toHaveTextContent(/Sharpe-mutató:\s*-?\d+,\d{2}/);
    await user.keyboard('{End}');
    expect(status).toHaveTextContent('A határ 30. pontja');
    expect(status.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('lists the marks and stocks for screen readers, with the line in a sentence', () => {
    render(<FrontierChart frontier={frontier} chosen={chosen} />);
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(1 + 3 + frontier.assets.length);
    expect(screen.getByText(/A tőkepiaci egyenes 3,00% kockázatmentes hozamtól indul/)).toBeInTheDocument();
  });

  it('without a tangency portfolio draws no line and no max-Sharpe mark; hidden renders nothing', () => {
    const { container, rerender } = render(
      <FrontierChart frontier={{ ...frontier, maxSharpe: null, capitalMarketLine: null }} />,
    );
    expect(container.querySelector('line[data-cml]')).toBeNull();
    expect(container.querySelector('[data-stop="maxSharpe"]')).toBeNull();
    rerender(<FrontierChart frontier={frontier} hidden />);
    expect(container.querySelector('figure')).toBeNull();
  });
});
