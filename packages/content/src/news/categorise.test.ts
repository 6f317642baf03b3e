import { describe, expect, it } from 'vitest';
import { NEWS_TOPIC_CATEGORIES } from './categories';
import { CATEGORY_PRIORITY, CATEGORY_RULES, categorise, DEFAULT_NEWS_CATEGORY, tokenize } from './categorise';

const cat = (title: string, extra: { summary?: string; body?: string; tags?: string[] } = {}) =>
  categorise({ title, ...extra }).category;

describe('categorise: one clear example per category, Hungarian and English', () => {
  it.each([
    ['AI', 'Új nagy nyelvi modellt mutatott be az OpenAI', 'OpenAI releases a new large language model'],
    ['Crypto', 'Új csúcson a bitcoin árfolyama', 'Bitcoin and Ethereum rally after ETF approval'],
    ['Energy', 'Csökkent a földgáz ára az európai piacon', 'Oil prices climb as OPEC cuts output'],
    ['Finance', 'Az MNB változatlanul hagyta az alapkamatot', 'Central bank holds interest rates steady'],
    ['Healthcare', 'Új gyógyszert engedélyeztek a kórházak számára', 'FDA approves new cancer therapy'],
    ['Technology', 'Chipgyárat épít a Samsung', 'Semiconductor shortage hits smartphone makers'],
    ['Economy', 'A KSH szerint lassult az infláció', 'Eurozone GDP grows as unemployment falls'],
    ['Politics', 'Az Országgyűlés elfogadta a törvényjavaslatot', 'Parliament votes on the election law'],
    [
      'Stock Market',
      'Új csúcson a BUX, emelkedtek a részvények a tőzsdén',
      'Wall Street stocks rally, Nasdaq at record',
    ],
    ['Hungary', 'Budapesti fejlesztések a Balaton mellett is', 'Hungary opens new Budapest museum'],
  ] as const)('%s', (category, hu, en) => {
    expect(cat(hu)).toBe(category);
    expect(cat(en)).toBe(category);
  });
});

describe('categorise: the matching rules', () => {
  it('matches without accents and in any case', () => {
    expect(cat('TOZSDEI HIREK')).toBe('Stock Market');
    expect(cat('tőzsdei hírek')).toBe('Stock Market');
  });

  it('matches stems with Hungarian suffixes, but not other words that merely contain them', () => {
    expect(cat('A tőzsdén esett a forgalom')).toBe('Stock Market'); // tozsde* → tozsden
    expect(cat('Hiteles információk a programról')).toBe(DEFAULT_NEWS_CATEGORY); // not `hitel`
    expect(cat('A gazdasági helyzet javult')).toBe('Economy'); // `gaz` (gas) is exact, not a stem of gazdasag
    expect(cat('Gyors döntés született')).toBe(DEFAULT_NEWS_CATEGORY); // `gyor` is a city, exact only
  });

  it('matches multi-word keywords across spaces and hyphens', () => {
    expect(categorise({ title: 'MI-alapú ügyintézés' }).matches.AI).toContain('mi alapu');
    expect(categorise({ title: 'A mesterséges intelligenciát szabályozzák' }).matches.AI).toContain(
      'mesterseges intelligencia*',
    );
    expect(categorise({ title: 'Az S&P 500 emelkedett' }).matches['Stock Market']).toContain('s&p 500');
  });

  it('weighs the title above the body', () => {
    const r = categorise({ title: 'Bitcoin-rekord', body: 'A bank elemzője szerint a kamatok is számítanak.' });
    expect(r.category).toBe('Crypto');
    expect(r.scores.Crypto).toBe(3);
    expect(r.scores.Finance).toBe(2); // bank + kamat, body weight 1 each
  });

  it('counts a keyword at most twice per field, so repetition cannot outvote the title', () => {
    const r = categorise({ title: 'Olajár', body: 'bank bank bank bank bank' });
    expect(r.scores.Finance).toBe(2);
    expect(r.category).toBe('Energy');
  });

  it('counts Hungary at half weight, so a topic about Hungary goes to the topic', () => {
    const r = categorise({ title: 'Magyarországon lassult az infláció' });
    expect(r.scores.Hungary).toBe(1.5);
    expect(r.scores.Economy).toBe(3);
    expect(r.category).toBe('Economy');
  });

  it('breaks ties by CATEGORY_PRIORITY (the more specific category)', () => {
    const r = categorise({ title: 'Bitcoin és kamat' });
    expect(r.scores.Crypto).toBe(r.scores.Finance);
    expect(r.category).toBe('Crypto');
  });

  it('uses the tags, for example a feed category', () => {
    expect(cat('Napi összefoglaló', { tags: ['Egészségügy'] })).toBe('Healthcare');
  });

  it('falls back to the default when nothing matches, and never throws on empty input', () => {
    expect(cat('Időjárás: napos hétvége várható')).toBe(DEFAULT_NEWS_CATEGORY);
    expect(categorise({ title: '' })).toEqual({ category: DEFAULT_NEWS_CATEGORY, scores: {}, matches: {} });
  });
});

describe('the rule table', () => {
  it('has rules for all ten categories and a priority that lists each once', () => {
    expect(Object.keys(CATEGORY_RULES).sort()).toEqual(NEWS_TOPIC_CATEGORIES.map((c) => c.key).sort());
    expect([...CATEGORY_PRIORITY].sort()).toEqual(NEWS_TOPIC_CATEGORIES.map((c) => c.key).sort());
  });

  it('writes keywords folded (lower case, no accents) and never repeats one across categories', () => {
    const seen = new Map<string, string>();
    for (const [category, keywords] of Object.entries(CATEGORY_RULES)) {
      for (const k of keywords) {
        expect(k, `${category}: ${k}`).toBe(k.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
        expect(seen.get(k), `${k} in ${category} and ${seen.get(k)}`).toBeUndefined();
        seen.set(k, category);
      }
    }
  });

  it('tokenizes folded words', () => {
    expect(tokenize('Tőzsde-hírek: S&P 500, MI-alapú')).toEqual(['tozsde', 'hirek', 's&p', '500', 'mi', 'alapu']);
  });
});
