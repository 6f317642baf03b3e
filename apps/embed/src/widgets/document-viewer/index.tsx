/**
 * The document viewer chunk: `<penzugy-document-viewer src="https://…/jelentes.pdf">`, the widgets'
 * PdfViewer on pdf.js (with eval off, so it runs under a strict CSP). The PDF is fetched by the
 * browser: the page's CSP must allow its origin in `connect-src`, and that server must allow CORS.
 */
import { PdfViewer } from '@penzugy/widgets/pdf';
import { defineWidget } from '../../runtime/define-widget';
import { DOCUMENT_VIEWER_ATTRIBUTES, pdfWorkerUrl } from './settings';

// Through a variable: Vite would otherwise resolve `new URL('…', import.meta.url)` at build time.
const chunkUrl = import.meta.url;

export const mount = defineWidget({
  name: 'document-viewer',
  attributes: DOCUMENT_VIEWER_ATTRIBUTES,
  render: (values, { emit }) => (
    <PdfViewer
      url={values.src}
      title={values['document-title']}
      height={values.height === undefined ? undefined : `${values.height}px`}
      workerSrc={pdfWorkerUrl(chunkUrl)}
      onLoad={({ pageCount }) => emit('result', { pageCount })}
      onError={(error) => emit('error', { message: error instanceof Error ? error.message : String(error) })}
    />
  ),
});
