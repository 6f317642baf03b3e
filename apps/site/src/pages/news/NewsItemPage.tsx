import { useParams } from 'react-router-dom';
import { NEWS_CATEGORIES, type NewsItem } from '@penzugy/content';
import { formatDate } from '@penzugy/finance-core';
import { safeHref } from '@penzugy/widgets';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { useDocumentTitle } from '../../shell/RoutePage';
import { ErrorState, Loading } from '../common/states';
import * as styles from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/** One news item: title, summary, body, source with a link to the original, time and tags. */
export default function NewsItemPage() {
  const { newsId } = useParams();
  const news = useJson<NewsItem[]>(ENDPOINTS.news);
  const item = news.data?.find((n) => n.id === newsId);
  useDocumentTitle(item?.title);
  if (news.status === 'loading') return <Loading label="Hír betöltése..." />;
  if (news.status === 'error')
    return <ErrorState title="Nem sikerült betölteni a hírt." message={news.error} onRetry={news.reload} />;
  if (!item)
    return (
      <ErrorState title="Ez a hír nem található." message="Lehet, hogy már csak az archívumban szerepel más címen." />
    );
  const category = NEWS_CATEGORIES.find((c) => c.key === item.category);
  return (
    <article>
      <p className={styles.meta}>
        <SiteLink className={styles.textLink} to={category?.slug ? `/hirek/kategoria/${category.slug}` : '/hirek'}>
          {category?.label ?? 'Hírek'}
        </SiteLink>
      </p>
      <h1 className={styles.pageTitle}>{item.title}</h1>
      <p className={styles.lead}>{item.summary}</p>
      <p className={styles.meta}>
        <time dateTime={item.publishedAt}>{formatDate(new Date(item.publishedAt))}</time> · Forrás:{' '}
        <a className={styles.textLink} href={safeHref(item.sourceUrl)} target="_blank" rel="noopener noreferrer">
          {item.source} (új lapon)
        </a>
      </p>
      <div className={styles.prose}>
        {item.body.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </article>
  );
}
