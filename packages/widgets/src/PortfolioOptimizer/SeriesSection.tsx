import { formatPercent, PORTFOLIO_SERIES_KEY } from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  ACCOUNT_STRINGS,
  AccountField,
  RealTermsSwitch,
  resultStyles,
  RuleNotes,
  useLazyModule,
  viewWords,
  withViewCaption,
  type AccountFieldProps,
  type MethodologyHrefBuilder,
  type RealTermsSwitchProps,
} from '../calculator-kit';
import { CHART_STRINGS, LineChart } from '../charts';
import * as styles from './PortfolioOptimizer.css';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioCurrency } from './types';

// The view and the tax and inflation rules it brings, loaded once a wrapper or real terms are chosen.
const loadView = () => import('./after-tax-view');

/** The account and the terms the series are shown in, with their changes (useAccount, useRealTerms). */
export interface SeriesViewControls {
  account: Omit<AccountFieldProps, 'error'>;
  terms: RealTermsSwitchProps;
}

export interface SeriesSectionProps {
  dates: readonly string[];
  timeSeries: Readonly<Record<string, ArrayLike<number>>>;
  currency: PortfolioCurrency;
  /** Without them the series are shown as the service sent them (before tax, nominal). */
  view?: SeriesViewControls | undefined;
  /** Links the tax rules to the methodology page. */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

/**
 * The time-series chart, and for a forint analysis the 'Számla' and 'Névérték / Mai forintban' choices
 * above it: the series after tax and in real terms (after-tax-view.ts), the portfolio's cumulative return
 * in the same terms, and the notes and rules applied. A dollar analysis says why it has no such choice.
 */
export function SeriesSection({ dates, timeSeries, currency, view, methodologyHref }: SeriesSectionProps) {
  const huf = currency === 'HUF' && view !== undefined;
  const account = view?.account.state;
  const terms = view?.terms.state;
  const wanted = huf && account !== undefined && terms !== undefined;
  const converts = wanted && (account.wrapper !== 'gross' || terms.terms === 'real');
  const lazy = useLazyModule(converts, loadView);
  const shown = useMemo(
    () => (converts && lazy.module ? lazy.module.seriesInView(dates, timeSeries, account!, terms!) : null),
    [converts, lazy.module, dates, timeSeries, account, terms],
  );
  // Nothing until the rules have arrived: the sent series under converted captions would mislead.
  const pending = converts && !lazy.module;
  const words = wanted && !pending ? viewWords(account, terms) : null;
  const series = shown?.ok ? shown.series : timeSeries;
  const portfolio = series[PORTFOLIO_SERIES_KEY];
  const cumulative =
    words && shown?.ok && portfolio && portfolio.length > 1
      ? portfolio[portfolio.length - 1]! / portfolio[0]! - 1
      : null;

  return (
    <>
      {view && !huf && <p className={styles.info}>{T.view.onlyHuf}</p>}
      {view && huf && (
        <div className={resultStyles.column}>
          <AccountField {...view.account} openedOnField={false} hint={T.view.accountHint} />
          <RealTermsSwitch {...view.terms} />
        </div>
      )}
      {shown && !shown.ok && (
        <p role="alert" className={resultStyles.panelAlert}>
          {T.view.refused(shown.message)}
        </p>
      )}
      {pending && (
        <p className={styles.info} role={lazy.failed ? 'alert' : undefined}>
          {lazy.failed ? ACCOUNT_STRINGS.loadFailed : ACCOUNT_STRINGS.loading}
        </p>
      )}
      {!pending && (!shown || shown.ok) && (
        <LineChart
          dates={dates}
          timeSeries={series}
          portfolioKey={PORTFOLIO_SERIES_KEY}
          title={words && account && terms ? withViewCaption(CHART_STRINGS.line.title, account, terms) : undefined}
        />
      )}
      {cumulative !== null && (
        <p className={resultStyles.answer}>{`${T.view.cumulative} (${words}): ${formatPercent(cumulative, 2)}`}</p>
      )}
      {shown?.ok && (
        <>
          <ul className={resultStyles.note} aria-label={T.view.notesLabel}>
            {shown.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <RuleNotes rules={shown.rules} methodologyHref={methodologyHref} />
        </>
      )}
    </>
  );
}
