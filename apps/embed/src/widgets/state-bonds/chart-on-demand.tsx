/**
 * The state-bond widget's chart, loaded when the results first show instead of in `state-bonds.js`
 * (its own chunk, `chunks/…`, fetched through the integrity check like the loan calculator's panels):
 * the chart with its axes, legend and d3 curves is about 5 KB gzipped, which the complete embed's
 * 45 KB budget has no room for (README.md, Size). The build puts this module where the calculator
 * imports the charts (`STUBBED_IMPORTS_OF` in build/plugins.mjs); the form, the headline and the table
 * come with the first load, the chart a moment later, in a place of its height. A failed download
 * says so with a retry, as the loan calculator's panels do (packages/widgets/src/LoanCalculator/LazyPanel.tsx).
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../../../packages/widgets/src/Button';
import type * as ChartModuleType from '../../../../../packages/widgets/src/charts/WealthComparisonChart';
import type { WealthComparisonChartProps } from '../../../../../packages/widgets/src/charts/WealthComparisonChart';
import { failureText } from '../../loader/strings';
import { OnDemandLoadError } from '../../runtime/verified-import';
import * as styles from './chart-on-demand.css';

type ChartModule = typeof ChartModuleType;

export const CHART_ON_DEMAND_STRINGS = {
  loading: 'A grafikon betöltése…',
  /** With the loader's diagnosis of why (the same text as its error card), when there is one; the retry button follows. */
  failed: (why: string | null) => `A grafikon betöltése nem sikerült.${why ? ` ${why}` : ''}`,
  retry: 'Újrapróbálkozás',
} as const;
const S = CHART_ON_DEMAND_STRINGS;

/** One download for every chart on the page; a failed one is forgotten, so a retry downloads again. */
let loading: Promise<ChartModule> | undefined;
export function loadChart(): Promise<ChartModule> {
  loading ??= import('../../../../../packages/widgets/src/charts/WealthComparisonChart').catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}

/** The failure line for a rejected chart download: the diagnosis, when the importer made one. */
export const chartFailureText = (e: unknown): string =>
  S.failed(e instanceof OnDemandLoadError ? failureText(e.cause) : null);

/** WealthComparisonChart, drawn once its chunk has arrived. */
export function WealthComparisonChart(props: WealthComparisonChartProps) {
  // The module once it arrived, the failure's text after a failed attempt (until a retry clears it),
  // undefined before.
  const [loaded, setLoaded] = useState<ChartModule | string>();
  useEffect(() => {
    if (loaded !== undefined) return;
    let live = true;
    loadChart().then(
      (module) => live && setLoaded(module),
      (e: unknown) => live && setLoaded(chartFailureText(e)),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (typeof loaded === 'object') return <loaded.WealthComparisonChart {...props} />;
  return typeof loaded === 'string' ? (
    <p role="alert" className={styles.placeholder}>
      {loaded}{' '}
      <Button size="sm" variant="secondary" onClick={() => setLoaded(undefined)}>
        {S.retry}
      </Button>
    </p>
  ) : (
    <p role="status" className={styles.placeholder}>
      {S.loading}
    </p>
  );
}
