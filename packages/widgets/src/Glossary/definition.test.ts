import { describe, expect, it } from 'vitest';
import { definitionParagraphs } from './definition';

describe('definitionParagraphs', () => {
  it('splits on blank lines and joins soft line breaks', () => {
    expect(definitionParagraphs('Első bekezdés\nfolytatása.\n\nMásodik bekezdés.')).toEqual([
      'Első bekezdés folytatása.',
      'Második bekezdés.',
    ]);
  });

  it('accepts Windows line ends, whitespace-only separator lines and stray blank lines', () => {
    expect(definitionParagraphs('\r\n  Egy.\r\n \t\r\nKettő.\n\n\n\nHárom.  \n')).toEqual(['Egy.', 'Kettő.', 'Három.']);
  });

  it('returns no paragraphs for an empty definition', () => {
    expect(definitionParagraphs('')).toEqual([]);
    expect(definitionParagraphs(' \n\n ')).toEqual([]);
  });
});
