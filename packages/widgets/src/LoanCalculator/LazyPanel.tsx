import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { resultStyles, useSectionHeading } from '../calculator-kit';
import * as styles from './LoanCalculator.css';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS.panels;

export interface LazyPanelProps<M> {
  /** The panel's name: its heading and its button. */
  title: string;
  /** One sentence on what the panel answers, shown while it is closed too. */
  intro: string;
  open: boolean;
  onToggle: () => void;
  /** Loads the panel's module (a dynamic import: its own chunk, fetched when first opened). */
  load: () => Promise<M>;
  /** Draws the loaded module. */
  children: (module: M) => ReactNode;
}

/**
 * A results section that loads its code when the visitor opens it (the subsidised loans, the
 * prepayments): a heading whose button shows and hides it (the disclosure pattern), a loading line,
 * and a retry when the chunk does not arrive, so the calculator's first load carries none of it
 * (apps/embed's 45 KB budget). Its own small load state rather than primitives/useAsyncData: that hook's
 * keys, cancellation and `latest` would put 0.7 KB gzipped into the embed's first load for a module that
 * is loaded once and then kept (closing the panel keeps it; a dynamic import has nothing to abort).
 */
export function LazyPanel<M>({ title, intro, open, onToggle, load, children }: LazyPanelProps<M>) {
  const heading = useSectionHeading();
  const id = useId();
  // The module once it arrived (kept when the panel closes), false after a failed attempt (until a
  // retry clears it), undefined before.
  const [loaded, setLoaded] = useState<{ module: M } | false>();
  const wanted = open && loaded === undefined;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    load().then(
      (module) => live && setLoaded({ module }),
      () => live && setLoaded(false),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module-level import function; opening the panel or a retry (which clears `loaded`) loads
  }, [wanted]);
  return (
    <Card
      title={
        <Button variant="ghost" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={onToggle}>
          {title}
          {/* The sign is for the eye: the button's name stays the panel's title (aria-expanded says the state). */}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </Button>
      }
      as={heading}
      description={intro}
    >
      <div id={id} className={styles.panelBody} hidden={!open}>
        {loaded ? (
          children(loaded.module)
        ) : loaded === false ? (
          <p role="alert" className={resultStyles.panelAlert}>
            {S.failed}{' '}
            <Button size="sm" variant="secondary" onClick={() => setLoaded(undefined)}>
              {S.retry}
            </Button>
          </p>
        ) : (
          open && (
            <p role="status" className={resultStyles.note}>
              {S.loading}
            </p>
          )
        )}
      </div>
    </Card>
  );
}
