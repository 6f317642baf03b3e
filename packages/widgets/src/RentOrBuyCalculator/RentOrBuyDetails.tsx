import type { RentOrBuyYear } from '@penzugy/finance-core';
import { hufColumn, SensitivitySection } from '../calculator-kit';
import { SensitivityChart, type SensitivityPoint } from '../charts';
import { Table, type TableColumn } from '../Table';
import { RENT_OR_BUY_BASE_OFFSET } from './sensitivity-series';
import { RENT_OR_BUY_CALCULATOR_STRINGS as S } from './strings';

const YEAR_COLUMNS: TableColumn<RentOrBuyYear>[] = [
  { key: 'year', header: S.table.year, rowHeader: true },
  hufColumn('buyCost', S.table.buyCost),
  hufColumn('rentCost', S.table.rentCost),
  hufColumn('propertyValue', S.table.propertyValue),
  hufColumn('loanBalance', S.table.loanBalance),
  hufColumn('buyNetWorth', S.table.buyNetWorth),
  hufColumn('rentNetWorth', S.table.rentNetWorth),
];

const SWEEPS = ['appreciation', 'investmentReturn', 'mortgageRate'] as const;

export interface RentOrBuyDetailsProps {
  /** The three sweeps' points, by the parameter swept. */
  sweeps: Record<(typeof SWEEPS)[number], SensitivityPoint[]>;
  /** finance-core's yearly rows. */
  years: RentOrBuyYear[];
  onExport: () => void;
}

/** Below the chart: the three sensitivity charts and the yearly table. */
export function RentOrBuyDetails({ sweeps, years, onExport }: RentOrBuyDetailsProps) {
  return (
    <>
      <SensitivitySection
        strings={S.sensitivity}
        sweeps={SWEEPS}
        chart={(p, labels) => (
          <SensitivityChart {...labels} points={sweeps[p]} baseX={RENT_OR_BUY_BASE_OFFSET} variant="bar" />
        )}
      />

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
