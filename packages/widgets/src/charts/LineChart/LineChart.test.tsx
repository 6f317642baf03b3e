import { fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vars } from '../../theme';
import { mockResizeObserver } from '../shared/test-support';
import { LineChart } from './LineChart';

const dates = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
const timeSeries = {
  Portfolio: [100, 101.234, 102.5, 103.456],
  AAPL: [100, 99.5, 101, 104.125],
  MSFT: [100, 100.75, 100.25, 102],
};

const paths = (c: HTMLElement) => Array.from(c.querySelectorAll<SVGPathElement>('path[data-series]'));

describe('LineChart', () => {
  it('is an image named by its title, 450 px high, with the fallback width without ResizeObserver', () => {
    render(<LineChart dates={dates} timeSeries={timeSeries} />);
    const svg = screen.getByRole('img', { name: 'Portfólió és részvények alakulása' });
    expect(svg).toHaveAttribute('height', '450');
    expect(svg).toHaveAttribute('width', '640');
    expect(svg).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('figure', { name: 'Portfólió és részvények alakulása' })).toBeInTheDocument();
  });

  it('draws the portfolio red and 5 px wide, tickers 2 px, one path per series and no point markers', () => {
    const { container } = render(<LineChart dates={dates} timeSeries={timeSeries} />);
    const byKey = Object.fromEntries(paths(container).map((p) => [p.dataset.series, p]));
    expect(Object.keys(byKey).sort()).toEqual(['AAPL', 'MSFT', 'Portfolio']);
    expect(byKey.Portfolio).toHaveAttribute('stroke-width', '5');
    expect(byKey.Portfolio.style.stroke).toBe(vars.chart.portfolio);
    expect(byKey.AAPL).toHaveAttribute('stroke-width', '2');
    expect(byKey.MSFT).toHaveAttribute('stroke-width', '2');
    expect(byKey.AAPL.style.stroke).not.toBe(vars.chart.portfolio);
    // The portfolio is drawn last, on top of the tickers.
    expect(paths(container).at(-1)?.dataset.series).toBe('Portfolio');
    expect(container.querySelectorAll('svg[role="img"] circle')).toHaveLength(0);
  });

  it('lists the portfolio first in the legend', () => {
    render(<LineChart dates={dates} timeSeries={timeSeries} />);
    const items = within(screen.getByRole('list', { name: 'Jelmagyarázat' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Portfólió', 'AAPL', 'MSFT']);
  });

  it('writes axis values with 2 decimals and dates in Hungarian', () => {
    const { container } = render(<LineChart dates={dates} timeSeries={timeSeries} />);
    const texts = Array.from(container.querySelectorAll('svg[role="img"] text')).map((t) => t.textContent ?? '');
    expect(texts.some((t) => /^\d+,\d{2}$/.test(t))).toBe(true);
    expect(texts.filter((t) => /,/.test(t)).every((t) => /^-?\d+,\d{2}$/.test(t))).toBe(true);
    expect(texts).toContain('2024. 01. 02.');
  });

  it('moves a keyboard cursor across the dates and shows the values with 2 decimals', async () => {
    const user = userEvent.setup();
    render(<LineChart dates={dates} timeSeries={timeSeries} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.tab();
    expect(screen.getByRole('img')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('2024. január 2.');
    expect(status).toHaveTextContent('Portfólió:100,00');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('2024. január 3.');
    expect(status).toHaveTextContent('Portfólió:101,23');
    expect(status).toHaveTextContent('AAPL:99,50');
    await user.keyboard('{End}');
    expect(status).toHaveTextContent('2024. január 5.');
    expect(status).toHaveTextContent('Portfólió:103,46');
    expect(status).toHaveTextContent('AAPL:104,13');
    await user.keyboard('{Home}');
    expect(status).toHaveTextContent('2024. január 2.');
    await user.keyboard('{Escape}');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows the tooltip of the nearest date on pointer hover and hides it on leave', () => {
    const { container } = render(<LineChart dates={dates} timeSeries={timeSeries} />);
    const svg = screen.getByRole('img');
    // The last date sits at the right end of the plot.
    fireEvent.pointerMove(svg, { clientX: 639, clientY: 100 });
    expect(screen.getByRole('status')).toHaveTextContent('2024. január 5.');
    expect(container.querySelector('[data-cursor]')).not.toBeNull();
    fireEvent.pointerLeave(svg);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('follows the container width reported by ResizeObserver', () => {
    const ro = mockResizeObserver();
    try {
      render(<LineChart dates={dates} timeSeries={timeSeries} />);
      // jsdom reports a 0 px box: nothing is drawn until the observer tells the width.
      expect(screen.queryByRole('img')).toBeNull();
      ro.resize(800);
      expect(screen.getByRole('img')).toHaveAttribute('width', '800');
      ro.resize(420.6);
      expect(screen.getByRole('img')).toHaveAttribute('width', '420');
    } finally {
      ro.restore();
    }
  });

  it('never renders NaN for non-finite values and skips them in the lines', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LineChart
        dates={dates}
        timeSeries={{
          Portfolio: [100, NaN, Infinity, 103],
          AAPL: [NaN, NaN, NaN, NaN],
          MSFT: Float64Array.of(1, 2, -Infinity, 4),
        }}
      />,
    );
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    await user.tab();
    for (const key of ['{ArrowRight}', '{ArrowRight}', '{ArrowRight}', '{ArrowRight}', '{End}']) {
      await user.keyboard(key);
      expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    }
    expect(screen.getByRole('status')).toHaveTextContent('AAPL:–');
    // AAPL has no finite value: no path for it.
    expect(
      paths(container)
        .map((p) => p.dataset.series)
        .sort(),
    ).toEqual(['MSFT', 'Portfolio']);
  });

  it('summarises each series for screen readers', () => {
    render(<LineChart dates={dates} timeSeries={timeSeries} />);
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('2024. január 2. – 2024. január 5.');
    const row = within(table).getByRole('row', { name: /Portfólió/ });
    expect(row).toHaveTextContent('Portfólió100,00103,46100,00103,46');
  });

  it('shows the empty state without finite data and nothing when hidden', async () => {
    const { rerender, container } = render(<LineChart dates={[]} timeSeries={{}} />);
    expect(screen.getByText('Nincs megjeleníthető adat')).toBeInTheDocument();
    // A new input draws one task later (useNextTask).
    rerender(<LineChart dates={dates} timeSeries={{ Portfolio: [NaN, NaN, NaN, NaN] }} />);
    expect(await screen.findByText('Nincs megjeleníthető adat')).toBeInTheDocument();
    rerender(<LineChart dates={dates} timeSeries={timeSeries} hidden />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
