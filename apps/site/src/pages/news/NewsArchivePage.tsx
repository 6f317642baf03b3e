import { archivedNews, type NewsItem } from '@penzugy/content';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { ErrorState, Loading, PageHeader } from '../common/states';
import { NewsList } from './NewsList';

/** /hirek/archivum: the earlier news (docs/product.md#news). */
export default function NewsArchivePage() {
  const news = useJson<NewsItem[]>(ENDPOINTS.news);
  return (
    <>
      <PageHeader title="Hírarchívum" lead="Korábbi hírek, a legfrissebbel kezdve." />
      {news.status === 'loading' && <Loading label="Hírek betöltése..." />}
      {news.status === 'error' && (
        <ErrorState title="Nem sikerült betölteni a híreket." message={news.error} onRetry={news.reload} />
      )}
      {news.status === 'ready' && (
        <NewsList items={archivedNews(news.data, new Date())} empty="Az archívum még üres." />
      )}
    </>
  );
}
