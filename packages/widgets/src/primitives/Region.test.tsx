import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Region, RegionBoundary } from './Region';

function Boundary({ children }: { children: ReactElement }) {
  return <div data-testid="boundary">{children}</div>;
}

describe('Region', () => {
  it('renders its child as it is without a host boundary', () => {
    const { container } = render(
      <Region>
        <p>tartalom</p>
      </Region>,
    );
    expect(container.innerHTML).toBe('<p>tartalom</p>');
  });

  it("renders its child inside the host's boundary", () => {
    render(
      <RegionBoundary.Provider value={Boundary}>
        <Region>
          <p>tartalom</p>
        </Region>
      </RegionBoundary.Provider>,
    );
    expect(screen.getByTestId('boundary').innerHTML).toBe('<p>tartalom</p>');
  });
});
