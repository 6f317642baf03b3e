import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vars } from '../../theme';
import { mockResizeObserver } from '../shared/test-support';
import { PieChart } from './PieChart';

const weights = { AAPL: 0.4123, MSFT: 0.3, NVDA: 0.2777, TSLA: 0.0099, META: 0.0001 };

const slices = (c: HTMLElement) => Array.from(c.querySelectorAll<SVGPathElement>('path[data-slice]'));
const labels = (c: HTMLElement) => Array.from(c.querySelectorAll('text[data-label]')).map((t) => t.textContent);

describe('PieChart', () => {
  it('draws one slice per weight of at least 1 %, largest first, in series colours', () => {
    const { container } = render(<PieChart weights={weights} />);
    expect(slices(container).map((p) => p.dataset.slice)).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(slices(container)[0]!.style.fill).toBe(vars.chart.series1);
    expect(container.innerHTML).not.toMatch(/TSLA|META/);
  });

  it('labels every slice with name and percent (weight × 100, 2 decimals)', () => {
    const { container } = render(<PieChart weights={weights} />);
    expect(labels(container)).toEqual(['AAPL 41,23%', 'MSFT 30,00%', 'NVDA 27,77%']);
  });

  it('has a radius of 70 % of half the smaller side', () => {
    const { container } = render(<PieChart weights={weights} />);
    // Fallback width 640 × 360 px: radius = 0.7 × 360 / 2 = 126.
    for (const p of slices(container)) expect(p.getAttribute('d')).toContain('A126,126');
  });

  it('follows the container width (radius from the smaller side)', () => {
    const ro = mockResizeObserver();
    try {
      const { container } = render(<PieChart weights={weights} />);
      ro.resize(640);
      expect(slices(container)[0]!.getAttribute('d')).toContain('A126,126');
      ro.resize(200);
      expect(screen.getByRole('img')).toHaveAttribute('width', '200');
      // 200 px leave no room beside the pie for 'AAPL 41,23%': the pie keeps its 70 % and the legend
      // carries the percentages instead of labels drawn past the edge.
      expect(slices(container)[0]!.getAttribute('d')).toContain('A70,70');
      expect(labels(container)).toEqual([]);
      expect(
        within(screen.getByRole('list', { name: 'Jelmagyarázat' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['AAPL 41,23%', 'MSFT 30,00%', 'NVDA 27,77%']);
    } finally {
      ro.restore();
    }
  });

  it('puts the legend on the left, before the plot', () => {
    render(<PieChart weights={weights} />);
    const legend = screen.getByRole('list', { name: 'Jelmagyarázat' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(legend.compareDocumentPosition(screen.getByRole('img')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the weight of a slice from the keyboard and on hover', async () => {
    const user = userEvent.setup();
    const { container } = render(<PieChart weights={weights} />);
    const status = screen.getByRole('status');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('AAPLSúly:41,23%');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('MSFTSúly:30,00%');
    // The active slice sticks out.
    expect(slices(container)[1]!.getAttribute('d')).toContain('A132,132');
    await user.keyboard('{Escape}');
    expect(status).toBeEmptyDOMElement();
    // Hover right of the centre (320, 180): the first slice.
    fireEvent.pointerMove(screen.getByRole('img'), { clientX: 380, clientY: 180 });
    expect(status).toHaveTextContent('AAPL');
  });

  it('lists the weights for screen readers', () => {
    render(<PieChart weights={weights} />);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['TickerSúly', 'AAPL41,23%', 'MSFT30,00%', 'NVDA27,77%']);
  });

  it('renders nothing when hidden or when no weight reaches 1 %', () => {
    const { container, rerender } = render(<PieChart weights={weights} hidden />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PieChart weights={{ AAPL: 0.009, MSFT: 0.005 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PieChart weights={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('never renders NaN', () => {
    const { container } = render(<PieChart weights={{ AAPL: NaN, MSFT: 0.6, NVDA: Infinity, GOOGL: 0.4 }} />);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    expect(slices(container)).toHaveLength(2);
  });
});
