import { useEffect } from 'react';
import { formatArticleDate, joinAuthors } from '@penzugy/content';
import { track } from '../../analytics';
import { ENDPOINTS } from '../../data/endpoints';
import type { ArticleDocument } from '../../data/types';
import { useJson } from '../../data/useJson';
import { fillContactSlots } from '../../shell/contact-slots';
import { useDocumentTitle } from '../../shell/RoutePage';
import { CONTACT } from '../../shell/site-config';
import { ErrorState, Loading } from '../common/states';
import * as styles from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/**
 * One article: blog posts and the legal pages alike (docs/product.md#blog: the legal pages are shown through
 * the article page with a fixed article id). The body is HTML produced at build time from the
 * repository's own Markdown, so it is trusted content; the company's details in it are slots filled from
 * the site's configuration (shell/contact-slots.ts).
 */
export function ArticleView({ id }: { id: string }) {
  const article = useJson<ArticleDocument>(ENDPOINTS.article(id));
  const data = article.data;
  useDocumentTitle(data?.title);
  useEffect(() => {
    if (data) track('article_view', { article_id: data.id, article_title: data.title, topic: data.topic });
  }, [data]);

  if (article.status === 'loading') return <Loading label="Cikk betöltése..." />;
  if (article.status === 'error') {
    return article.httpStatus === 404 ? (
      <ErrorState title="Ez a cikk nem található." message="Lehet, hogy megszűnt vagy megváltozott a címe." />
    ) : (
      <ErrorState title="Nem sikerült betölteni a cikket." message={article.error} onRetry={article.reload} />
    );
  }
  const a = article.data;
  return (
    <article>
      <p className={styles.meta}>
        <SiteLink className={styles.textLink} to={a.topic === 'jog' ? '/' : '/blog'}>
          {a.topic === 'jog' ? 'Főoldal' : 'Blog'}
        </SiteLink>
      </p>
      <h1 className={styles.pageTitle}>{a.title}</h1>
      <p className={styles.lead}>{a.description}</p>
      <p className={styles.meta}>
        <time dateTime={a.released}>{formatArticleDate(a.released)}</time> · {joinAuthors(a.authors)} · {a.readTime}{' '}
        perc olvasás
      </p>
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: fillContactSlots(a.html, CONTACT) }} />
      {a.tags.length > 0 && (
        <ul className={styles.plainList} aria-label="Címkék">
          {a.tags.map((t) => (
            <li key={t} className={styles.chip}>
              {t}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
