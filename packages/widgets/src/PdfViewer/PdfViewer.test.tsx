/**
 * The viewer's states that need no pdf.js (jsdom has no canvas). Loading, paging, zoom, search and
 * virtualisation run against real PDFs in Chromium: see PdfViewer.stories.tsx (npm test runs every
 * story) and tests/e2e/library.e2e.ts.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fileNameFromUrl } from './DocumentActions';
import { HtmlDocumentFrame } from './HtmlDocumentFrame';
import { PdfViewer } from './PdfViewer';
import { getPdfWorkerSrc } from './pdfjs';

describe('PdfViewer', () => {
  it('says so when it has no document', () => {
    render(<PdfViewer url="" />);
    expect(screen.getByText('Nincs megadva PDF dokumentum')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'PDF-megjelenítő: PDF-dokumentum' })).toBeInTheDocument();
  });

  it('shows the loading text, then a Hungarian error with retry when pdf.js has no worker', async () => {
    expect(getPdfWorkerSrc()).toBeUndefined();
    const onError = vi.fn();
    render(
      <PdfViewer
        url="/library/edgar/Apple%20Inc.%20(AAPL)/10-K/2024-11-01_10-K.pdf"
        title="Éves jelentés 2024"
        onError={onError}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('PDF betöltése...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hiba történt a PDF betöltése közben');
    expect(alert).toHaveTextContent('A PDF-megjelenítő nincs beállítva: hiányzik a pdf.js worker címe.');
    // onError runs in an effect after the alert is committed: wait for it rather than race it.
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'PdfWorkerMissingError' })),
    );
    // The file can still be opened or downloaded.
    expect(screen.getByRole('link', { name: 'Letöltés' })).toHaveAttribute('download', '2024-11-01_10-K.pdf');
    expect(screen.getByRole('link', { name: 'Megnyitás új lapon' })).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálkozás' }));
    await screen.findByRole('alert');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    // Focus stays in the viewer when the retry button goes away.
    expect(screen.getByRole('region', { name: 'PDF-megjelenítő: Éves jelentés 2024' })).toHaveFocus();
  });

  it('never shows NaN or English text in any state it reaches here', async () => {
    const { container } = render(<PdfViewer url="/x.pdf" />);
    await screen.findByRole('alert');
    expect(container.textContent).not.toMatch(/NaN|undefined|Error|Failed/);
  });
});

describe('HtmlDocumentFrame', () => {
  it('shows the filing in a frame with every sandbox restriction on', () => {
    render(<HtmlDocumentFrame url="/library/edgar/X/8-K/2023-12-15_8-K.html" title="Rendkívüli jelentés 2023" />);
    const frame = screen.getByTitle('HTML-dokumentum: Rendkívüli jelentés 2023');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', '/library/edgar/X/8-K/2023-12-15_8-K.html');
    expect(screen.getByRole('link', { name: 'Letöltés' })).toHaveAttribute('download', '2023-12-15_8-K.html');
  });
});

describe('fileNameFromUrl', () => {
  it('takes the decoded last part of the path', () => {
    expect(fileNameFromUrl('/library/edgar/Tesla%2C%20Inc.%20(TSLA)/DEF%2014A/a%20b.pdf?x=1#page=2')).toBe('a b.pdf');
    expect(fileNameFromUrl('https://host/')).toBe('host');
    expect(fileNameFromUrl('/bad%E0%A4%A.pdf')).toBe('bad%E0%A4%A.pdf');
  });
});
