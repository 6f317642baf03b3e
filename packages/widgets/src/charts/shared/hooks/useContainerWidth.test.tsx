import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockResizeObserver } from '../test-support';
import { useContainerWidth } from './useContainerWidth';

function Probe() {
  const [ref, width] = useContainerWidth();
  return (
    <div ref={ref} data-testid="box">
      {width}
    </div>
  );
}

describe('useContainerWidth', () => {
  it('falls back to 640 px where nothing can be measured (no ResizeObserver, 0 px box)', () => {
    render(<Probe />);
    expect(screen.getByTestId('box')).toHaveTextContent('640');
  });

  it('re-measures on window resize without ResizeObserver', () => {
    render(<Probe />);
    const box = screen.getByTestId('box');
    box.getBoundingClientRect = () => ({ width: 512.7 }) as DOMRect;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(box).toHaveTextContent('512');
  });

  it('follows ResizeObserver and disconnects on unmount (no polling)', () => {
    const ro = mockResizeObserver();
    try {
      const { unmount } = render(<Probe />);
      expect(screen.getByTestId('box')).toHaveTextContent('0');
      expect(ro.count).toBe(1);
      ro.resize(333);
      expect(screen.getByTestId('box')).toHaveTextContent('333');
      unmount();
      expect(ro.count).toBe(0);
    } finally {
      ro.restore();
    }
  });
});
