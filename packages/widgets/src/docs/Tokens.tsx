import { darkTokens, lightTokens, vars } from '../theme';
import * as styles from './Tokens.css';

type Tokens = typeof darkTokens | typeof lightTokens;

/** `var(--penzugy-color-accent)` → `--penzugy-color-accent`: the name plain CSS sets. */
const propertyName = (reference: string) => reference.replace(/^var\((--[\w-]+)\)$/, '$1');

const GROUP_TITLES: Record<string, string> = {
  color: 'Színek',
  chart: 'Grafikonszínek',
  heat: 'Hőtérkép-sávok',
  heatText: 'Hőtérkép-feliratok',
};

function Swatches({ tokens }: { tokens: Tokens }) {
  return (
    <>
      {(['color', 'chart', 'heat', 'heatText'] as const).map((group) => (
        <section key={group} aria-labelledby={`tokens-${group}`}>
          <h3 id={`tokens-${group}`}>{GROUP_TITLES[group]}</h3>
          <ul className={styles.grid}>
            {Object.entries(tokens[group]).map(([name, value]) => (
              <li key={name} className={styles.item}>
                <span className={styles.swatch} style={{ background: value }} aria-hidden="true" />
                <code className={styles.name}>
                  {group}.{name}
                </code>
                <code className={styles.value}>
                  {propertyName((vars[group] as Record<string, string>)[name] ?? '')}: {value}
                </code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The design tokens of the current theme, for designers: colours, spacing, radii and type. */
export function TokensPage({ theme }: { theme: 'dark' | 'light' }) {
  const tokens = theme === 'light' ? lightTokens : darkTokens;
  return (
    <div className={styles.page}>
      <h2>{theme === 'light' ? 'Világos téma' : 'Sötét téma'} – tokenek</h2>
      <Swatches tokens={tokens} />
      <section aria-labelledby="tokens-space">
        <h3 id="tokens-space">Térközök</h3>
        <ul className={styles.list}>
          {Object.entries(tokens.space).map(([name, value]) => (
            <li key={name} className={styles.spaceRow}>
              <code className={styles.name}>space.{name}</code>
              <span className={styles.spaceBar} style={{ width: value }} aria-hidden="true" />
              <code className={styles.value}>{value}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-radius">
        <h3 id="tokens-radius">Lekerekítések</h3>
        <ul className={styles.grid}>
          {Object.entries(tokens.radius).map(([name, value]) => (
            <li key={name} className={styles.item}>
              <span className={styles.radiusBox} style={{ borderRadius: value }} aria-hidden="true" />
              <code className={styles.name}>radius.{name}</code>
              <code className={styles.value}>{value}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-type">
        <h3 id="tokens-type">Betűméretek</h3>
        <ul className={styles.list}>
          {Object.entries(tokens.fontSize).map(([name, value]) => (
            <li key={name} style={{ fontSize: value }}>
              fontSize.{name} ({value}) – Árvíztűrő tükörfúrógép 1 234 567 Ft
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
