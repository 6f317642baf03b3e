/**
 * Quality checks on the glossary's content: size, slugs, references, calculator links and the
 * Hungarian text itself (accents, punctuation, length, number formatting).
 */
import { describe, expect, it } from 'vitest';
import { PROPER_NAME_PATTERN } from './constants.js';
import { slugify } from '../shared/text.js';
import { definitionParagraphs, namesOf } from './glossary.js';
import { GLOSSARY_TERMS } from './terms/index.js';
import type { GlossaryCalculator } from './types.js';

const CALCULATORS: readonly GlossaryCalculator[] = [
  'lakas-kamat',
  'rent-or-buy',
  'monte-carlo',
  'portfolio-optimalizalas',
];
const byProperName = new Map(GLOSSARY_TERMS.map((term) => [term.properName, term]));

/**
 * Sentences of a definition: a split after . ! ? when the next word starts with a capital letter, so
 * that '1946. augusztus', 'Korm. rendelet' and '(III. 25.)' do not end a sentence.
 */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÖŐÚÜŰ])/u).filter((s) => s.trim().length > 0);
}

/** Spellings of frequent words with the accents stripped, which correct Hungarian never contains. */
const ASCII_STRIPPED =
  /\b(penz|torleszt|kolcson|kotveny|reszveny|osszeg|szazalek|jovedelem|befekteto|ertekpapir|arfolyam|hitelezo|lakashitel|kamatado|onero|megtakaritas)/i;

describe('the glossary', () => {
  it('has at least 160 terms', () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThanOrEqual(160);
  });

  it('has unique, lower-case ASCII kebab-case slugs', () => {
    expect(byProperName.size).toBe(GLOSSARY_TERMS.length);
    for (const { properName } of GLOSSARY_TERMS) expect(properName).toMatch(PROPER_NAME_PATTERN);
  });

  it('derives every slug from one of the names of its term', () => {
    for (const term of GLOSSARY_TERMS) {
      expect(namesOf(term).slice(1).map(slugify), term.properName).toContain(term.properName);
    }
  });

  it('has unique, trimmed display names that start with a capital letter', () => {
    const names = GLOSSARY_TERMS.map((term) => term.displayName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toBe(name.trim());
      expect(name[0]).toBe(name[0]!.toLocaleUpperCase('hu'));
    }
  });

  it('relates every term to at least one other existing term, never to itself or twice', () => {
    for (const term of GLOSSARY_TERMS) {
      expect(term.related.length, term.properName).toBeGreaterThan(0);
      expect(new Set(term.related).size, term.properName).toBe(term.related.length);
      expect(term.related, term.properName).not.toContain(term.properName);
      for (const ref of term.related) expect(byProperName.has(ref), `${term.properName} → ${ref}`).toBe(true);
    }
  });

  it('links only to calculators that exist, and links each calculator from several terms', () => {
    for (const term of GLOSSARY_TERMS) if (term.calculator) expect(CALCULATORS).toContain(term.calculator);
    for (const calculator of CALCULATORS) {
      expect(GLOSSARY_TERMS.filter((term) => term.calculator === calculator).length, calculator).toBeGreaterThanOrEqual(
        5,
      );
    }
  });

  it('has no empty or padded aliases', () => {
    for (const term of GLOSSARY_TERMS) {
      for (const alias of term.aliases ?? [])
        expect(alias.length > 0 && alias === alias.trim(), term.properName).toBe(true);
    }
  });
});

describe('the definitions', () => {
  it.each(GLOSSARY_TERMS.map((term) => [term.properName, term.definition] as const))(
    '%s is 2–5 sentences of at least 80 characters, every paragraph ending with a full stop',
    (_, definition) => {
      expect(definition.length).toBeGreaterThanOrEqual(80);
      expect(definition.endsWith('.')).toBe(true);
      for (const paragraph of definitionParagraphs(definition)) expect(paragraph).toMatch(/\.$/);
      const count = sentences(definition).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(5);
    },
  );

  it('are written with Hungarian accents: no õ/û, no accent-stripped common words', () => {
    for (const { properName, displayName, definition, aliases } of GLOSSARY_TERMS) {
      const text = [displayName, definition, ...(aliases ?? [])].join(' ');
      expect(text, properName).not.toMatch(/[õûÕÛ]/);
      expect(definition, properName).toMatch(/[áéíóöőúüű]/);
      expect(definition, properName).not.toMatch(ASCII_STRIPPED);
    }
  });

  it('use Hungarian punctuation: „…” quotes, en dash for asides, no doubled spaces', () => {
    for (const { properName, definition } of GLOSSARY_TERMS) {
      expect(definition, properName).not.toMatch(/["“]/);
      expect(definition, properName).not.toMatch(/ - /);
      expect(definition, properName).not.toMatch(/ {2}|\s$|^\s/);
      expect(definition, properName).not.toMatch(/\s[.,;:]/);
    }
  });

  it('group thousands of five or more digits with a no-break space, as Intl hu-HU does', () => {
    for (const { properName, definition } of GLOSSARY_TERMS) {
      expect(definition, properName).not.toMatch(/\d{5,}/);
      expect(definition, properName).not.toMatch(/\d \d{3}\b/);
    }
  });

  it('mention the Hungarian context the issue asks for', () => {
    const all = GLOSSARY_TERMS.map((term) => term.definition).join(' ');
    for (const needle of [
      '83/2010. (III. 25.) Korm. rendelet',
      'MNB',
      'BUX',
      '4 százalék',
      '15 százalék',
      'a cikk írásakor (2026)',
    ]) {
      expect(all).toContain(needle);
    }
  });
});
