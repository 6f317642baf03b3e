/**
 * Every user-facing string of the 'Állampapír-kalkulátor'. Field labels are finance-core's
 * SAVINGS_LABELS, so the messages compareSavings throws ('Befektetési idő: …') name the field exactly as
 * the form does; the options' names are its SAVINGS_OPTION_LABELS.
 */
import { formatHuf, SAVINGS_CSV_HEADER, SAVINGS_LABELS } from '@penzugy/finance-core';
import { CALCULATOR_KIT_STRINGS as KIT } from '../calculator-kit';

export const STATE_BOND_CALCULATOR_STRINGS = {
  title: 'Állampapír-kalkulátor',
  /** The summary bar's line (CalculatorLayout's `summary`), short for a phone: 'Legtöbb adó és infláció után: PMÁP, 1 180 000 Ft'. */
  summary: (short: string, real: number) => `Legtöbb adó és infláció után: ${short}, ${formatHuf(real)}`,
  description:
    'Mennyi marad adó és infláció után, ha lakossági állampapírba, tartós befektetési számlán tartott ETF-be vagy bankbetétbe teszi a pénzét? Az eredmény minden módosításra azonnal frissül.',

  labels: {
    amount: SAVINGS_LABELS.amount,
    years: SAVINGS_LABELS.years,
    inflation: SAVINGS_LABELS.inflation,
    inflationPath: 'Infláció évenként',
    depositRate: SAVINGS_LABELS.depositRate,
    etfExpectedReturn: SAVINGS_LABELS.etfExpectedReturn,
    etfVolatility: SAVINGS_LABELS.etfVolatility,
    options: SAVINGS_LABELS.options,
    couponReinvestment: SAVINGS_LABELS.couponReinvestment,
    date: SAVINGS_LABELS.date,
    view: 'Az értékek',
  },
  groups: { investment: 'Befektetés', options: SAVINGS_LABELS.options, assumptions: 'Feltevések' },
  hints: {
    inflation:
      'Üresen hagyva a KSH legutóbbi éves átlagos inflációjával számolunk minden évre (forrása a számítás szabályai között).',
    inflationPath:
      'Nem kötelező: évenkénti százalékok pontosvesszővel elválasztva (pl. 4,4; 3,5; 3). Megadva ez érvényes az egyes évekre, az utolsó érték a további évekre.',
    etfExpectedReturn: 'Egy széles részvényindex-alap szemléltető feltevése; írja át a saját becslésére.',
    etfEstimated: (source: string) => `Becsült érték: ${source}.`,
    date: 'Az ekkor hatályos ajánlatokkal és adószabályokkal számolunk; a TBSZ ezen a napon nyílik. Üresen hagyva: ma.',
  },
  couponReinvestment: {
    sameBond: 'A kamatot ugyanabba az állampapírba fektetjük vissza',
    cash: 'A kamat kamatozás nélkül gyűlik',
  },
  view: { nominal: 'Névértéken (forintban)', real: 'Mai forintban (infláció után)' },
  glossary: 'Fogalmak:',
  advanced: 'További beállítások',
  share: { ...KIT.share, copied: 'A kalkuláció linkjét a vágólapra másoltuk.' },
  stale: KIT.stale,
  invalidField: KIT.invalidField,
  /** The inflation path's own check (finance-core takes numbers, the form takes text). */
  badPath: (label: string) => `${label}: pontosvesszővel elválasztott számokat adjon meg (pl. 4,4; 3,5; 3).`,

  chart: {
    title: {
      nominal: 'Adózás után megmaradó érték, forintban',
      real: 'Adózás után megmaradó érték, mai forintban',
    },
    xLabel: 'Év',
  },
  resultHeading: 'Mi marad adó és infláció után?',
  ineligible: 'Nem elérhető',
  notesHeading: 'A számítás feltevései',
  table: {
    caption: 'Éves bontás lehetőségenként',
    headers: SAVINGS_CSV_HEADER,
  },
} as const;
