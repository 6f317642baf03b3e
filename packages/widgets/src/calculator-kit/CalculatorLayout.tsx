import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Region } from '../primitives';
import { Button } from '../Button';
import { NumberFieldTypingPause } from '../fields';
import * as styles from './CalculatorLayout.css';
import { CALCULATOR_KIT_STRINGS as S } from './strings';
import { SectionHeadingContext, sectionHeadingFor } from './section-heading';

export interface CalculatorLayoutProps {
  /** The calculator's title, e.g. 'Lakáshitel kalkulátor' (an h2 unless `headingLevel` says h1). */
  title: string;
  /** One line under the title. */
  description?: ReactNode | undefined;
  /** The input fields (NumberFields, fieldsets…). */
  form: ReactNode;
  /** Buttons under the form ('Számítás', share, reset). */
  formActions?: ReactNode | undefined;
  /** Called when the form is submitted (Enter in a field, or a submit button). */
  onSubmit?: (() => void) | undefined;
  /**
   * The results. Not a live region: they change as the user types, and a table or a chart read out
   * each time would drown the form; problems are announced through `alert`.
   */
  children?: ReactNode | undefined;
  /** A problem to show above the results (input error, failed request), as an alert. */
  alert?: ReactNode | undefined;
  /**
   * The headline figure in one line (e.g. 'Havi törlesztő: 187 432 Ft'), null while there is none. On
   * narrow layouts, where the results stand under a long form, it shows in a bar at the bottom of the
   * screen while the form is in view, with a button to the results (docs/product.md#calculators);
   * `alert` takes its place while there is one, so the bar never shows a figure the input does not give.
   */
  summary?: ReactNode | undefined;
  /** The title's heading level (see CalculatorBaseProps.headingLevel). @default 'h2' */
  headingLevel?: 'h1' | 'h2' | undefined;
  /** Class names for the root element. */
  className?: string | undefined;
}

/**
 * How long typing must pause before a calculator's field reports its text (NumberField's
 * `typingPause`, given to every field inside CalculatorLayout). A keystroke then repaints its field
 * alone: re-rendering the whole calculator on every key cost 20–56 ms of processing per key at 4×
 * CPU slowdown (issue 27's keystroke latency, BENCHMARKS.md), against ~10–20 ms for the field alone.
 * The results follow once the visitor stops typing, and at once on blur or Enter.
 */
export const TYPING_PAUSE_MS = 150;

/**
 * The shared frame of every calculator: title, a form column and a results column. Its fields report
 * their text once typing pauses ({@link TYPING_PAUSE_MS}).
 */
export function CalculatorLayout({
  title,
  description,
  form,
  formActions,
  onSubmit,
  children,
  alert,
  summary,
  headingLevel: Heading = 'h2',
  className,
}: CalculatorLayoutProps) {
  const titleId = useId();
  const results = useRef<HTMLDivElement>(null);
  const brief = alert ?? summary;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <SectionHeadingContext.Provider value={sectionHeadingFor(Heading)}>
      <NumberFieldTypingPause.Provider value={TYPING_PAUSE_MS}>
        <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={titleId}>
          <header className={styles.header}>
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
            {description != null && <p className={styles.description}>{description}</p>}
          </header>
          <div className={styles.body}>
            <Region>
              <form className={styles.form} onSubmit={submit} noValidate aria-label={`${title} – adatok`}>
                {form}
                {formActions != null && <div className={styles.actions}>{formActions}</div>}
                {brief != null && (
                  // Sticky by CSS alone: it travels with the form and stays behind when the form scrolls away.
                  <div className={styles.summary}>
                    <output>{brief}</output>
                    <Button onClick={() => results.current?.focus()}>{S.toResults}</Button>
                  </div>
                )}
              </form>
            </Region>
            <Region>
              <div className={styles.results} ref={results} tabIndex={-1}>
                {alert != null && (
                  <p role="alert" className={styles.alert}>
                    {alert}
                  </p>
                )}
                <div className={styles.results}>{children}</div>
              </div>
            </Region>
          </div>
        </section>
      </NumberFieldTypingPause.Provider>
    </SectionHeadingContext.Provider>
  );
}

/** FieldGroup's classes, for a field that is itself a form section (a radio group drawn as one). */
export const fieldGroupClassNames = { root: styles.fieldset, legend: styles.legend } as const;

/** A titled group of fields (the rent-or-buy calculator's 'Vásárlás', 'Bérlés', 'Befektetés'). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
