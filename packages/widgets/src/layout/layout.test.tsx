import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Inline, Stack, sprinkles } from '.';

describe('layout atoms', () => {
  it('Box renders the requested element with the atom classes and its own class', () => {
    render(
      <Box as="section" aria-label="Doboz" display="flex" gap="md" className="own">
        tartalom
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Doboz' });
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveClass('own');
    for (const atom of sprinkles({ display: 'flex', gap: 'md' }).split(' ')) expect(box).toHaveClass(atom);
  });

  it('Box passes other attributes through and keeps layout props off the DOM', () => {
    render(<Box data-testid="box" id="x" paddingX="sm" />);
    const box = screen.getByTestId('box');
    expect(box.id).toBe('x');
    expect(box.hasAttribute('paddingX')).toBe(false);
    expect(box.getAttribute('paddingx')).toBeNull();
  });

  it('Stack is a column with the chosen gap; Inline a wrapping row', () => {
    render(
      <>
        <Stack data-testid="stack" space="lg">
          <p>egy</p>
        </Stack>
        <Inline data-testid="inline">
          <span>kettő</span>
        </Inline>
      </>,
    );
    const stack = screen.getByTestId('stack');
    for (const atom of sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', margin: 0 }).split(' ')) {
      expect(stack).toHaveClass(atom);
    }
    const inline = screen.getByTestId('inline');
    for (const atom of sprinkles({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }).split(' ')) {
      expect(inline).toHaveClass(atom);
    }
  });
});
