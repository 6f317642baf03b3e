/**
 * Every user-facing string of the document library, together so they can be reviewed at a glance.
 * The spec's texts (docs/product.md#library) are kept word for word; the spec's English type labels
 * are Hungarian in @penzugy/documents (DOCUMENT_TYPE_LABELS).
 */
import { formatNumber } from '@penzugy/finance-core';

export const DOCUMENT_LIBRARY_STRINGS = {
  loading: 'Vállalatok betöltése...',
  /** Followed directly by the source's Hungarian message (docs/product.md#library). */
  loadError: 'Hiba történt a vállalatok betöltése közben. ',
  unknownError: 'Váratlan hiba történt.',
  retry: 'Újrapróbálkozás',

  noDocumentsTitle: 'Nincsenek dokumentumok',
  noDocumentsText: 'Nem találhatók dokumentumok a tárhelyen.',
  noCompaniesTitle: 'Nincsenek vállalatok',
  noCompaniesText: 'Nem találhatók vállalati mappák a tárhelyen.',

  companiesHeading: 'Vállalatok',
  searchLabel: 'Vállalat keresése',
  searchPlaceholder: 'Vállalat vagy ticker keresése...',
  clearSearch: 'Keresés törlése',
  noMatch: 'Nincs találat a keresési feltételeknek megfelelően',
  /** The count under the search box: '5 vállalat'. */
  companyCount: (n: number) => `${formatNumber(n)} vállalat`,
  /** '{n} dokumentum' (docs/product.md#library); Hungarian keeps the noun singular after a number. */
  documentCount: (n: number) => `${formatNumber(n)} dokumentum`,
  loadMore: 'Továbbiak betöltése',
  loadingMore: 'További vállalatok betöltése...',
  loadMoreError: 'Nem sikerült betölteni a további vállalatokat. ',

  back: 'Vissza a vállalatokhoz',
  companyLoading: 'Vállalat betöltése...',
  typeFilter: 'Dokumentumtípus',
  allTypes: 'Összes',
  noCompanyDocuments: 'Nincs dokumentum ehhez a vállalathoz',
  documentsOf: (company: string) => `${company} dokumentumai`,

  selectDocument: 'Válasszon egy dokumentumot',
  selectDocumentHint: 'Válasszon egy vállalatot a listából, majd nyissa meg valamelyik dokumentumát.',
  close: 'Bezárás',
  company: 'Vállalat',
  type: 'Típus',
  date: 'Dátum',
  /** '10-K – Éves jelentés' */
  typeWithLabel: (type: string, label: string) => `${type} – ${label}`,
  formats: { pdf: 'PDF', html: 'HTML' },
} as const;
