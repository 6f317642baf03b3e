/** Every user-facing string of the stale-data banner, together so it can be reviewed at a glance. */
import { formatDate } from '@penzugy/finance-core';

export const STALE_DATA_STRINGS = {
  /** The region's name and its heading. */
  title: 'Nem friss adatok',
  lead: 'Az alábbi adatok régebbiek, mint amit a frissítésük menetrendje megenged, így az ezekre épülő számok sem a legfrissebbek:',
  /** 'Részvény- és indexárfolyamok: 2025. december 31., forrás: Alpha Vantage' */
  item: (label: string, isoDate: string, source: string) => `${label}: ${formatDate(isoDate)}, forrás: ${source}`,
  dismiss: 'Bezárás',
} as const;
