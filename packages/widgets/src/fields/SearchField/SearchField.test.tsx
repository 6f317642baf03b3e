import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { visuallyHiddenClass } from '../../VisuallyHidden';
import { SearchField, type SearchFieldProps } from './SearchField';

function Search({ inputRef, ...props }: Partial<SearchFieldProps> & { inputRef?: Ref<HTMLInputElement> }) {
  const [query, setQuery] = useState('');
  return <SearchField ref={inputRef} label="Keresés a cégek között" value={query} onChange={setQuery} {...props} />;
}

describe('SearchField', () => {
  it('is a search box named by its label, reporting each keystroke', async () => {
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Keresés a cégek között' });
    expect(box).not.toBeRequired();
    expect(box).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(box, 'otp');
    expect(box).toHaveValue('otp');
    expect(screen.getByText('Keresés a cégek között')).toBeVisible();
  });

  it('can hide its label from the eye and keep it as the name', () => {
    render(<Search hideLabel />);
    const label = screen.getByText('Keresés a cégek között');
    expect(label.tagName).toBe('LABEL');
    expect(label).toHaveClass(visuallyHiddenClass);
    expect(screen.getByRole('searchbox', { name: 'Keresés a cégek között' })).toBeInTheDocument();
  });

  it('Escape clears a typed query, keeps focus and does not reach the surrounding panel', async () => {
    const panelKey = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a test panel listening for keys
      <div onKeyDown={(e) => panelKey(e.key)}>
        <Search />
      </div>,
    );
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'mol');
    panelKey.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(panelKey).not.toHaveBeenCalled();
    // With nothing to clear, Escape goes on (a panel may close).
    await userEvent.keyboard('{Escape}');
    expect(panelKey).toHaveBeenCalledWith('Escape');
  });

  it('leaves Escape to a caller that handles it', async () => {
    render(<Search onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />);
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'x{Escape}');
    expect(box).toHaveValue('x');
  });

  it('with a clear label shows a clear button while there is a query; it clears and refocuses the box', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Search inputRef={ref} clearLabel="Keresés törlése" />);
    const box = screen.getByRole('searchbox');
    expect(ref.current).toBe(box);
    expect(screen.queryByRole('button', { name: 'Keresés törlése' })).toBeNull();
    await userEvent.type(box, 'richter');
    await userEvent.click(screen.getByRole('button', { name: 'Keresés törlése' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Keresés törlése' })).toBeNull();
  });
});
