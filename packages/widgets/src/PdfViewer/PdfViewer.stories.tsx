import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UNTIL_READY } from '../test-support';
import { PdfViewer } from './PdfViewer';
import { brokenPdfUrl, FORM_C_PAGES, formCPdfUrl, silentWorkerSrc } from './story-fixtures';

const meta = {
  title: 'Dokumentumok/PdfViewer',
  component: PdfViewer,
  args: { url: formCPdfUrl, title: 'Form C', fileName: 'formc.pdf', height: '480px', onLoad: fn(), onError: fn() },
  argTypes: { workerSrc: { control: false } },
} satisfies Meta<typeof PdfViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: 'Oldalszám' }, UNTIL_READY);
  return canvas;
}

function renderedCanvases(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll('[data-page-number] canvas');
}

/** The document with its real page count; first/previous are disabled on page 1, next/last on the last. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    await expect(args.onLoad).toHaveBeenCalledWith({ pageCount: FORM_C_PAGES });
    await expect(canvas.getByText(`/ ${FORM_C_PAGES}`)).toBeVisible();
    const pageBox = canvas.getByRole('textbox', { name: 'Oldalszám' });
    await expect(pageBox).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Első oldal' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Előző oldal' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Következő oldal' }));
    await expect(pageBox).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: 'Előző oldal' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Utolsó oldal' }));
    await expect(pageBox).toHaveValue(String(FORM_C_PAGES));
    await expect(canvas.getByRole('button', { name: 'Következő oldal' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Utolsó oldal' })).toBeDisabled();
    // The last page is drawn once it is in view.
    await waitFor(
      () => expect(canvasElement.querySelector(`[data-page-number="${FORM_C_PAGES}"] canvas`)).not.toBeNull(),
      UNTIL_READY,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Első oldal' }));
    await expect(pageBox).toHaveValue('1');
  },
};

/** Only the pages in and near view have a canvas; scrolling away drops them. */
export const RendersOnlyVisiblePages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await waitFor(() => expect(renderedCanvases(canvasElement).length).toBeGreaterThan(0), UNTIL_READY);
    const pages = canvasElement.querySelectorAll('[data-page-number]');
    await expect(pages).toHaveLength(FORM_C_PAGES);
    await expect(renderedCanvases(canvasElement).length).toBeLessThan(6);
    await expect(canvasElement.querySelector('[data-page-number="1"] canvas')).not.toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Utolsó oldal' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-page-number="1"] canvas')).toBeNull(), UNTIL_READY);
    await expect(renderedCanvases(canvasElement).length).toBeLessThan(6);
    // A drawn canvas holds real pixels at the page's size.
    const last = canvasElement.querySelector<HTMLCanvasElement>(`[data-page-number="${FORM_C_PAGES}"] canvas`)!;
    await waitFor(() => expect(last.width).toBeGreaterThan(100), UNTIL_READY);
  },
};

/** Typing a page number jumps there; a number out of range names the field and the range. */
export const PageInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const pageBox = canvas.getByRole('textbox', { name: 'Oldalszám' });
    await userEvent.clear(pageBox);
    await userEvent.type(pageBox, '7{Enter}');
    await expect(pageBox).toHaveValue('7');
    await userEvent.clear(pageBox);
    await userEvent.type(pageBox, '99{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `Oldalszám: 1 és ${FORM_C_PAGES} közötti egész számot adjon meg.`,
    );
    await expect(pageBox).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(pageBox).toHaveValue('7');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Zoom from 50 % to 200 % in steps of 10 %; the pages grow with it. */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Nagyítás' });
    const zoomOut = canvas.getByRole('button', { name: 'Kicsinyítés' });
    const firstPage = () => canvasElement.querySelector<HTMLElement>('[data-page-number="1"]')!;
    await expect(canvas.getByText('100%')).toBeVisible();
    const width100 = firstPage().getBoundingClientRect().width;
    await userEvent.click(zoomIn);
    await expect(canvas.getByText('110%')).toBeVisible();
    await expect(firstPage().getBoundingClientRect().width / width100).toBeCloseTo(1.1, 1);
    for (let i = 0; i < 12; i++) await userEvent.click(zoomIn, { pointerEventsCheck: 0 });
    await expect(canvas.getByText('200%')).toBeVisible();
    await expect(zoomIn).toBeDisabled();
    for (let i = 0; i < 20; i++) await userEvent.click(zoomOut, { pointerEventsCheck: 0 });
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(zoomOut).toBeDisabled();
    await expect(firstPage().getBoundingClientRect().width / width100).toBeCloseTo(0.5, 1);
  },
};

