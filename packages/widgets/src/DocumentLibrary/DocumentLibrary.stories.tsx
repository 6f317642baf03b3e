import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UNTIL_READY } from '../test-support';
import { DocumentLibrary, type DocumentLibraryProps } from './DocumentLibrary';
import {
  flakySource,
  manyCompaniesSource,
  noDocumentsSource,
  noFoldersSource,
  pendingSource,
  storySource,
  unreachableBucketSource,
} from './story-data';

/** A fresh source per mounted story, so a story that fails once fails again each time it is opened. */
function WithSource({
  makeSource,
  ...props
}: Partial<DocumentLibraryProps> & { makeSource: () => DocumentLibraryProps['source'] }) {
  const [source] = useState(makeSource);
  return <DocumentLibrary {...props} source={source} />;
}

const meta = {
  title: 'Dokumentumok/DocumentLibrary',
  component: DocumentLibrary,
  render: ({ source, ...args }) => <WithSource makeSource={() => source} {...args} />,
  args: { source: storySource(), viewerHeight: '420px', onSelectionChange: fn() },
  argTypes: { source: { control: false } },
} satisfies Meta<typeof DocumentLibrary>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('searchbox', { name: 'Vállalat keresése' }, UNTIL_READY);
  return canvas;
}

const companyButtons = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-company-id]'),
];

/** The companies with documents: ticker, name and '{n} dokumentum'; the empty folder is hidden. */
export const Companies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(companyButtons(canvasElement).map((b) => b.textContent)).toEqual([
      'FLWS1-800-FLOWERS.COM, Inc.2 dokumentum',
      'AAPLApple Inc.4 dokumentum',
      'CBTCabot Corporation1 dokumentum',
      'NVDANVIDIA Corporation2 dokumentum',
      'TSLATesla, Inc.3 dokumentum',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('5 vállalat');
    await expect(canvas.getByText('Válasszon egy dokumentumot')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Továbbiak betöltése' })).not.toBeInTheDocument();
  },
};

/** Search by name or ticker, case-insensitive; the clear button and Escape empty it. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Vállalat keresése' });
    await expect(search).toHaveAttribute('placeholder', 'Vállalat vagy ticker keresése...');
    await userEvent.type(search, 'nvda');
    await expect(companyButtons(canvasElement).map((b) => b.dataset.companyId)).toEqual(['nvidia-corporation-nvda']);
    await userEvent.clear(search);
    await userEvent.type(search, 'INC');
    await expect(companyButtons(canvasElement)).toHaveLength(3);
    await userEvent.type(search, 'xyz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nincs találat a keresési feltételeknek megfelelően');
    await userEvent.click(canvas.getByRole('button', { name: 'Keresés törlése' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(companyButtons(canvasElement)).toHaveLength(5);
    await userEvent.type(search, '   ');
    await expect(companyButtons(canvasElement)).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
  },
};

/** No match: 'Nincs találat a keresési feltételeknek megfelelően'. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Vállalat keresése' }), 'Richter');
    await expect(canvas.getByText('Nincs találat a keresési feltételeknek megfelelően')).toBeVisible();
    await expect(companyButtons(canvasElement)).toHaveLength(0);
  },
};

/** A company's documents newest first, the type filter, and back to the list. */
export const CompanyView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^AAPL/ }));
    const heading = canvas.getByRole('heading', { name: 'AAPL Apple Inc.' });
    await expect(heading).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ companyId: 'apple-inc-aapl', documentId: null });
    const list = canvas.getByRole('list', { name: 'Apple Inc. dokumentumai' });
    const dates = () =>
      within(list)
        .getAllByRole('button')
        .map((b) => b.querySelector('time')!.getAttribute('datetime'));
    await expect(dates()).toEqual(['2025-08-01', '2025-05-02', '2025-01-30', '2024-11-01']);
    await expect(within(list).getAllByRole('button')[3]).toHaveTextContent(
      '10-KÉves jelentés 2024PDF2024. november 1.',
    );

    const filter = canvas.getByRole('group', { name: 'Dokumentumtípus' });
    const radios = within(filter).getAllByRole('radio');
    await expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Összes',
      '10-K – Éves jelentés',
      '10-Q – Negyedéves jelentés',
      '8-K – Rendkívüli jelentés',
    ]);
    await expect(within(filter).getByRole('radio', { name: 'Összes' })).toBeChecked();
    await userEvent.click(within(filter).getByRole('radio', { name: '10-Q – Negyedéves jelentés' }));
    await expect(dates()).toEqual(['2025-08-01', '2025-05-02']);

    await userEvent.click(canvas.getByRole('button', { name: 'Vissza a vállalatokhoz' }));
    await expect(canvas.getByRole('button', { name: /^AAPL/ })).toHaveFocus();
    // Choosing the company again starts from 'Összes'.
    await userEvent.click(canvas.getByRole('button', { name: /^AAPL/ }));
    await expect(
      within(canvas.getByRole('group', { name: 'Dokumentumtípus' })).getByRole('radio', { name: 'Összes' }),
    ).toBeChecked();
  },
};

/** One type only: no filter row. */
export const SingleType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^CBT/ }));
    await expect(canvas.queryByRole('group', { name: 'Dokumentumtípus' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^DEF 14A/ })).toHaveTextContent('Közgyűlési meghívó (proxy) 2024');
  },
};

