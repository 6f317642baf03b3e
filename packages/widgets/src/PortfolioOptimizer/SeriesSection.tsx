import { formatPercent, PORTFOLIO_SERIES_KEY } from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  AccountField,
  RealTermsSwitch,
  resultStyles,
  RuleNotes,
  viewWords,
  withViewCaption,
  type AccountFieldProps,
  type RealTermsSwitchProps,
} from '../calculator-kit';
import { LineChart } from '../charts';
import { CHART_STRINGS } from '../charts/shared/strings';
import { seriesInView } from './after-tax-view';
import * as styles from './PortfolioOptimizer.css';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioCurrency } from './types';

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
}

/**
 * The time-series chart, and for a forint analysis the 'Számla' and 'Névérték / Mai forintban' choices
 * above it: the series after tax and in real terms (after-tax-view.ts), the portfolio's cumulative return
 * in the same terms, and the notes and rules applied. A dollar analysis says why it has no such choice.
 */
export function SeriesSection({ dates, timeSeries, currency, view }: SeriesSectionProps) {
  const huf = currency === 'HUF' && view !== undefined;
  const account = view?.account.state;
  const terms = view?.terms.state;
  const shown = useMemo(
    () => (huf && account && terms ? seriesInView(dates, timeSeries, account, terms) : null),
    [huf, dates, timeSeries, account, terms],
  );
  const words = account && terms && huf ? viewWords(account, terms) : null;
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
      {(!shown || shown.ok) && (
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
          <RuleNotes rules={shown.rules} />
        </>
      )}
    </>
  );
}
