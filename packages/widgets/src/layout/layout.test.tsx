import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Box, cx, Inline, Stack } from '.';
import * as inlineStyles from './Inline.css';
import * as stackStyles from './Stack.css';

describe('layout', () => {
  it('Box renders the requested element with its classes, and passes other attributes through', () => {
    render(
      <Box as="section" aria-label="Doboz" id="x" className="own">
        tartalom
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Doboz' });
    expect(box.tagName).toBe('SECTION');
    expect(box.id).toBe('x');
    expect(box.className).toBe('own');
  });

  it('Box takes a ref to its element', () => {
    const ref = createRef<HTMLElement>();
    render(<Box as="nav" ref={ref} aria-label="Lapozó" />);
    expect(ref.current).toBe(screen.getByRole('navigation', { name: 'Lapozó' }));
  });

  it('Box takes class lists, skipping the classes that do not apply', () => {
    const open = false;
    render(<Box data-testid="box" className={['a', open && 'nyitva', undefined, ['b', null, ['c']]]} />);
    expect(screen.getByTestId('box').className).toBe('a b c');
  });

  it('Box without classes has no class attribute', () => {
    render(<Box data-testid="box" className={[false, undefined]} />);
    expect(screen.getByTestId('box').hasAttribute('class')).toBe(false);
  });

  it('Stack is a column with the chosen gap; Inline a row with its alignment; both keep the caller’s class', () => {
    const stackRef = createRef<HTMLElement>();
    render(
      <>
        <Stack ref={stackRef} data-testid="stack" space="lg" className="sajat">
          <p>egy</p>
        </Stack>
        <Inline data-testid="inline" align="baseline">
          <span>kettő</span>
        </Inline>
      </>,
    );
    const stack = screen.getByTestId('stack');
    expect(stackRef.current).toBe(stack);
    expect(stack).toHaveClass(stackStyles.stack.lg, 'sajat');
    expect(stack).not.toHaveClass(stackStyles.stack.md);
    const inline = screen.getByTestId('inline');
    expect(inline).toHaveClass(inlineStyles.inline.sm, inlineStyles.align.baseline);
  });
});

describe('cx', () => {
  it('joins names in order and flattens lists', () => {
    expect(cx('a', ['b', ['c', false]], null, '', 'd')).toBe('a b c d');
    expect(cx()).toBe('');
    expect(cx([[]], undefined)).toBe('');
  });
});
