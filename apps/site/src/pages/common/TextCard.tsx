import * as styles from './pages.css';
import { SiteLink } from '../../shell/SiteLink';

/** A card of a title, a link when it has somewhere to go, a short text and an optional note under it. */
export function TextCard({
  title,
  text,
  to,
  note,
  headingLevel = 'h2',
}: {
  title: string;
  text: string;
  to?: string | undefined;
  note?: string | undefined;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          {to ? (
            <SiteLink className={styles.cardLink} to={to}>
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </Heading>
        <p className={styles.clamp}>{text}</p>
        {note && <p className={styles.meta}>{note}</p>}
      </div>
    </article>
  );
}
