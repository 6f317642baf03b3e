import { formatHuf, type RentOrBuyYear } from '@penzugy/finance-core';
import { resultStyles, sectionHeadingFor } from '../calculator-kit';
import { SensitivityChart, type SensitivityPoint } from '../charts';
import { Table, type TableColumn } from '../Table';
import * as styles from './RentOrBuyCalculator.css';
import { RENT_OR_BUY_BASE_OFFSET } from './sensitivity-series';
import { RENT_OR_BUY_CALCULATOR_STRINGS as S } from './strings';

const YEAR_COLUMNS: TableColumn<RentOrBuyYear>[] = [
  { key: 'year', header: S.table.year, rowHeader: true },
  { key: 'buyCost', header: S.table.buyCost, format: (v) => formatHuf(v), csv: (r) => Math.round(r.buyCost) },
  { key: 'rentCost', header: S.table.rentCost, format: (v) => formatHuf(v), csv: (r) => Math.round(r.rentCost) },
  {
    key: 'propertyValue',
    header: S.table.propertyValue,
    format: (v) => formatHuf(v),
    csv: (r) => Math.round(r.propertyValue),
  },
  {
    key: 'loanBalance',
    header: S.table.loanBalance,
    format: (v) => formatHuf(v),
    csv: (r) => Math.round(r.loanBalance),
  },
  {
    key: 'buyNetWorth',
    header: S.table.buyNetWorth,
    format: (v) => formatHuf(v),
    csv: (r) => Math.round(r.buyNetWorth),
  },
  {
    key: 'rentNetWorth',
    header: S.table.rentNetWorth,
    format: (v) => formatHuf(v),
    csv: (r) => Math.round(r.rentNetWorth),
  },
];

const SWEEPS = ['appreciation', 'investmentReturn', 'mortgageRate'] as const;

export interface RentOrBuyDetailsProps {
  /** The three sweeps' points, by the parameter swept. */
  sweeps: Record<(typeof SWEEPS)[number], SensitivityPoint[]>;
  /** finance-core's yearly rows. */
  years: RentOrBuyYear[];
  headingLevel?: 'h1' | 'h2' | undefined;
  onExport: () => void;
}

/** Below the chart: the three sensitivity charts and the yearly table. */
export function RentOrBuyDetails({ sweeps, years, headingLevel, onExport }: RentOrBuyDetailsProps) {
  const SectionHeading = sectionHeadingFor(headingLevel);
  return (
    <>
      <div className={resultStyles.section}>
        <SectionHeading className={resultStyles.sectionTitle}>{S.sensitivity.heading}</SectionHeading>
        <p className={styles.note}>{S.sensitivity.intro}</p>
        <div className={resultStyles.sideBySide}>
          {SWEEPS.map((p) => (
            <SensitivityChart
              key={p}
              title={S.sensitivity[p].title}
              xLabel={S.sensitivity[p].xLabel}
              valueLabel={S.sensitivity.valueLabel}
              points={sweeps[p]}
              baseX={RENT_OR_BUY_BASE_OFFSET}
              variant="bar"
            />
          ))}
        </div>
      </div>

      <Table
        caption={S.table.caption}
        columns={YEAR_COLUMNS}
        rows={years}
        pageSize={0}
        getRowKey={(r) => r.year}
        onExport={onExport}
      />
    </>
  );
}
