import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vars } from '../../theme';
import { SensitivityChart } from './SensitivityChart';

const offsets = [
  { x: -2, label: '−2 pp', value: -6.8e6 },
  { x: -1, label: '−1 pp', value: -2.9e6 },
  { x: 0, label: '0 pp', value: 1.4e6 },
  { x: 1, label: '+1 pp', value: 6.1e6 },
  { x: 2, label: '+2 pp', value: 11.2e6 },
];
const appreciation = Array.from({ length: 11 }, (_, a) => ({
  x: a,
  label: `${a}%`,
  value: 50e6 * (1 + a / 100) ** 30,
}));
const nb = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

describe('SensitivityChart (line)', () => {
  it('draws a line with a dot per point and highlights the base case', () => {
    const { container } = render(<SensitivityChart title="Különbség" points={offsets} baseX={0} />);
    const plot = screen.getByRole('img', { name: 'Különbség' });
    expect(plot.querySelectorAll('path[data-series]')).toHaveLength(1);
    expect(plot.querySelectorAll('circle')).toHaveLength(5);
    const base = container.querySelector<SVGCircleElement>('circle[data-highlight]')!;
    expect(base.style.fill).toBe(vars.chart.highlight);
    expect(base).toHaveAttribute('r', '7');
  });

  it('draws a zero line only when the values cross 0', async () => {
    const { container, rerender } = render(<SensitivityChart title="Különbség" points={offsets} baseX={0} />);
    expect(container.querySelector('[data-zero-line]')).not.toBeNull();
    // A new input draws one task later (useNextTask).
    rerender(<SensitivityChart title="Saját tőke" points={appreciation} baseX={3} />);
    await waitFor(() => expect(container.querySelector('[data-zero-line]')).toBeNull());
  });

  it('labels the x axis with the point labels and shows the axis titles', () => {
    const { container } = render(<SensitivityChart title="Különbség" points={offsets} xLabel="Eltérés" yLabel="Ft" />);
    const texts = Array.from(container.querySelectorAll('svg[role="img"] text')).map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['−2 pp', '0 pp', '+2 pp', 'Eltérés', 'Ft']));
  });

  it('walks the points from the keyboard and marks the base case', async () => {
    const user = userEvent.setup();
    render(<SensitivityChart title="Különbség" points={offsets} baseX={0} valueLabel="Vásárlás − bérlés" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(nb(screen.getByRole('status').textContent)).toBe('−2 ppVásárlás − bérlés:-6 800 000 Ft');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('0 pp (alapeset)');
  });

  it('lists every point for screen readers', () => {
    render(<SensitivityChart title="Különbség" points={offsets} baseX={0} xLabel="Eltérés" />);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((r) => nb(r.textContent));
    expect(rows[0]).toBe('EltérésEredmény');
    expect(rows[3]).toBe('0 pp (alapeset)1 400 000 Ft');
    expect(rows).toHaveLength(6);
  });
});

describe('SensitivityChart (bar)', () => {
  it('draws one bar per point from 0, the base highlighted, with a zero line', () => {
    const { container } = render(<SensitivityChart title="Különbség" points={offsets} baseX={0} variant="bar" />);
    const bars = Array.from(container.querySelectorAll<SVGRectElement>('svg[role="img"] rect'));
    expect(bars).toHaveLength(5);
    expect(bars[2]!.style.fill).toBe(vars.chart.highlight);
    expect(bars[0]!.style.fill).toBe(vars.chart.series1);
    expect(container.querySelector('[data-zero-line]')).not.toBeNull();
    const zeroY = Number(container.querySelector('[data-zero-line]')!.getAttribute('y1'));
    // The loss bar hangs from the zero line, the gain bar stands on it.
    expect(Number(bars[0]!.getAttribute('y'))).toBeCloseTo(zeroY);
    expect(Number(bars[4]!.getAttribute('y')) + Number(bars[4]!.getAttribute('height'))).toBeCloseTo(zeroY);
  });

  it('walks the bars from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<SensitivityChart title="Különbség" points={offsets} baseX={0} variant="bar" />);
    await user.tab();
    await user.keyboard('{End}');
    expect(nb(screen.getByRole('status').textContent)).toContain('+2 pp');
    expect(nb(screen.getByRole('status').textContent)).toContain('11 200 000 Ft');
    expect(container.querySelectorAll('rect[data-active]')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('SensitivityChart (edge cases)', () => {
  it('skips non-finite points and never renders NaN', async () => {
    const user = userEvent.setup();
    const pts = [...offsets.slice(0, 2), { x: 0, value: NaN }, { x: NaN, value: 3 }, { x: 2, value: Infinity }];
    for (const variant of ['line', 'bar'] as const) {
      const { container, unmount } = render(<SensitivityChart title="T" points={pts} baseX={0} variant={variant} />);
      await user.tab();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
      unmount();
    }
  });

  it('shows the empty state without points and nothing when hidden', () => {
    const { container, rerender } = render(<SensitivityChart title="T" points={[]} />);
    expect(screen.getByText('Nincs megjeleníthető adat')).toBeInTheDocument();
    rerender(<SensitivityChart title="T" points={[]} variant="bar" />);
    expect(screen.getByText('Nincs megjeleníthető adat')).toBeInTheDocument();
    rerender(<SensitivityChart title="T" points={offsets} hidden />);
    expect(container).toBeEmptyDOMElement();
  });
});
