import { documentTypeLabel, type Company, type LibraryDocument } from '@penzugy/documents';
import { formatDate } from '@penzugy/finance-core';
import { forwardRef, useId } from 'react';
import { Button } from '../Button';
import { HtmlDocumentFrame, PdfViewer } from '../PdfViewer';
import * as styles from './DocumentLibrary.css';
import { DOCUMENT_LIBRARY_STRINGS as T } from './strings';

export interface DocumentPanelProps {
  company: Company;
  document: LibraryDocument;
  onClose: () => void;
  workerSrc?: string | undefined;
  viewerHeight?: string | undefined;
}

/** The chosen document: title, company, type and date (hu-HU), a close button, and the viewer. */
export const DocumentPanel = forwardRef<HTMLHeadingElement, DocumentPanelProps>(function DocumentPanel(
  { company, document, onClose, workerSrc, viewerHeight },
  titleRef,
) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.viewerHeader}>
        <div>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.heading}>
            {document.title}
          </h2>
          <dl className={styles.meta}>
            <div>
              <dt>{T.company}:</dt>
              <dd>{company.name}</dd>
            </div>
            <div>
              <dt>{T.type}:</dt>
              <dd>{T.typeWithLabel(document.type, documentTypeLabel(document.type))}</dd>
            </div>
            <div>
              <dt>{T.date}:</dt>
              <dd>
                <time dateTime={document.date}>{formatDate(document.date)}</time>
              </dd>
            </div>
          </dl>
        </div>
        <Button variant="secondary" size="sm" onClick={onClose}>
          <span aria-hidden="true">✕</span> {T.close}
        </Button>
      </div>
      {document.format === 'pdf' ? (
        <PdfViewer
          url={document.path}
          title={document.title}
          fileName={document.filename}
          workerSrc={workerSrc}
          height={viewerHeight}
        />
      ) : (
        <HtmlDocumentFrame
          url={document.path}
          title={document.title}
          fileName={document.filename}
          height={viewerHeight}
        />
      )}
    </section>
  );
});
