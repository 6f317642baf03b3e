import { useId, useState } from 'react';
import { Button } from '../Button';
import { SearchDropdown } from '../SearchDropdown';
import type { SelectOption } from '../SelectMenu';
import { WATCHLIST_STRINGS as T } from './strings';
import * as styles from './Watchlist.css';

export interface WatchlistAddProps {
  /** The stocks a visitor may add, `{ value: symbol, label }`; those already listed are left out. */
  options: readonly SelectOption[];
  /** The symbols already on the list. */
  listed: readonly string[];
  /** Adds a symbol; a promise settles the status line: fulfilled, it says the stock was added; rejected, that it was not. */
  onAdd: (name: string) => void | Promise<void>;
}

/**
 * The watchlist page's "add a stock" row (issue 27 item 13: /figyelolista had no way to add one):
 * a searchable picker of the stocks not yet listed and a button, as the portfolio optimiser picks
 * stocks, with a polite status line for the outcome.
 */
export function WatchlistAdd({ options, listed, onAdd }: WatchlistAddProps) {
  const id = useId();
  const [pick, setPick] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const available = options.filter((o) => !listed.includes(o.value));
  const add = async () => {
    if (pick === null) {
      setStatus(available.length > 0 ? T.addPickFirst : T.addNothingLeft);
      return;
    }
    setStatus('');
    try {
      await onAdd(pick);
    } catch {
      // The pick stays chosen, so the button tries again; the host may show its own error too.
      setStatus(T.addFailed(pick));
      return;
    }
    setPick(null);
    setStatus(T.button.added(pick));
  };
  return (
    <div className={styles.add}>
      <div className={styles.addRow}>
        <SearchDropdown
          id={id}
          className={styles.addPicker}
          label={T.addLabel}
          placeholder={T.addPlaceholder}
          options={available}
          value={pick}
          onChange={setPick}
        />
        <Button variant="secondary" onClick={() => void add()}>
          {T.addButton}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </div>
  );
}
