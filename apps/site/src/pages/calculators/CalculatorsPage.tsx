import { PageHeader } from '../common/states';
import { PreviewOverlay } from '../common/PreviewOverlay';
import { TextCard } from '../common/TextCard';
import * as styles from '../common/pages.css';
import { MethodologyLink } from './MethodologyLink';
import { SiteLink } from '../../shell/SiteLink';

export const CALCULATORS = [
  {
    to: '/kalkulatorok/lakas-kamat',
    title: 'Lakáshitel-kalkulátor',
    text: 'Törlesztőrészlet, THM, törlesztési táblázat, érzékenységvizsgálat és kamatváltozási stresszteszt.',
  },
  {
    to: '/kalkulatorok/mekkora-hitelt-kaphatok',
    title: 'Mekkora hitelt kaphatok?',
    text: 'A legnagyobb lakáshitel és a legdrágább lakás az MNB adósságféke szerint, a jövedelemhatárral és a hiányzó önerővel.',
  },
  {
    to: '/kalkulatorok/allampapir',
    title: 'Állampapír-kalkulátor',
    text: 'MÁP Plusz, FixMÁP, BMÁP, PMÁP és DKJ, TBSZ-en tartott ETF és bankbetét: mennyi marad adó és infláció után.',
  },
  {
    to: '/kalkulatorok/rent-or-buy',
    title: 'Bérlés vagy vásárlás',
    text: 'A két út teljes vagyona évről évre, fordulóponti bérleti díj és érzékenység a fő feltevésekre.',
  },
  {
    to: '/kalkulatorok/monte-carlo',
    title: 'Monte-Carlo-szimuláció',
    text: 'Öt árfolyammodell, legyezőábra percentilis-sávokkal, valószínűségek és visszaesések.',
  },
  {
    to: '/kalkulatorok/portfolio-optimalizalas',
    title: 'Portfólió-optimalizálás',
    text: 'Hatékony portfólió valós árfolyamokon: Sharpe-ráta, szórás, béta, visszaesés és súlyok.',
  },
] as const;

/** /kalkulatorok: the calculators; the landing's 'Hamarosan' overlay names them too, so each stays one click away. */
export default function CalculatorsPage() {
  return (
    <>
      <PageHeader
        title="Kalkulátorok"
        lead="Ellenőrzött képletekre épülő pénzügyi kalkulátorok, magyar szabályokkal és forintban."
      />
      <PreviewOverlay
        description="Új kalkulátorokon dolgozunk. Addig is a meglévők közvetlenül elérhetők:"
        actions={
          // The overlay puts its description in a <p>, where a <nav> element is not allowed: the HTML
          // parser would close the <p> before it and the prerendered page would not hydrate.
          <span role="navigation" aria-label="Kalkulátorok" className={styles.row}>
            {CALCULATORS.map((c) => (
              <SiteLink key={c.to} className={styles.chip} to={c.to}>
                {c.title}
              </SiteLink>
            ))}
          </span>
        }
      >
        <ul className={styles.grid}>
          {CALCULATORS.map((c) => (
            <li key={c.to}>
              <TextCard title={c.title} text={c.text} to={c.to} />
            </li>
          ))}
        </ul>
        <MethodologyLink />
      </PreviewOverlay>
    </>
  );
}
