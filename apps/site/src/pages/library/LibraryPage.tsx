import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { DocumentLibrary, setPdfWorkerSrc } from '@penzugy/widgets/pdf';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../common/states';
import { createLibrarySource, LIBRARY_QUERY, selectionParams } from './library-source';
import { RecentFilings } from './RecentFilings';

// pdf.js runs in a worker; the site bundles its script and tells the viewer where it is.
setPdfWorkerSrc(workerSrc);

/**
 * /konyvtar — the document library (docs/product.md#library): public company filings to browse, search and read.
 * The chosen company and document live in the address (?vallalat=…&dokumentum=…), so a link or a
 * reload opens the same document.
 */
export default function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const [source] = useState(() => createLibrarySource(import.meta.env));
  // Read once: afterwards the library owns the selection and writes it back.
  const [initial] = useState(() => ({
    company: params.get(LIBRARY_QUERY.company),
    document: params.get(LIBRARY_QUERY.document),
  }));
  const onSelectionChange = useCallback(
    (selection: { companyId: string | null; documentId: string | null }) =>
      setParams((current) => selectionParams(current, selection), { replace: true }),
    [setParams],
  );
  return (
    <>
      <PageHeader
        title="Dokumentumkönyvtár"
        lead="Tőzsdei cégek nyilvános jelentései (10-K, 10-Q, 8-K, S-1, DEF 14A) az amerikai tőzsdefelügyelet (SEC) EDGAR-rendszeréből: keress vállalatot, és olvasd el a jelentéseit a böngészőben."
      />
      <DocumentLibrary
        source={source}
        defaultCompanyId={initial.company}
        defaultDocumentId={initial.document}
        onSelectionChange={onSelectionChange}
        viewerHeight="78vh"
      />
      <RecentFilings />
    </>
  );
}
