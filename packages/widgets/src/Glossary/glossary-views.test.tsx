import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlossaryLanding } from './GlossaryLanding';
import { GlossaryLetterList } from './GlossaryLetterList';
import { GlossaryTerm } from './GlossaryTerm';
import { GLOSSARY_GROUPS, SZORAS_TERM, THM_TERM } from './story-data';

const groupA = GLOSSARY_GROUPS.find((g) => g.letter === 'A')!;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

describe('GlossaryLanding', () => {
  it('has a named letter bar with one link per letter, in the order served', () => {
    render(<GlossaryLanding groups={GLOSSARY_GROUPS} />);
    const nav = screen.getByRole('navigation', { name: 'Ugrás betűre' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(GLOSSARY_GROUPS.map((g) => g.letter));
    expect(within(nav).getByRole('link', { name: 'Sz' })).toHaveAttribute('href', '#szotar-Sz');
    expect(within(nav).getByRole('link', { name: 'Ő' })).toHaveAttribute('href', '#szotar-_150_');
  });

  it('shows at most 12 terms per letter and links the letter page', () => {
    expect(groupA.items.length).toBeGreaterThan(12);
    render(<GlossaryLanding groups={GLOSSARY_GROUPS} />);
    const list = screen.getByRole('list', { name: 'A' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual(groupA.items.slice(0, 12).map((i) => i.displayName));
    expect(items[0]).toHaveAttribute(
      'href',
      `/dictionary/${groupA.items[0]!.properName}?path=${encodeURIComponent(groupA.items[0]!.path)}`,
    );
    expect(screen.getByRole('link', { name: 'Összes A tétel' })).toHaveAttribute('href', '/all-terms?letter=A');
    expect(screen.getByRole('link', { name: 'Összes Á tétel' })).toHaveAttribute('href', '/all-terms?letter=%C3%81');
    expect(screen.getByRole('link', { name: 'Összes Sz tétel' })).toHaveAttribute('href', '/all-terms?letter=Sz');
  });

  it('uses the address builders it is given', () => {
    render(
      <GlossaryLanding
        groups={GLOSSARY_GROUPS}
        previewSize={2}
        termHref={(t) => `/szotar/${t.properName}`}
        allTermsHref={(l) => `/betu/${l}`}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'A' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Babaváró kölcsön' })).toHaveAttribute('href', '/szotar/babavaro-kolcson');
    expect(screen.queryByRole('link', { name: 'BUX' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Összes Ő tétel' })).toHaveAttribute('href', '/betu/Ő');
  });

  it('scrolls smoothly to the letter and moves focus to its heading', async () => {
    stubReducedMotion(false);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const user = userEvent.setup();
    render(<GlossaryLanding groups={GLOSSARY_GROUPS} />);
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Sz' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Sz' });
    expect(heading).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts[0]).toBe(heading);
  });

  it('jumps without animation when reduced motion is asked for, also from the keyboard', async () => {
    stubReducedMotion(true);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const user = userEvent.setup();
    render(<GlossaryLanding groups={GLOSSARY_GROUPS} />);
    within(screen.getByRole('navigation')).getByRole('link', { name: 'Ő' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Ő' })).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('shows loading, error with retry, and empty states in Hungarian', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<GlossaryLanding groups={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Szótár betöltése...');
    rerender(<GlossaryLanding groups={undefined} error="Nem sikerült betölteni a szótárat." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nem sikerült betölteni a szótárat.');
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<GlossaryLanding groups={[{ letter: 'A', items: [] }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('A szótár még üres.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('GlossaryLetterList', () => {
  it('lists every term of the letter and marks it in the switcher', () => {
    render(<GlossaryLetterList groups={GLOSSARY_GROUPS} letter="A" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Összes A tétel' })).toBeInTheDocument();
    expect(screen.getByText(`${groupA.items.length} fogalom`)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Összes A tétel' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(groupA.items.map((i) => i.displayName));
    const nav = screen.getByRole('navigation', { name: 'Betűválasztó' });
    expect(within(nav).getByRole('link', { name: 'A' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Zs' })).toHaveAttribute('href', '/all-terms?letter=Zs');
    expect(within(nav).getByRole('link', { name: 'Zs' })).not.toHaveAttribute('aria-current');
  });

  it('reads a lower-case letter from the URL as the digraph it names', () => {
    render(<GlossaryLetterList groups={GLOSSARY_GROUPS} letter="sz" />);
    expect(screen.getByRole('heading', { name: 'Összes Sz tétel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Szórás' })).toBeInTheDocument();
  });

  it('says in Hungarian when the letter has no terms, and keeps the switcher', () => {
    const { rerender } = render(<GlossaryLetterList groups={GLOSSARY_GROUPS} letter="Q" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ehhez a betűhöz nincs fogalom a szótárban: „Q”.');
    expect(screen.getByRole('navigation', { name: 'Betűválasztó' })).toBeInTheDocument();
    rerender(<GlossaryLetterList groups={GLOSSARY_GROUPS} letter={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Válasszon betűt a fenti listából.');
  });

  it('renders a letter with markup characters as text', () => {
    const letter = '<b>Ő</b>';
    render(
      <GlossaryLetterList
        groups={[{ letter, items: [{ properName: 'x', displayName: 'X', path: 'p' }] }]}
        letter={letter}
      />,
    );
    expect(screen.getByRole('heading', { name: `Összes ${letter} tétel` })).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('GlossaryTerm', () => {
  it('shows the title, the definition first, then related terms and the calculator link', () => {
    const { container } = render(<GlossaryTerm term={THM_TERM} as="h1" />);
    const article = screen.getByRole('article', { name: 'Teljes hiteldíj mutató (THM)' });
    const paragraphs = Array.from(article.querySelectorAll('p'));
    expect(paragraphs[0]).toHaveTextContent(/^A THM a hitel teljes, évesített költségét/);
    expect(paragraphs.slice(0, 3).map((p) => p.textContent)).toEqual(THM_TERM.definition.split('\n\n'));
    // The definition comes before everything else but the title.
    const order = Array.from(container.querySelectorAll('h1, h2, p, a')).map(
      (e) => e.tagName + (e.textContent ?? '').slice(0, 8),
    );
    expect(order[0]).toBe('H1Teljes h');
    expect(order[1]).toBe('PA THM a ');
    const related = screen.getByRole('list', { name: 'Kapcsolódó fogalmak' });
    expect(within(related).getByRole('link', { name: 'Önerő' })).toHaveAttribute('href', '/dictionary/onero');
    expect(screen.getByRole('heading', { level: 2, name: 'Kapcsolódó fogalmak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lakáshitel kalkulátor megnyitása' })).toHaveAttribute(
      'href',
      '/kalkulatorok/lakas-kamat',
    );
    expect(screen.getByRole('link', { name: 'Vissza a szótárhoz' })).toHaveAttribute('href', '/dictionary');
  });

  it('leaves out the related list and the call to action when there are none', () => {
    render(<GlossaryTerm term={SZORAS_TERM} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Szórás' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Vissza a szótárhoz']);
  });

  it('writes no link whose address came from the data and fails the link rule', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '\tjavascript:alert(1)',
      '//evil.example/',
      '/\\evil.example/',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      const { container, unmount } = render(
        <GlossaryTerm
          term={{ ...THM_TERM, calculator: { href, label: 'Kalkulátor' } }}
          termHref={() => href}
          backHref={href}
        />,
      );
      expect(screen.queryByRole('link', { name: 'Kalkulátor' }), href).toBeNull();
      for (const a of container.querySelectorAll('a')) expect(a.hasAttribute('href'), href).toBe(false);
      unmount();
    }
  });

  it('shows loading, not-found and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<GlossaryTerm term={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Fogalom betöltése...');
    rerender(<GlossaryTerm term={null} backHref="/szotar" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ez a fogalom nem szerepel a szótárban.');
    expect(screen.getByRole('link', { name: 'Vissza a szótárhoz' })).toHaveAttribute('href', '/szotar');
    rerender(<GlossaryTerm term={undefined} error="Nem sikerült betölteni a fogalmat." onRetry={onRetry} />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
