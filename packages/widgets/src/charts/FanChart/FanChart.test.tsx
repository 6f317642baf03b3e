import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vars } from '../../theme';
import { gbmFan } from '../shared/story-data';
import { FanChart } from './FanChart';

const small = {
  times: [0, 1, 2],
  percentiles: {
    p05: [1000, 900, 850],
    p25: [1000, 980, 990],
    p50: [1000, 1040, 1090],
    p75: [1000, 1100, 1200],
    p95: [1000, 1250, 1400],
  },
  mean: [1000, 1050, 1102.5],
};

const series = (c: HTMLElement, key: string) => c.querySelector<SVGPathElement>(`path[data-series="${key}"]`);

describe('FanChart', () => {
  it('draws the two bands, the median and the dashed mean', () => {
    const { container } = render(<FanChart {...small} />);
    expect(series(container, 'p05-p95')!.style.fill).toBe(vars.chart.bandOuter);
    expect(series(container, 'p25-p75')!.style.fill).toBe(vars.chart.bandInner);
    expect(series(container, 'p50')!.style.stroke).toBe(vars.chart.median);
    expect(series(container, 'mean')).toHaveAttribute('stroke-dasharray');
    expect(series(container, 'p50')).not.toHaveAttribute('stroke-dasharray');
  });

  it('says in the legend that P5 is not the worst case', () => {
    render(<FanChart {...small} />);
    expect(screen.getByText(/Az 5\. percentilis nem a legrosszabb eset/)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Jelmagyarázat' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['P5–P95 sáv', 'P25–P75 sáv', 'Medián (P50)', 'Átlag']);
  });

  it('renders 501 points × 50 sample paths as one path per series, without per-point elements', () => {
    const fan = gbmFan({ points: 501, paths: 200, samples: 50 });
    const t0 = performance.now();
    const { container } = render(<FanChart {...fan} />);
    const elapsed = performance.now() - t0;
    const plot = screen.getByRole('img');
    expect(plot.querySelectorAll('path[data-series]')).toHaveLength(2 + 50 + 2);
    expect(plot.querySelectorAll('circle')).toHaveLength(0);
    expect(series(container, 'sample-0')).toHaveAttribute('stroke-width', '1');
    expect(
      within(screen.getByRole('list', { name: 'Jelmagyarázat' })).getByText('Mintapályák (50)'),
    ).toBeInTheDocument();
    // Generous bound for a slow CI machine; it is a few tens of ms in practice.
    expect(elapsed).toBeLessThan(2000);
  });

  it('shows the percentiles of a time from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FanChart {...small} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1,00 év');
    expect(status).toHaveTextContent('P5–P95 sáv:900,00 – 1250,00');
    expect(status).toHaveTextContent('P25–P75 sáv:980,00 – 1100,00');
    expect(status).toHaveTextContent('Medián (P50):1040,00');
    expect(status).toHaveTextContent('Átlag:1050,00');
  });

  it('jumps a tenth of the points with PageDown', async () => {
    const user = userEvent.setup();
    const fan = gbmFan({ points: 501, paths: 50, samples: 0, years: 5 });
    render(<FanChart {...fan} />);
    await user.tab();
    await user.keyboard('{Home}{PageDown}');
    expect(screen.getByRole('status')).toHaveTextContent('0,50 év');
  });

  it('writes forints when asked', async () => {
    const user = userEvent.setup();
    render(<FanChart {...small} valueFormat="huf" />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('status').textContent?.replace(/\u00a0/g, ' ')).toContain('Medián (P50):1090 Ft');
  });

  it('summarises the percentiles and the mean for screen readers', () => {
    render(<FanChart {...small} />);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((r) => r.firstChild?.textContent);
    expect(rows).toEqual(['Adatsor', 'P95', 'P75', 'Medián (P50)', 'P25', 'P5', 'Átlag']);
  });

  it('never renders NaN and shows the empty state without data', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <FanChart
        times={[0, 1, NaN, 3]}
        percentiles={{
          p05: [1, NaN, 1, 1],
          p25: [2, 2, 2, Infinity],
          p50: [3, 3, 3, 3],
          p75: [4, 4, 4, 4],
          p95: [5, 5, 5, 5],
        }}
        mean={[NaN, NaN, NaN, NaN]}
        samplePaths={[{ path: [1, NaN, 2, 3], label: 'x' }]}
      />,
    );
    await user.tab();
    for (const key of ['{ArrowRight}', '{ArrowRight}', '{ArrowRight}', '{End}']) {
      await user.keyboard(key);
      expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    }
    // A new input draws one task later (useNextTask).
    rerender(<FanChart times={[]} percentiles={{ p05: [], p25: [], p50: [], p75: [], p95: [] }} />);
    expect(await screen.findByText('Nincs megjeleníthető adat')).toBeInTheDocument();
  });
});