/** Open a PDF: title, company, type and date above the viewer; close returns to the list item. */
export const OpenDocument: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^TSLA/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^10-K/ }));
    const title = canvas.getByRole('heading', { name: 'Éves jelentés 2025' });
    await expect(title).toHaveFocus();
    const panel = title.closest('section')!;
    await expect(panel).toHaveTextContent('Vállalat:Tesla, Inc. (TSLA)');
    await expect(panel).toHaveTextContent('Típus:10-K – Éves jelentés');
    await expect(panel).toHaveTextContent('Dátum:2025. január 30.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
      companyId: 'tesla-inc-tsla',
      documentId: '10-k-2025-01-30_10-k-pdf',
    });
    await within(panel).findByText('/ 20', undefined, UNTIL_READY);
    await expect(canvas.getByRole('button', { name: /^10-K/ })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Bezárás' }));
    await expect(canvas.getByText('Válasszon egy dokumentumot')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^10-K/ })).toHaveFocus();
  },
};

/** EDGAR's HTML filing opens in a sandboxed frame. */
export const HtmlFiling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^FLWS/ }));
    await userEvent.click(canvas.getByRole('button', { name: /HTML/ }));
    const frame = canvas.getByTitle('HTML-dokumentum: Rendkívüli jelentés 2023');
    await expect(frame).toHaveAttribute('sandbox', '');
  },
};

/** A broken PDF: the viewer's error and retry, inside the library. */
export const BrokenDocument: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^NVDA/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^10-Q/ }));
    const alert = await canvas.findByRole('alert', undefined, UNTIL_READY);
    await expect(alert).toHaveTextContent(
      'Hiba történt a PDF betöltése közbenA fájl nem érvényes vagy sérült PDF-dokumentum.',
    );
    await expect(canvas.getByRole('button', { name: 'Újrapróbálkozás' })).toBeVisible();
  },
};

/** Opened from a link: the company and document given by id. */
export const OpenedFromLink: Story = {
  args: { defaultCompanyId: 'apple-inc-aapl', defaultDocumentId: '10-q-2025-08-01_10-q-pdf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'AAPL Apple Inc.' }, UNTIL_READY);
    await expect(canvas.getByRole('heading', { name: 'Negyedéves jelentés 2025' })).toBeVisible();
  },
};

/** A company folder without documents, opened from a link: 'Nincs dokumentum ehhez a vállalathoz'. */
export const CompanyWithoutDocuments: Story = {
  args: { defaultCompanyId: 'abbott-laboratories' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'AL Abbott Laboratories' }, UNTIL_READY);
    await expect(canvas.getByText('Nincs dokumentum ehhez a vállalathoz')).toBeVisible();
    await expect(canvas.getByText('0 dokumentum')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vissza a vállalatokhoz' }));
    await expect(companyButtons(canvasElement)).toHaveLength(5);
  },
};

/** 20 companies at first, the rest on 'Továbbiak betöltése' (docs/product.md#library). */
export const LoadMore: Story = {
  args: { source: manyCompaniesSource(27) },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(companyButtons(canvasElement)).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Továbbiak betöltése' }));
    await waitFor(() => expect(companyButtons(canvasElement)).toHaveLength(27));
    await expect(canvas.queryByRole('button', { name: 'Továbbiak betöltése' })).not.toBeInTheDocument();
    await expect(companyButtons(canvasElement)[26]).toHaveTextContent('Minta 27 Nyrt.');
  },
};

/** While the source works: 'Vállalatok betöltése...'. */
export const Loading: Story = {
  args: { source: pendingSource() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Vállalatok betöltése...');
  },
};

/** The bucket cannot be reached: the spec's error text with the reason, and 'Újrapróbálkozás'. */
export const LoadError: Story = {
  args: { source: unreachableBucketSource() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, UNTIL_READY);
    await expect(alert).toHaveTextContent(
      'Hiba történt a vállalatok betöltése közben. Nem sikerült elérni a dokumentumtárhelyet. Ellenőrizze az internetkapcsolatot.',
    );
    await expect(canvas.getByRole('button', { name: 'Újrapróbálkozás' })).toBeVisible();
  },
};

/** A failure, then 'Újrapróbálkozás' loads the companies. */
export const RetryAfterError: Story = {
  render: (args) => <WithSource {...args} makeSource={() => flakySource(storySource())} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, UNTIL_READY);
    await expect(alert).toHaveTextContent(
      'Hiba történt a vállalatok betöltése közben. A dokumentumtárhely szervere hibát jelzett (HTTP 500).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Újrapróbálkozás' }));
    await ready(canvasElement);
    await expect(companyButtons(canvasElement)).toHaveLength(5);
  },
};

/** No company folders: 'Nincsenek vállalatok'. */
export const NoCompanies: Story = {
  args: { source: noFoldersSource() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nincsenek vállalatok' })).toBeVisible();
    await expect(canvas.getByText('Nem találhatók vállalati mappák a tárhelyen.')).toBeVisible();
  },
};

/** Folders but no documents: 'Nincsenek dokumentumok'. */
export const NoDocuments: Story = {
  args: { source: noDocumentsSource() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nincsenek dokumentumok' })).toBeVisible();
    await expect(canvas.getByText('Nem találhatók dokumentumok a tárhelyen.')).toBeVisible();
  },
};

/** The light theme, a document open. */
export const Light: Story = {
  globals: { theme: 'light' },
  args: { defaultCompanyId: 'apple-inc-aapl', defaultDocumentId: '10-k-2024-11-01_10-k-pdf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('/ 20', undefined, UNTIL_READY);
  },
};
