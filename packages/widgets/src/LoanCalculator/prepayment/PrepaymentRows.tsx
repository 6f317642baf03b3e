import { useEffect, useRef } from 'react';
import { Button } from '../../Button';
import { FieldGroup } from '../../calculator-kit';
import { NumberField, type NumberFieldChangeInfo } from '../../fields';
import * as styles from './PrepaymentPanel.css';
import type { PrepaymentRow } from './prepayment-state';
import { PREPAYMENT_PANEL_STRINGS } from './strings';

const S = PREPAYMENT_PANEL_STRINGS.rows;

export interface PrepaymentRowsProps {
  rows: readonly PrepaymentRow[];
  onChange: (rows: PrepaymentRow[], info?: NumberFieldChangeInfo) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The due day of a month of the loan, or null outside it. */
  dayOf: (month: number) => string | null;
  /** finance-core's message on the list (it names the row), or null. */
  error: string | null;
}

/**
 * The one-off prepayments: a month and an amount per row, rows added and removed with buttons. Keyboard
 * use: after 'Előtörlesztés hozzáadása' the new row's month has the focus; after a row's 'Törlés' the
 * focus goes to the row now in its place, or to the add button when none is left.
 */
export function PrepaymentRows({ rows, onChange, onAdd, onRemove, dayOf, error }: PrepaymentRowsProps) {
  const group = useRef<HTMLDivElement>(null);
  // The row to focus once the rows the click changed are drawn; a ref set by the click, not state
  // (state set back to null in the effect would draw the rows a second time for nothing).
  const focus = useRef<number | null>(null);
  const setFocus = (row: number) => {
    focus.current = row;
  };
  useEffect(() => {
    if (focus.current === null) return;
    const target =
      group.current?.querySelectorAll<HTMLElement>('input[data-row-month]')[focus.current] ??
      group.current?.querySelector<HTMLElement>('button[data-add]');
    target?.focus();
    focus.current = null;
  });

  const set = (i: number, field: keyof PrepaymentRow, value: number | null, info: NumberFieldChangeInfo) =>
    onChange(
      rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)),
      info,
    );

  return (
    <FieldGroup legend={S.legend}>
      <div ref={group} className={styles.rows}>
        {rows.map((row, i) => (
          <div key={i} className={styles.row}>
            <NumberField
              name={`prepayment-${i + 1}-month`}
              data-row-month=""
              label={S.month(i + 1)}
              unit="hónap"
              integer
              min={1}
              required={false}
              value={row.month}
              onChange={(v, info) => set(i, 'month', v, info)}
              hint={S.monthHint(row.month === null ? null : dayOf(row.month))}
            />
            <NumberField
              name={`prepayment-${i + 1}-amount`}
              label={S.amount(i + 1)}
              unit="Ft"
              min={0}
              required={false}
              value={row.amount}
              onChange={(v, info) => set(i, 'amount', v, info)}
              hint={null}
            />
            <Button
              variant="secondary"
              size="sm"
              className={styles.remove}
              aria-label={S.remove(i + 1)}
              onClick={() => {
                onRemove(i);
                setFocus(Math.min(i, rows.length - 2) >= 0 ? Math.min(i, rows.length - 2) : rows.length);
              }}
            >
              {S.removeShort}
            </Button>
          </div>
        ))}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Button
          variant="secondary"
          data-add=""
          onClick={() => {
            onAdd();
            setFocus(rows.length);
          }}
        >
          {S.add}
        </Button>
      </div>
    </FieldGroup>
  );
}
