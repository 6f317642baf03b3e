import { NEWS_ARCHIVE_AGE_DAYS, type NewsItem } from '@penzugy/content';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { ErrorState, Loading, PageHeader } from '../common/states';
import { NewsList } from './NewsList';

const DAY_MS = 86_400_000;

/** Items older than the archive age (30 days) at `now`, newest first as the feed already is. */
export function archivedItems(items: readonly NewsItem[], now: Date): NewsItem[] {
  const cutoff = now.getTime() - NEWS_ARCHIVE_AGE_DAYS * DAY_MS;
  return items.filter((n) => Date.parse(n.publishedAt) < cutoff);
}

/** /hirek/archivum: the earlier news (spec 000 §2). */
export default function NewsArchivePage() {
  const news = useJson<NewsItem[]>(ENDPOINTS.news);
  return (
    <>
      <PageHeader title="Hírarchívum" lead="Korábbi hírek, a legfrissebbel kezdve." />
      {news.status === 'loading' && <Loading label="Hírek betöltése..." />}
      {news.status === 'error' && <ErrorState title="Nem sikerült betölteni a híreket." message={news.error} onRetry={news.reload} />}
      {news.status === 'ready' && <NewsList items={archivedItems(news.data, new Date())} empty="Az archívum még üres." />}
    </>
  );
}
