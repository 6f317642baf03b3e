import { formatArticleDate, joinAuthors } from '@penzugy/content';
import type { ArticleSummary } from '../../data/types';
import { CardCover } from '../common/CardCover';
import { articleCoverPath } from '../common/covers';
import * as styles from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/**
 * A blog card: image, title (the link), description (clamped), date yyyy-MM-dd and authors. The image
 * is the article's own or its generated cover; it repeats the title, so it is decorative (`alt=""`).
 */
export function ArticleCard({
  article,
  large = false,
  headingLevel = 'h2',
  priority = false,
}: {
  article: ArticleSummary;
  large?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list that starts on the first screen: its cover loads at once (CardCover). */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      {article.imageUrl ? (
        <CardCover src={article.imageUrl} priority={priority} />
      ) : (
        <CardCover
          src={articleCoverPath(article.id)}
          lightSrc={articleCoverPath(article.id, 'light')}
          priority={priority}
        />
      )}
      <div className={styles.cardBody}>
        <Heading className={large ? styles.cardTitleLarge : styles.cardTitle}>
          <SiteLink className={styles.cardLink} to={article.path}>
            {article.title}
          </SiteLink>
        </Heading>
        <p className={large ? styles.clampLarge : styles.clamp}>{article.description}</p>
        <p className={styles.meta}>
          <time dateTime={article.released}>{formatArticleDate(article.released)}</time> ·{' '}
          {joinAuthors(article.authors)} · {article.readTime} perc
        </p>
      </div>
    </article>
  );
}
