/**
 * The loan calculator's details in the embed — the equity chart, the three sensitivity sweeps and the
 * 360-month schedule — as a section that loads its code on demand (its own chunk, `chunks/…`, fetched
 * through the integrity check like the calculator's panels, in the prepayment panels' chunk). The build puts this module where the
 * calculator imports `./LoanDetails` (`STUBBED_IMPORTS_OF` in build/plugins.mjs); the site and the
 * widget package keep the details inline.
 *
 * Why: a partner's blog column (issue 26). There the form and the results stand in one column, and
 * the details made the calculator 6 800 px tall at 390 px; folded, the headline, the THM and the debt
 * brake follow the form, and the reader opens the rest. Where the results stand beside the form (a
 * wide container), the section opens at once and loads right after the first view. Either way the
 * charts and the table (8 KB gzipped) are not in the first load: README.md, Size.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { LazyPanel } from '../../../../../packages/widgets/src/LoanCalculator/LazyPanel';
import type * as OnDemandModule from './on-demand';
import type { LoanDetailsProps } from '../../../../../packages/widgets/src/LoanCalculator/LoanDetails';

export const DETAILS_ON_DEMAND_STRINGS = {
  title: 'Grafikonok és törlesztési táblázat',
  intro: 'A vagyon alakulása, az érzékenységvizsgálat és a hónapról hónapra bontott törlesztés.',
} as const;

// With the prepayment panels (on-demand.ts says why).
const loadDetails = (): Promise<typeof OnDemandModule> => import('./on-demand');

/** Are the results beside the form (the calculator's wide layout) rather than under it? */
function besideForm(el: HTMLElement): boolean {
  const form = el.closest('section')?.querySelector('form');
  return !!form && form.getBoundingClientRect().right <= el.getBoundingClientRect().left;
}

/** LoanDetails, folded in a one-column layout, open in a wide one; its code arrives when it opens. */
export function LoanDetails(props: LoanDetailsProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // Decided once, before the first paint: the reader's later choice is theirs.
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (anchor.current && besideForm(anchor.current)) setOpen(true);
  }, []);
  return (
    <div ref={anchor}>
      <LazyPanel {...DETAILS_ON_DEMAND_STRINGS} open={open} onToggle={() => setOpen(!open)} load={loadDetails}>
        {(m) => <m.LoanDetails {...props} />}
      </LazyPanel>
    </div>
  );
}
