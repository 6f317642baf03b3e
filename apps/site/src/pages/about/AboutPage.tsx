import { Robot } from './Robot';
import * as styles from './about.css';
import * as page from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/** The marketing figures of docs/product.md#about. */
export const ABOUT_CARDS = [
  {
    title: 'Friss piaci hírek',
    text: 'Mesterséges intelligenciával készített pénzügyi hírek és elemzések közel valós időben: átlagosan 3, legfeljebb 6 órán belül, 20 forrásból, globális lefedettséggel.',
    tone: '#5b9dff',
  },
  {
    title: 'Vállalati jelentések',
    text: 'A tőzsdei cégek éves (10-K) és negyedéves (10-Q) jelentéseinek feldolgozása átlagosan 1 órán belül.',
    tone: '#3ecf8e',
  },
  {
    title: 'Gazdasági naptár',
    text: 'Infláció, kamatdöntések, ipari termelés: a makroadatok elemzése átlagosan 1 órán belül.',
    tone: '#ffb547',
  },
] as const;

export const HOW_WE_WORK = [
  { title: 'Adatgyűjtés', text: 'Több száz forrásból gyűjtjük a híreket, jelentéseket és makroadatokat.' },
  { title: 'MI-elemzés', text: 'Mesterséges intelligencia szűri, összegzi és elemzi a beérkező információkat.' },
  { title: 'Személyre szabás', text: 'A tartalmakat a befektetési profilodhoz igazítjuk.' },
  { title: 'Publikálás', text: 'Az ellenőrzött anyagok érthető formában jelennek meg az oldalon.' },
] as const;

export const PREMIUM = [
  {
    title: 'Csevegés a hírekkel',
    text: 'MI-alapú keresés és beszélgetés a hírarchívummal: kérdezz, és forrásokkal alátámasztott választ kapsz.',
    tone: '#c792ea',
  },
  {
    title: 'Kivételes intelligencia',
    text: 'Kvantitatív elemzések egy mesterségesintelligencia-szolgáltató modelljeivel.',
    tone: '#4dd0e1',
  },
  {
    title: 'Dokumentumok mélyelemzéssel',
    text: 'Vállalati dokumentumok visszakeresésen alapuló elemzése MI-asszisztenssel.',
    tone: '#ff8a65',
  },
] as const;

interface RobotCardProps {
  title: string;
  text: string;
  tone: string;
}

function RobotCard({ title, text, tone }: RobotCardProps) {
  return (
    <article className={`${page.card} ${styles.robotCard}`}>
      <div className={`${page.cardBody} ${page.centered}`}>
        <span className={styles.idle}>
          <Robot working={false} tone={tone} />
        </span>
        <span className={styles.working}>
          <Robot working tone={tone} />
        </span>
        <h3 className={page.cardTitle}>{title}</h3>
        <p className={page.flush}>{text}</p>
      </div>
    </article>
  );
}

/** A grid of robot cards. */
function RobotCards({ cards }: { cards: readonly RobotCardProps[] }) {
  return (
    <ul className={page.grid}>
      {cards.map((c) => (
        <li key={c.title}>
          <RobotCard {...c} />
        </li>
      ))}
    </ul>
  );
}

export default function AboutPage() {
  return (
    <>
      <section className={styles.hero}>
        <h1 className={page.pageTitle}>Rólunk</h1>
        <p className={`${page.lead} ${styles.heroLead}`}>
          Mesterséges intelligenciával készített pénzügyi híreket és elemzéseket adunk közel valós időben – és
          átlátható, ellenőrzött kalkulátorokat a mindennapi pénzügyi döntésekhez.
        </p>
      </section>
      <h2 className={page.sectionTitle}>Amit kínálunk</h2>
      <RobotCards cards={ABOUT_CARDS} />
      <h2 className={page.sectionTitle}>Hogyan dolgozunk</h2>
      <ol className={styles.steps}>
        {HOW_WE_WORK.map((s) => (
          <li key={s.title} className={styles.step}>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
      <h2 className={page.sectionTitle}>Prémium szolgáltatások</h2>
      <RobotCards cards={PREMIUM} />
      <p>
        Kérdésed van?{' '}
        <SiteLink className={page.textLink} to="/kapcsolat">
          Írj nekünk
        </SiteLink>
        .
      </p>
    </>
  );
}
