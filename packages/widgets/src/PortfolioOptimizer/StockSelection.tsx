import type { QuickAddListName } from '@penzugy/finance-core';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { FieldGroup } from '../calculator-kit';
import { elementById } from '../dom';
import { Box, Inline } from '../layout';
import { SearchDropdown } from '../SearchDropdown';
import * as styles from './PortfolioOptimizer.css';
import { addTicker, QUICK_ADD_NAMES, quickAdd, removeTicker, STOCK_OPTIONS } from './selection';
import { PORTFOLIO_STRINGS as T } from './strings';

export interface StockSelectionProps {
  /** Id of the stock picker (its combobox gets focus when the last bubble is removed). */
  pickerId: string;
  tickers: string[];
  onTickersChange: (tickers: string[]) => void;
  /** The stock chosen in the picker but not added yet (the parent clears it on reset). */
  pick: string | null;
  onPickChange: (ticker: string | null) => void;
  /** The polite status under the bubbles (the parent writes it on reset too). */
  status: string;
  onStatusChange: (status: string) => void;
  onInteraction: (action: 'add' | 'remove', field: string) => void;
  /** Focus target when no bubble and no picker combobox is left. */
  fallbackFocus: () => HTMLElement | null;
}

/** The chosen stocks: picker with its add button, the quick-add lists, and the removable bubbles. */
export function StockSelection({
  pickerId,
  tickers,
  onTickersChange,
  pick,
  onPickChange,
  status,
  onStatusChange,
  onInteraction,
  fallbackFocus,
}: StockSelectionProps) {
  const baseId = useId();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemove = useRef<string | null>(null);

  // After a bubble is removed, focus goes to the next bubble (or the picker), not to the page body.
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    const next = removeButtons.current.get(target) ?? elementById(`${pickerId}-combobox`, fallbackFocus());
    next?.focus();
  });

  const addPicked = () => {
    if (pick === null) {
      onStatusChange(T.pickFirst);
      return;
    }
    const { tickers: next, outcome } = addTicker(tickers, pick);
    if (outcome === 'added') {
      onTickersChange(next);
      onInteraction('add', pick);
      onStatusChange(T.added(pick));
    } else {
      onStatusChange(T.duplicate(pick));
    }
    onPickChange(null);
  };

  const addList = (list: QuickAddListName) => {
    const { tickers: next, added, skipped } = quickAdd(tickers, list);
    if (added.length > 0) {
      onTickersChange(next);
      onInteraction('add', list);
    }
    const parts = [added.length > 0 ? T.quickAdded(added) : T.quickAddNothingNew(list)];
    if (skipped.length > 0) parts.push(T.quickAddSkipped(skipped));
    onStatusChange(parts.join(' '));
  };

  const remove = (ticker: string) => {
    const index = tickers.indexOf(ticker);
    const rest = removeTicker(tickers, ticker);
    focusAfterRemove.current = rest[Math.min(index, rest.length - 1)] ?? '';
    onTickersChange(rest);
    onInteraction('remove', ticker);
    onStatusChange(T.removed(ticker));
  };

  return (
    <FieldGroup legend={T.stocksLegend}>
      <div className={styles.pickerRow}>
        <SearchDropdown
          id={pickerId}
          className={styles.picker}
          label={T.pickerLabel}
          hideLabel
          placeholder={T.pickerPlaceholder}
          searchPlaceholder={T.pickerSearch}
          options={STOCK_OPTIONS}
          value={pick}
          onChange={(ticker) => onPickChange(ticker)}
        />
        <Button variant="secondary" onClick={addPicked}>
          {T.add}
        </Button>
      </div>
      <div className={styles.buttonRow} role="group" aria-labelledby={`${baseId}-quick`}>
        <p id={`${baseId}-quick`} className={styles.muted}>
          {T.quickAddLabel}:
        </p>
        {QUICK_ADD_NAMES.map((list) => (
          <Button key={list} variant="secondary" size="sm" onClick={() => addList(list)}>
            {list}
          </Button>
        ))}
      </div>
      {tickers.length === 0 ? (
        <p className={styles.muted}>{T.noneChosen}</p>
      ) : (
        <Inline as="ul" space="xs" align="stretch" className={styles.bubbles} aria-label={T.chosenLabel}>
          {tickers.map((ticker) => (
            <Box key={ticker} as="li" className={styles.bubble}>
              {ticker}
              <button
                type="button"
                className={styles.bubbleRemove}
                aria-label={T.remove(ticker)}
                ref={(el) => {
                  if (el) removeButtons.current.set(ticker, el);
                  else removeButtons.current.delete(ticker);
                }}
                onClick={() => remove(ticker)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </Box>
          ))}
        </Inline>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </FieldGroup>
  );
}
