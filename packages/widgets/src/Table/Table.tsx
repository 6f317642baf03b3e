import { formatDate, formatNumber } from '@penzugy/finance-core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { TABLE_DEFAULT_MAX_HEIGHT, TABLE_DEFAULT_PAGE_SIZE } from './constants';
import type { CsvOptions, CsvValue } from './csv';
import * as styles from './Table.css';
import { TABLE_STRINGS } from './strings';
import { useIsomorphicLayoutEffect } from '../dom';

/** Cell alignments; numbers default to 'end'. */
export const TABLE_ALIGNMENTS = ['start', 'center', 'end'] as const;
export type TableAlign = (typeof TABLE_ALIGNMENTS)[number];

/** A column bound to one field `K` of the row, so `format` gets that field's type. */
export interface TableColumnOf<Row, K extends keyof Row & string> {
  /** The row field shown in this column; also the column's React key. */
  key: K;
  /** Header text (also the CSV header). */
  header: string;
  /** Alignment; numbers default to 'end' (right, tabular figures), everything else to 'start'. */
  align?: TableAlign;
  /** Display text of a cell, e.g. `formatHuf`. The CSV does not use it. */
  format?: (value: Row[K], row: Row) => ReactNode;
  /** The CSV value of a cell. @default the raw field value (numbers stay numbers) */
  csv?: (row: Row) => CsvValue;
  /** Cells of this column are row headers (`<th scope="row">`), e.g. the month. @default false */
  rowHeader?: boolean;
}

/** A column definition: one of the row's fields, with header, alignment and format. */
export type TableColumn<Row> = { [K in keyof Row & string]: TableColumnOf<Row, K> }[keyof Row & string];

export interface TableProps<Row extends object> {
  /** Column definitions, in display order. */
  columns: readonly TableColumn<Row>[];
  /** The rows (all of them; the table pages them itself). */
  rows: readonly Row[];
  /** Caption: names the table, its scroll region and the CSV file. */
  caption: string;
  /** Hide the caption on screen; it still names the table for screen readers. @default false */
  captionHidden?: boolean | undefined;
  /** Rows per page; `0` shows all rows. @default 24 */
  pageSize?: number | undefined;
  /** Show the 'CSV letöltése' button; the CSV always holds every row, not just the page. @default true */
  exportable?: boolean | undefined;
  /** CSV file name. @default made from the caption, e.g. 'havi-bontas.csv' */
  fileName?: string | undefined;
  /** CSV format. @default `{ separator: ';', decimalSeparator: ',', bom: true }` (Hungarian Excel) */
  csvOptions?: CsvOptions | undefined;
  /** Called with the CSV text and file name just before the download starts. */
  onExport?: ((csv: string, fileName: string) => void) | undefined;
  /** A stable key per row. @default the row's index */
  getRowKey?: ((row: Row, index: number) => string | number) | undefined;
  /** Text when there are no rows. @default 'Nincs megjeleníthető adat.' */
  emptyText?: string | undefined;
  /** Max height of the scroll area under the sticky header (any CSS length). @default '70vh' */
  maxHeight?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/** Internal, loosely typed view of a column. */
interface AnyColumn {
  key: string;
  header: string;
  align?: TableAlign;
  format?: (value: unknown, row: unknown) => ReactNode;
  csv?: (row: unknown) => CsvValue;
  rowHeader?: boolean;
}

function defaultFormat(value: unknown): ReactNode {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return formatNumber(value, Number.isInteger(value) ? 0 : 2);
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'boolean') return value ? TABLE_STRINGS.yes : TABLE_STRINGS.no;
  return String(value);
}

/**
 * A data table: sticky header, caption, pagination for long tables (the 360-month loan schedule)
 * and a CSV export of every row. Numbers are right-aligned with tabular figures.
 */
