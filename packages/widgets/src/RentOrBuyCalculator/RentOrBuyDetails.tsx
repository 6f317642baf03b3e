import type { RentOrBuyYear } from '@penzugy/finance-core';
import { hufColumn, SensitivitySection, withTermsCaption, type RealTermsState } from '../calculator-kit';
import { SensitivityChart, type SensitivityPoint } from '../charts';
import { Table, type TableColumn } from '../Table';
import { RENT_OR_BUY_BASE_OFFSET } from './sensitivity-series';
import { RENT_OR_BUY_CALCULATOR_STRINGS as S } from './strings';

const AMOUNT_KEYS = ['buyCost', 'rentCost', 'propertyValue', 'loanBalance', 'buyNetWorth', 'rentNetWorth'] as const;

/** The yearly table's columns; in today's forints each amount's header says so (the CSV has no caption). */
const yearColumns = (terms: RealTermsState): TableColumn<RentOrBuyYear>[] => [
  { key: 'year', header: S.table.year, rowHeader: true },
  ...AMOUNT_KEYS.map((key) => hufColumn<RentOrBuyYear>(key, withTermsCaption(S.table[key], terms))),
];

const SWEEPS = ['appreciation', 'investmentReturn', 'mortgageRate'] as const;

export interface RentOrBuyDetailsProps {
  /** The three sweeps' points, by the parameter swept. */
  sweeps: Record<(typeof SWEEPS)[number], SensitivityPoint[]>;
  /** finance-core's yearly rows, in the view's terms. */
  years: RentOrBuyYear[];
  /** Nominal or today's forints, for the captions. */
  terms: RealTermsState;
  onExport: () => void;
}

/** Below the chart: the three sensitivity charts and the yearly table. */
export function RentOrBuyDetails({ sweeps, years, terms, onExport }: RentOrBuyDetailsProps) {
  return (
    <>
      <SensitivitySection
        strings={{ ...S.sensitivity, valueLabel: withTermsCaption(S.sensitivity.valueLabel, terms) }}
        sweeps={SWEEPS}
        chart={(p, labels) => (
          <SensitivityChart {...labels} points={sweeps[p]} baseX={RENT_OR_BUY_BASE_OFFSET} variant="bar" />
        )}
      />

      <Table
        caption={withTermsCaption(S.table.caption, terms)}
        columns={yearColumns(terms)}
        rows={years}
        pageSize={0}
        getRowKey={(r) => r.year}
        onExport={onExport}
      />
    </>
  );
}
