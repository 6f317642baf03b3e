import { describe, expect, it } from 'vitest';
import {
  companiesFromObjects,
  companyDisplayName,
  companyId,
  compareDocuments,
  createCompany,
  createDocument,
  deriveTicker,
  documentFormat,
  documentTitle,
  documentTypesOf,
  documentUrl,
  encodePathSegment,
  filterCompanies,
  parseFilingDate,
  slugify,
} from './derive';
import type { LibraryDocument } from './types';

/** The sample pack's folders (../shared/data/filings/edgar). */
const PACK = [
  'edgar/1-800-FLOWERS.COM, Inc. (FLWS)/8-K/2023-12-15_8-K.html',
  'edgar/1-800-FLOWERS.COM, Inc. (FLWS)/8-K/2023-12-15_8-K.pdf',
  'edgar/Apple Inc. (AAPL)/10-K/2024-11-01_10-K.pdf',
  'edgar/Apple Inc. (AAPL)/10-Q/2025-08-01_10-Q.pdf',
  'edgar/Cabot Corporation (CBT)/DEF 14A/2024-01-26_DEF-14A.pdf',
  'edgar/NVIDIA Corporation (NVDA)/10-K/2025-02-26_10-K.pdf',
  'edgar/NVIDIA Corporation (NVDA)/10-Q/2025-08-27_10-Q.pdf',
  'edgar/Tesla, Inc. (TSLA)/10-K/2025-01-30_10-K.pdf',
  'edgar/Tesla, Inc. (TSLA)/10-Q/2025-07-24_10-Q.pdf',
];

describe('company id (docs/product.md#library)', () => {
  it('lower-cases and turns each run of non-word characters into one hyphen', () => {
    expect(companyId('Apple Inc. (AAPL)')).toBe('apple-inc-aapl');
    expect(companyId('1-800-FLOWERS.COM, Inc. (FLWS)')).toBe('1-800-flowers-com-inc-flws');
    expect(companyId('Tesla, Inc. (TSLA)')).toBe('tesla-inc-tsla');
    expect(companyId('Abbott Laboratories')).toBe('abbott-laboratories');
    expect(companyId('snake_case keeps its underscore')).toBe('snake_case-keeps-its-underscore');
  });

  it('keeps Hungarian letters as word characters and trims hyphens at the ends', () => {
    expect(companyId('MOL Magyar Olaj- és Gázipari Nyrt.')).toBe('mol-magyar-olaj-és-gázipari-nyrt');
    expect(slugify('  --Richter Gedeon!! ')).toBe('richter-gedeon');
  });
});

describe('ticker (docs/product.md#library)', () => {
  it('takes the text in parentheses when there is any', () => {
    expect(deriveTicker('Apple Inc. (AAPL)')).toBe('AAPL');
    expect(deriveTicker('1-800-FLOWERS.COM, Inc. (FLWS)')).toBe('FLWS');
    expect(deriveTicker('Berkshire Hathaway ( BRK.B )')).toBe('BRK.B');
  });

  it('otherwise the first word when it has at most 5 characters, all upper case', () => {
    expect(deriveTicker('IBM Corporation')).toBe('IBM');
    expect(deriveTicker('OTP Bank Nyrt.')).toBe('OTP');
    expect(deriveTicker('AT&T Inc.')).toBe('AT&T');
    expect(deriveTicker('3M Company')).toBe('3M');
    expect(deriveTicker('META, Platforms')).toBe('META');
  });

  it('otherwise the upper-cased initials of the words', () => {
    // The original's only company (docs/product.md#library).
    expect(deriveTicker('Abbott Laboratories')).toBe('AL');
    // Six characters is one too many for the first-word rule.
    expect(deriveTicker('NVIDIA Corporation')).toBe('NC');
    // Mixed case is not a ticker.
    expect(deriveTicker('Tesla, Inc.')).toBe('TI');
    expect(deriveTicker('richter gedeon')).toBe('RG');
    expect(deriveTicker('Magyar Telekom & Co')).toBe('MTC');
    // Empty parentheses do not count.
    expect(deriveTicker('Example Holdings ()')).toBe('EH');
  });

  it('display name drops a trailing (TICKER) only', () => {
    expect(companyDisplayName({ name: 'Apple Inc. (AAPL)', ticker: 'AAPL' })).toBe('Apple Inc.');
    expect(companyDisplayName({ name: 'Abbott Laboratories', ticker: 'AL' })).toBe('Abbott Laboratories');
    expect(companyDisplayName({ name: '(AAPL)', ticker: 'AAPL' })).toBe('(AAPL)');
  });
});