/** Search: matches counted and highlighted in the text layer; Enter and the arrows move between them. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Keresés a dokumentumban' });
    // 'issuer' is on nearly every page of Form C.
    await userEvent.type(search, 'issuer');
    const status = await canvas.findByText(/^1 \/ \d+ találat$/, undefined, UNTIL_READY);
    const total = Number(/\/ (\d+)/.exec(status.textContent!)![1]);
    await expect(total).toBeGreaterThan(1);
    await waitFor(() => expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0), UNTIL_READY);
    const selected = () => [...canvasElement.querySelectorAll('mark')].filter((m) => m.className.split(' ').length > 1);
    await waitFor(
      () =>
        expect(
          selected()
            .map((m) => m.textContent)
            .join('')
            .toLowerCase(),
        ).toBe('issuer'),
      UNTIL_READY,
    );

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(`2 / ${total} találat`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Előző találat' }));
    await expect(canvas.getByText(`1 / ${total} találat`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Előző találat' }));
    await expect(canvas.getByText(`${total} / ${total} találat`)).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'nincs ilyen szó a dokumentumban{Enter}');
    await expect(await canvas.findByText('Nincs találat')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Következő találat' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Keresés törlése' }));
    await expect(search).toHaveValue('');
    await waitFor(() => expect(canvasElement.querySelectorAll('mark')).toHaveLength(0));
  },
};

/** Keyboard shortcuts, while focus is in the viewer. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const pageBox = canvas.getByRole('textbox', { name: 'Oldalszám' });
    canvas.getByRole('region', { name: 'Dokumentum oldalai' }).focus();
    await userEvent.keyboard('{End}');
    await expect(pageBox).toHaveValue(String(FORM_C_PAGES));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(pageBox).toHaveValue(String(FORM_C_PAGES - 1));
    await userEvent.keyboard('{Home}');
    await expect(pageBox).toHaveValue('1');
    await userEvent.keyboard('{PageDown}{ArrowRight}');
    await expect(pageBox).toHaveValue('3');
    await userEvent.keyboard('+');
    await expect(canvas.getByText('110%')).toBeVisible();
    await userEvent.keyboard('-');
    await userEvent.keyboard('-');
    await expect(canvas.getByText('90%')).toBeVisible();
    await userEvent.keyboard('0');
    await expect(canvas.getByText('100%')).toBeVisible();
    await userEvent.keyboard('{Control>}f{/Control}');
    await expect(canvas.getByRole('searchbox', { name: 'Keresés a dokumentumban' })).toHaveFocus();
    // In the search box the arrows edit text, they do not turn pages.
    await userEvent.keyboard('{ArrowRight}');
    await expect(pageBox).toHaveValue('3');
  },
};

/** A new URL loads the new document and starts again on page 1 at 100 %. */
export const UrlChangeResets: Story = {
  render: function Switcher(args) {
    const [url, setUrl] = useState<string>(formCPdfUrl);
    return (
      <div>
        <button type="button" onClick={() => setUrl(`${formCPdfUrl}?masik=1`)}>
          Másik dokumentum
        </button>
        <PdfViewer {...args} url={url} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Utolsó oldal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Nagyítás' }));
    await expect(canvas.getByText('110%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Másik dokumentum' }));
    await canvas.findByText('PDF betöltése...');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Oldalszám' })).toHaveValue('1'), UNTIL_READY);
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(args.onLoad).toHaveBeenCalledTimes(2);
  },
};

/** 'PDF betöltése...' while pdf.js works (here a worker that never answers keeps it there). */
export const Loading: Story = {
  render: function LoadingForever(args) {
    const [workerSrc] = useState(silentWorkerSrc);
    return <PdfViewer {...args} workerSrc={workerSrc} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('PDF betöltése...');
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No URL: 'Nincs megadva PDF dokumentum'. */
export const NoDocument: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nincs megadva PDF dokumentum')).toBeVisible();
  },
};

/** A broken file: the error, the reason, a retry and the links to try the file elsewhere. */
export const BrokenPdf: Story = {
  args: { url: brokenPdfUrl, title: 'Sérült dokumentum', fileName: 'broken.pdf' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, UNTIL_READY);
    await expect(alert).toHaveTextContent('Hiba történt a PDF betöltése közben');
    await expect(alert).toHaveTextContent('A fájl nem érvényes vagy sérült PDF-dokumentum.');
    await expect(canvas.getByRole('link', { name: 'Letöltés' })).toHaveAttribute('download', 'broken.pdf');
    // The first failure may be reported before the play function starts; count from here.
    const onError = args.onError!;
    const before = onError.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Újrapróbálkozás' }));
    await expect(await canvas.findByRole('alert', undefined, UNTIL_READY)).toHaveTextContent(
      'Hiba történt a PDF betöltése közben',
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(before + 1));
    await expect(onError.mock.calls[before]![0]).toMatchObject({ name: 'InvalidPDFException' });
  },
};

/** Open in a new tab and download are links to the file itself. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const open = canvas.getByRole('link', { name: 'Megnyitás új lapon' });
    await expect(open).toHaveAttribute('href', formCPdfUrl);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Letöltés' })).toHaveAttribute('download', 'formc.pdf');
    await userEvent.click(canvas.getByText('Billentyűparancsok'));
    await expect(canvas.getByText('Keresés a dokumentumban', { selector: 'dd' })).toBeVisible();
  },
};

/** The light theme. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(renderedCanvases(canvasElement).length).toBeGreaterThan(0), UNTIL_READY);
  },
};
