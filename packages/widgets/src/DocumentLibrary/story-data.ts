/**
 * Sources for the library's stories. The companies follow the sample pack's layout
 * (data/filings/edgar, built into the site by @penzugy/documents' build-manifest script), with a
 * few extra filings to show sorting and filtering; their files are the PdfViewer fixtures, so the
 * stories run without a server. NVIDIA's 10-Q is the broken fixture, to show the viewer's error.
 */
import {
  createCompany,
  createDocument,
  createGcsDocumentSource,
  createMemoryDocumentSource,
  DocumentSourceError,
  type Company,
  type DocumentSource,
  type DocumentType,
  type LibraryDocument,
} from '@penzugy/documents';
import { brokenPdfUrl, filingHtmlUrl, formCPdfUrl } from '../PdfViewer/story-fixtures';

function doc(company: string, type: DocumentType, filename: string, path = formCPdfUrl): LibraryDocument {
  const created = createDocument({ company, type, filename, baseUrl: '/library' });
  if (!created) throw new Error(`story data: ${filename} is not a document`);
  return { ...created, path };
}

function company(name: string, files: [DocumentType, string, string?][]): Company {
  return createCompany(
    name,
    files.map(([type, filename, path]) => doc(name, type, filename, path)),
  );
}

export const STORY_COMPANIES: Company[] = [
  company('1-800-FLOWERS.COM, Inc. (FLWS)', [
    ['8-K', '2023-12-15_8-K.pdf'],
    ['8-K', '2023-12-15_8-K.html', filingHtmlUrl],
  ]),
  company('Apple Inc. (AAPL)', [
    ['10-K', '2024-11-01_10-K.pdf'],
    ['10-Q', '2025-08-01_10-Q.pdf'],
    ['10-Q', '2025-05-02_10-Q.pdf'],
    ['8-K', '2025-01-30_8-K.pdf'],
  ]),
  company('Cabot Corporation (CBT)', [['DEF 14A', '2024-01-26_DEF-14A.pdf']]),
  company('NVIDIA Corporation (NVDA)', [
    ['10-K', '2025-02-26_10-K.pdf'],
    ['10-Q', '2025-08-27_10-Q.pdf', brokenPdfUrl],
  ]),
  company('Tesla, Inc. (TSLA)', [
    ['10-K', '2025-01-30_10-K.pdf'],
    ['10-Q', '2025-07-24_10-Q.pdf'],
    ['S-1', '2010-01-29_S-1.pdf'],
  ]),
  // A folder without documents: hidden from the list (docs/product.md#library), reachable by a link.
  createCompany('Abbott Laboratories', []),
];

export const storySource = (): DocumentSource => createMemoryDocumentSource({ companies: STORY_COMPANIES });

/** `n` companies with one annual report each, for paging ('Továbbiak betöltése'). */
export function manyCompaniesSource(n: number): DocumentSource {
  const companies = Array.from({ length: n }, (_, i) => {
    const name = `Minta ${String(i + 1).padStart(2, '0')} Nyrt.`;
    return createCompany(name, [doc(name, '10-K', `2024-03-${String((i % 28) + 1).padStart(2, '0')}_10-K.pdf`)]);
  });
  return createMemoryDocumentSource({ companies });
}

/** A source that never answers, for the loading state. */
export const pendingSource = (): DocumentSource => ({
  listCompanies: () => new Promise(() => {}),
  getCompany: () => new Promise(() => {}),
});

/** The real Cloud Storage client pointed at a port nothing listens on: a genuine network failure. */
export const unreachableBucketSource = (): DocumentSource =>
  createGcsDocumentSource({ bucket: 'penzugy-filings', baseUrl: 'http://127.0.0.1:9' });

/** Fails its first `failures` listings the way the bucket's HTTP 500 does, then answers from `inner`. */
export function flakySource(inner: DocumentSource, failures = 1): DocumentSource {
  let left = failures;
  return {
    listCompanies: async (options) => {
      if (left > 0) {
        left--;
        throw new DocumentSourceError(
          'A dokumentumtárhely szervere hibát jelzett (HTTP 500). Próbálja újra később.',
          500,
        );
      }
      return inner.listCompanies(options);
    },
    getCompany: (id, options) => inner.getCompany(id, options),
  };
}

/** No company folders at all. */
export const noFoldersSource = (): DocumentSource => createMemoryDocumentSource({ companies: [] });

/** Company folders, but not one document in them. */
export const noDocumentsSource = (): DocumentSource =>
  createMemoryDocumentSource({
    companies: [createCompany('Abbott Laboratories', []), createCompany('Üres Holding Nyrt.', [])],
  });