describe('documents', () => {
  it('reads the filing date at the start of a file name and rejects days that do not exist', () => {
    expect(parseFilingDate('2024-11-01_10-K.pdf')).toBe('2024-11-01');
    expect(parseFilingDate('2024-02-29.pdf')).toBe('2024-02-29');
    expect(parseFilingDate('2023-02-29.pdf')).toBeNull();
    expect(parseFilingDate('2024-13-01.pdf')).toBeNull();
    expect(parseFilingDate('20241101_10-K.pdf')).toBeNull();
    expect(parseFilingDate('2024-11-012.pdf')).toBeNull();
    expect(parseFilingDate('annual-report.pdf')).toBeNull();
    expect(parseFilingDate('2025-03-04T10:11:12.000Z')).toBe('2025-03-04');
  });

  it('knows PDF and HTML by extension, case-insensitively', () => {
    expect(documentFormat('a.pdf')).toBe('pdf');
    expect(documentFormat('a.PDF')).toBe('pdf');
    expect(documentFormat('a.htm')).toBe('html');
    expect(documentFormat('a.html')).toBe('html');
    expect(documentFormat('a.xml')).toBeNull();
    expect(documentFormat('pdf')).toBeNull();
    expect(documentFormat('a.constructor')).toBeNull();
  });

  it('builds base/edgar/{company}/{type}/{file} with each part URL-encoded (docs/product.md#library)', () => {
    expect(documentUrl('/library', 'Tesla, Inc. (TSLA)', 'DEF 14A', '2024-01-26_DEF-14A.pdf')).toBe(
      '/library/edgar/Tesla,%20Inc.%20(TSLA)/DEF%2014A/2024-01-26_DEF-14A.pdf',
    );
    // What would end or split the segment is escaped; what a segment may hold is kept.
    expect(documentUrl('https://storage.googleapis.com/bucket/', 'A/B & C? 50%+', '10-K', '#1;v=2.pdf')).toBe(
      'https://storage.googleapis.com/bucket/edgar/A%2FB%20&%20C%3F%2050%25%2B/10-K/%231;v=2.pdf',
    );
    expect(documentUrl('', 'Részvény Nyrt.', '8-K', 'ő.pdf')).toBe('/edgar/R%C3%A9szv%C3%A9ny%20Nyrt./8-K/%C5%91.pdf');
  });

  it('encodes each part so that decoding gives the part back, also with decodeURI (sirv)', () => {
    for (const part of ['Tesla, Inc. (TSLA)', 'AT&T Inc.', 'a:b@c=d;e$f', 'DEF 14A', 'Gázipari Nyrt.']) {
      const encoded = encodePathSegment(part);
      expect(encoded).not.toMatch(/[\s/?#]/);
      expect(decodeURIComponent(encoded)).toBe(part);
      expect(decodeURI(encoded)).toBe(part);
    }
    expect(encodePathSegment('a+b/c?d#e%f')).toBe('a%2Bb%2Fc%3Fd%23e%25f');
  });

  it('titles a document by its Hungarian type label and filing year', () => {
    expect(documentTitle('10-K', '2024-11-01')).toBe('Éves jelentés 2024');
    expect(documentTitle('DEF 14A', '2024-01-26')).toBe('Közgyűlési meghívó (proxy) 2024');
  });

  it('creates a document, or null when it has no date or cannot be shown', () => {
    const doc = createDocument({
      company: 'Apple Inc. (AAPL)',
      type: '10-Q',
      filename: '2025-08-01_10-Q.pdf',
      baseUrl: '/library',
    });
    expect(doc).toEqual({
      id: '10-q-2025-08-01_10-q-pdf',
      title: 'Negyedéves jelentés 2025',
      type: '10-Q',
      date: '2025-08-01',
      filename: '2025-08-01_10-Q.pdf',
      path: '/library/edgar/Apple%20Inc.%20(AAPL)/10-Q/2025-08-01_10-Q.pdf',
      format: 'pdf',
    });
    expect(createDocument({ company: 'X', type: '8-K', filename: 'notes.pdf', baseUrl: '' })).toBeNull();
    expect(createDocument({ company: 'X', type: '8-K', filename: '2024-01-01.xml', baseUrl: '' })).toBeNull();
    expect(
      createDocument({
        company: 'X',
        type: '8-K',
        filename: 'notes.pdf',
        baseUrl: '',
        fallbackDate: '2024-05-06T07:08:09Z',
      })?.date,
    ).toBe('2024-05-06');
    expect(
      createDocument({ company: 'X', type: '8-K', filename: 'notes.pdf', baseUrl: '', fallbackDate: 'yesterday' }),
    ).toBeNull();
  });

  it('sorts newest first, then by type order, PDF before HTML', () => {
    const make = (type: LibraryDocument['type'], filename: string) =>
      createDocument({ company: 'X', type, filename, baseUrl: '' })!;
    const docs = [
      make('10-K', '2021-02-01_10-K.pdf'),
      make('8-K', '2023-10-05_8-K.html'),
      make('10-Q', '2023-10-05_10-Q.pdf'),
      make('8-K', '2023-10-05_8-K.pdf'),
      make('10-K', '2023-02-01_10-K.pdf'),
    ];
    expect([...docs].sort(compareDocuments).map((d) => d.filename)).toEqual([
      '2023-10-05_10-Q.pdf',
      '2023-10-05_8-K.pdf',
      '2023-10-05_8-K.html',
      '2023-02-01_10-K.pdf',
      '2021-02-01_10-K.pdf',
    ]);
    expect(createCompany('X', docs).documents.map((d) => d.date)).toEqual([
      '2023-10-05',
      '2023-10-05',
      '2023-10-05',
      '2023-02-01',
      '2021-02-01',
    ]);
  });
});

describe('companies from object names', () => {
  it('groups the sample pack into its five companies, in name order, documents newest first', () => {
    const companies = companiesFromObjects(PACK, '/library');
    expect(companies.map((c) => [c.id, c.ticker, c.documents.length])).toEqual([
      ['1-800-flowers-com-inc-flws', 'FLWS', 2],
      ['apple-inc-aapl', 'AAPL', 2],
      ['cabot-corporation-cbt', 'CBT', 1],
      ['nvidia-corporation-nvda', 'NVDA', 2],
      ['tesla-inc-tsla', 'TSLA', 2],
    ]);
    const apple = companies[1]!;
    expect(apple.documents.map((d) => [d.type, d.date])).toEqual([
      ['10-Q', '2025-08-01'],
      ['10-K', '2024-11-01'],
    ]);
    expect(companies[2]!.documents[0]!.path).toBe(
      '/library/edgar/Cabot%20Corporation%20(CBT)/DEF%2014A/2024-01-26_DEF-14A.pdf',
    );
    expect(companies[0]!.documents.map((d) => d.format)).toEqual(['pdf', 'html']);
  });

  it('keeps folders without documents as empty companies and skips what it cannot read', () => {
    const companies = companiesFromObjects(
      [
        'edgar/Empty Co/',
        'edgar/Empty Co/10-K/',
        'edgar/Odd Co/XBRL/2024-01-01_data.pdf',
        'edgar/Odd Co/10-K/nested/2024-01-01_10-K.pdf',
        'edgar/Odd Co/10-K/readme.txt',
        'edgar/top-level-file.pdf',
        'other/Apple/10-K/2024-01-01.pdf',
        { name: 'edgar/Dated Co/8-K/press.pdf', timeCreated: '2024-03-04T05:06:07.000Z' },
      ],
      'https://host/b',
    );
    expect(companies.map((c) => [c.name, c.documents.length])).toEqual([
      ['Dated Co', 1],
      ['Empty Co', 0],
      ['Odd Co', 0],
      ['top-level-file.pdf', 0],
    ]);
    expect(companies[0]!.documents[0]).toMatchObject({
      date: '2024-03-04',
      path: 'https://host/b/edgar/Dated%20Co/8-K/press.pdf',
    });
  });
});

describe('search (docs/product.md#library) and types (docs/product.md#library)', () => {
  const companies = [...companiesFromObjects(PACK, ''), createCompany('Nodocs Inc. (NONE)', [])];

  it('matches name or ticker case-insensitively; blank shows all with documents', () => {
    const names = (q: string) => filterCompanies(companies, q).map((c) => c.ticker);
    expect(names('')).toEqual(['FLWS', 'AAPL', 'CBT', 'NVDA', 'TSLA']);
    expect(names('   ')).toEqual(['FLWS', 'AAPL', 'CBT', 'NVDA', 'TSLA']);
    expect(names('nvda')).toEqual(['NVDA']);
    expect(names('  TESLA ')).toEqual(['TSLA']);
    expect(names('corporation')).toEqual(['CBT', 'NVDA']);
    expect(names('inc.')).toEqual(['FLWS', 'AAPL', 'TSLA']);
    expect(names('none')).toEqual([]);
    expect(names('nincs ilyen')).toEqual([]);
  });

  it('lists a company’s distinct types, sorted', () => {
    const docs = [...companies[1]!.documents, ...companies[2]!.documents, ...companies[0]!.documents];
    expect(documentTypesOf(docs)).toEqual(['10-K', '10-Q', '8-K', 'DEF 14A']);
    expect(documentTypesOf([])).toEqual([]);
  });
});
