import { NEWS_CATEGORIES, type NewsItem } from '@penzugy/content';
import { formatDate } from '@penzugy/finance-core';
import { EmptyState } from '../common/states';
import { CardCover } from '../common/CardCover';
import { newsCoverPath } from '../common/covers';
import * as styles from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

const categoryOf = (key: string) => NEWS_CATEGORIES.find((c) => c.key === key);
const labelOf = (key: string) => categoryOf(key)?.label ?? key;

/**
 * News cards, newest first: the category's cover (decorative: the chip names the category), category,
 * title (link to the item), summary, source and time.
 */
export function NewsList({
  items,
  empty = 'Ebben a kategóriában még nincs hír.',
}: {
  items: readonly NewsItem[];
  empty?: string;
}) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={styles.grid}>
      {items.map((n, i) => (
        <li key={n.id}>
          <article className={styles.card}>
            {categoryOf(n.category) && (
              <CardCover
                src={newsCoverPath(categoryOf(n.category)!.slug)}
                lightSrc={newsCoverPath(categoryOf(n.category)!.slug, 'light')}
                priority={i === 0}
              />
            )}
            <div className={styles.cardBody}>
              <p className={styles.meta}>
                <span className={styles.chip}>{labelOf(n.category)}</span>
              </p>
              <h2 className={styles.cardTitle}>
                <SiteLink className={styles.cardLink} to={`/hirek/${encodeURIComponent(n.id)}`}>
                  {n.title}
                </SiteLink>
              </h2>
              <p className={styles.clamp}>{n.summary}</p>
              <p className={styles.meta}>
                {n.source} · <time dateTime={n.publishedAt}>{formatDate(new Date(n.publishedAt))}</time>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
