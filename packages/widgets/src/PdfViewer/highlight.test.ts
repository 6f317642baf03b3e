import { describe, expect, it } from 'vitest';
import { applyHighlights } from './highlight';
import { buildPageText, findMatches, itemSegments } from './search';

const CLASSES = { match: 'm', selected: 's' };

/** A text layer as pdf.js builds it: one span per item, holding the item's string. */
function layer(strings: string[]) {
  const divs = strings.map((s) => {
    const span = document.createElement('span');
    span.textContent = s;
    return span;
  });
  return { divs, strings };
}

describe('applyHighlights', () => {
  const strings = ['Annual ', 'Report on Form', ' 10-K annual'];
  const page = buildPageText(strings.map((str) => ({ str })));

  it('wraps every match in a mark, the current one marked as selected', () => {
    const { divs } = layer(strings);
    const matches = findMatches([page], 'annual').map((m, index) => ({ ...m, index }));
    const selected = applyHighlights(divs, strings, itemSegments(page, matches), 1, CLASSES);
    expect(divs[0]!.innerHTML).toBe('<mark class="m">Annual</mark> ');
    expect(divs[2]!.innerHTML).toBe(' 10-K <mark class="m s">annual</mark>');
    expect(selected).toBe(divs[2]!.querySelector('mark'));
    // The text itself is unchanged, so selection and copying still give the document's words.
    expect(divs.map((d) => d.textContent)).toEqual(strings);
  });

  it('marks a match across items in each of them', () => {
    const { divs } = layer(strings);
    const matches = findMatches([page], 'annual report').map((m, index) => ({ ...m, index }));
    const selected = applyHighlights(divs, strings, itemSegments(page, matches), 0, CLASSES);
    expect(divs[0]!.querySelector('mark')?.textContent).toBe('Annual ');
    expect(divs[1]!.querySelector('mark')?.textContent).toBe('Report');
    expect(selected?.textContent).toBe('Annual ');
  });

  it('clears earlier marks when the search changes or ends', () => {
    const { divs } = layer(strings);
    const first = findMatches([page], 'form').map((m, index) => ({ ...m, index }));
    applyHighlights(divs, strings, itemSegments(page, first), 0, CLASSES);
    expect(divs[1]!.querySelectorAll('mark')).toHaveLength(1);
    const second = findMatches([page], '10-k').map((m, index) => ({ ...m, index }));
    applyHighlights(divs, strings, itemSegments(page, second), null, CLASSES);
    expect(divs[1]!.querySelectorAll('mark')).toHaveLength(0);
    expect(divs[2]!.querySelector('mark')?.className).toBe('m');
    expect(applyHighlights(divs, strings, new Map(), null, CLASSES)).toBeNull();
    expect(divs.every((d) => d.children.length === 0)).toBe(true);
    expect(divs.map((d) => d.textContent)).toEqual(strings);
  });
});