export function Table<Row extends object>({
  columns,
  rows,
  caption,
  captionHidden = false,
  pageSize = TABLE_DEFAULT_PAGE_SIZE,
  exportable = true,
  fileName,
  csvOptions,
  onExport,
  getRowKey,
  emptyText = TABLE_STRINGS.empty,
  maxHeight = TABLE_DEFAULT_MAX_HEIGHT,
  className,
}: TableProps<Row>) {
  const cols = columns as unknown as readonly AnyColumn[];
  const id = useId();
  const captionId = `${id}-caption`;
  const tableId = `${id}-table`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  const [scrollable, setScrollable] = useState(false);

  const paged = pageSize > 0 && rows.length > pageSize;
  const pageCount = paged ? Math.ceil(rows.length / pageSize) : 1;
  const current = Math.min(page, pageCount - 1); // rows may shrink under us
  const first = paged ? current * pageSize : 0;
  const visible = paged ? rows.slice(first, first + pageSize) : rows;

  // Alignment per column: explicit, or 'end' when the column holds numbers.
  const aligns = useMemo(
    () =>
      cols.map((c): TableAlign => {
        if (c.align) return c.align;
        const sample = rows.find((r) => (r as Record<string, unknown>)[c.key] != null) as
          Record<string, unknown> | undefined;
        return typeof sample?.[c.key] === 'number' ? 'end' : 'start';
      }),
    [cols, rows],
  );

  // Only a scrolling area needs to be a focusable, named region (axe scrollable-region-focusable);
  // a short table should not add a tab stop and a landmark. It is measured after every commit, in
  // the commit: new content (other figures, a longer caption, the same row count) can make the area
  // scroll, and a ResizeObserver would say so only at the next frame, after the table has been shown
  // (and checked) without its tab stop. The observer covers what no render causes: a narrower
  // viewport, a late font.
  const checkScrollable = useCallback(() => {
    const el = scrollRef.current;
    if (el) setScrollable(el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
  }, []);
  useIsomorphicLayoutEffect(checkScrollable);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(checkScrollable);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [checkScrollable]);

  const goTo = (next: number) => {
    if (next < 0 || next >= pageCount || next === current) return;
    setPage(next);
    scrollRef.current?.scrollTo?.({ top: 0 });
  };

  // The CSV writer arrives when the button is pressed (export-csv.ts says why).
  const exportCsv = async () =>
    (await import('./export-csv')).exportTableCsv(cols, rows, caption, fileName, csvOptions, onExport);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {exportable && (
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            size="sm"
            onClick={exportCsv}
            disabled={rows.length === 0}
            aria-describedby={captionId}
          >
            {TABLE_STRINGS.csvButton}
          </Button>
        </div>
      )}
      {/* When it scrolls: a named, focusable region, so keyboard users can scroll a wide or tall table. */}
      <div
        ref={scrollRef}
        className={styles.scroll}
        style={{ maxHeight }}
        role={scrollable ? 'region' : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        tabIndex={scrollable ? 0 : undefined}
      >
        <table id={tableId} className={styles.table} aria-rowcount={paged ? rows.length + 1 : undefined}>
          <caption id={captionId} className={captionHidden ? styles.captionHidden : styles.caption}>
            {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </caption>
          <thead>
            <tr aria-rowindex={paged ? 1 : undefined}>
              {cols.map((c, i) => (
                <th key={c.key} scope="col" className={`${styles.th} ${styles.align[aligns[i]!]}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={cols.length} className={styles.empty}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row, i) => {
                const index = first + i;
                return (
                  <tr
                    key={getRowKey ? getRowKey(row, index) : index}
                    className={styles.row}
                    aria-rowindex={paged ? index + 2 : undefined}
                  >
                    {cols.map((c, j) => {
                      const value = (row as Record<string, unknown>)[c.key];
                      const content = c.format ? c.format(value, row) : defaultFormat(value);
                      const cls = `${styles.td} ${styles.align[aligns[j]!]}`;
                      return c.rowHeader ? (
                        <th key={c.key} scope="row" className={`${cls} ${styles.rowHeader}`}>
                          {content}
                        </th>
                      ) : (
                        <td key={c.key} className={cls}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {paged && (
        <div className={styles.pagination} role="group" aria-label={TABLE_STRINGS.pagination(caption)}>
          <Button
            variant="secondary"
            size="sm"
            className={styles.pageButton}
            aria-controls={tableId}
            aria-disabled={current === 0}
            onClick={() => goTo(current - 1)}
          >
            {TABLE_STRINGS.previous}
          </Button>
          <p className={styles.pageIndicator} aria-live="polite" aria-atomic="true">
            {TABLE_STRINGS.page(current + 1, pageCount)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className={styles.pageButton}
            aria-controls={tableId}
            aria-disabled={current === pageCount - 1}
            onClick={() => goTo(current + 1)}
          >
            {TABLE_STRINGS.next}
          </Button>
        </div>
      )}
    </div>
  );
}
