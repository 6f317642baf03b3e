import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vars } from '../../theme';
import { WealthComparisonChart } from './WealthComparisonChart';

const x = [0, 1, 2, 3, 4, 5];
const series = [
  { label: 'Vásárlás', values: [14.5e6, 17.2e6, 19.4e6, 21.8e6, 24.2e6, 26.7e6] },
  { label: 'Bérlés', values: [15.5e6, 17.6e6, 19.8e6, 22.1e6, 24.1e6, 26.2e6] },
];
const nb = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

describe('WealthComparisonChart', () => {
  it('draws one smooth line per series in the buy and rent colours', () => {
    const { container } = render(<WealthComparisonChart x={x} series={series} />);
    const paths = Array.from(container.querySelectorAll<SVGPathElement>('path[data-series]'));
    expect(paths).toHaveLength(2);
    expect(paths[0]!.style.stroke).toBe(vars.chart.buy);
    expect(paths[1]!.style.stroke).toBe(vars.chart.rent);
    expect(paths[0]!.getAttribute('d')).toMatch(/C/); // monotone cubic segments
  });

  it('writes compact forint ticks and the x-axis title', () => {
    const { container } = render(<WealthComparisonChart x={x} series={series} />);
    const texts = Array.from(container.querySelectorAll('svg[role="img"] text')).map((t) => nb(t.textContent));
    expect(texts.filter((t) => t.endsWith('M Ft')).length).toBeGreaterThan(2);
    expect(texts).toContain('Év');
  });

  it('marks the break-even with a labelled vertical line and tells screen readers', () => {
    const { container } = render(<WealthComparisonChart x={x} series={series} marker={{ x: 3.5 }} />);
    const marker = container.querySelector('[data-marker]')!;
    expect(marker).toHaveTextContent('Fordulópont');
    const line = marker.querySelector('line')!;
    expect(line.getAttribute('x1')).toBe(line.getAttribute('x2'));
    expect(screen.getByText('Fordulópont: Év: 3,50')).toBeInTheDocument();
  });

  it('names the x once in the screen-reader caption: the range reads its values, not the tooltip header', () => {
    const { container } = render(
      <WealthComparisonChart x={x} series={series} xLabel="Idő" formatX={(v) => `${v} év`} />,
    );
    const caption = nb(container.querySelector('caption')?.textContent);
    expect(caption).toBe('Vagyon alakulása – Időszak: 0 év – 5 év');
  });

  it('leaves out a marker outside the data or not finite', () => {
    const { container, rerender } = render(<WealthComparisonChart x={x} series={series} marker={{ x: 12 }} />);
    expect(container.querySelector('[data-marker]')).toBeNull();
    rerender(<WealthComparisonChart x={x} series={series} marker={{ x: NaN }} />);
    expect(container.querySelector('[data-marker]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/NaN/);
  });

  it('shows both values in full forints at the keyboard cursor', async () => {
    const user = userEvent.setup();
    render(<WealthComparisonChart x={x} series={series} />);
    await user.tab();
    await user.keyboard('{End}');
    const text = nb(screen.getByRole('status').textContent);
    expect(text).toContain('Év: 5');
    expect(text).toContain('Vásárlás:26 700 000 Ft');
    expect(text).toContain('Bérlés:26 200 000 Ft');
  });

  it('takes months with a custom x label and format, and more than two series', async () => {
    const user = userEvent.setup();
    render(
      <WealthComparisonChart
        x={[0, 12, 24]}
        xLabel="Hónap"
        formatX={(m) => `${m}.`}
        series={[
          { label: 'Saját tőke', values: [10e6, 12e6, 14e6] },
          { label: 'Alternatív befektetés', values: [10e6, 10.8e6, 11.7e6] },
          { label: 'Harmadik', values: [9e6, 9e6, 9e6] },
        ]}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Jelmagyarázat' })).getAllByRole('listitem')).toHaveLength(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Hónap: 12.');
  });

  it('puts month ticks at multiples of xTickStep', () => {
    const months = Array.from({ length: 121 }, (_, m) => m);
    const { container } = render(
      <WealthComparisonChart
        x={months}
        xLabel="Hónap"
        xTickStep={12}
        series={[
          { label: 'A', values: months.map((m) => 1e6 * m) },
          { label: 'B', values: months },
        ]}
      />,
    );
    const ticks = Array.from(container.querySelectorAll('svg[role="img"] text'))
      .map((t) => t.textContent ?? '')
      .filter((t) => /^\d+$/.test(t))
      .map(Number);
    expect(ticks.length).toBeGreaterThan(2);
    expect(ticks.every((t) => t % 12 === 0)).toBe(true);
  });

  it('never renders NaN and shows the empty state without data', async () => {
    const { container, rerender } = render(
      <WealthComparisonChart
        x={[0, 1, 2]}
        series={[
          { label: 'A', values: [1e6, NaN, Infinity] },
          { label: 'B', values: [NaN, 2e6, 3e6] },
        ]}
      />,
    );
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    // A new input draws one task later (useNextTask).
    rerender(<WealthComparisonChart x={[]} series={[]} />);
    expect(await screen.findByText('Nincs megjeleníthető adat')).toBeInTheDocument();
    rerender(<WealthComparisonChart x={x} series={series} hidden />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
