import { useParams } from 'react-router-dom';
import { categoryFromSlug, type NewsItem } from '@penzugy/content';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { useDocumentTitle } from '../../shell/RoutePage';
import { ErrorState, Loading, PageHeader } from '../common/states';
import { NewsList } from './NewsList';
import * as styles from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/** /hirek and /hirek/kategoria/{category} ('stockmarket' and 'stock-market' both mean Tőzsde). */
export default function NewsPage() {
  const { category: slug } = useParams();
  const category = slug ? categoryFromSlug(slug) : undefined;
  const news = useJson<NewsItem[]>(ENDPOINTS.news);
  useDocumentTitle(category ? `${category.label} – hírek` : undefined);

  if (slug && !category) {
    return (
      <>
        <PageHeader title="Ismeretlen hírkategória" />
        <p>
          Nincs „{slug}” nevű kategória.{' '}
          <SiteLink className={styles.textLink} to="/hirek">
            Összes hír
          </SiteLink>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={category ? category.label : 'Hírek'}
        lead={
          category
            ? `${category.label} kategória: hírek a legfrissebbel kezdve.`
            : 'Pénzügyi és gazdasági hírek kategóriánként, a legfrissebbel kezdve.'
        }
      />
      {news.status === 'loading' && <Loading label="Hírek betöltése..." />}
      {news.status === 'error' && (
        <ErrorState title="Nem sikerült betölteni a híreket." message={news.error} onRetry={news.reload} />
      )}
      {news.status === 'ready' && (
        <NewsList
          items={
            category && category.key !== 'ÖSSZES' ? news.data.filter((n) => n.category === category.key) : news.data
          }
        />
      )}
      <p>
        <SiteLink className={styles.textLink} to="/hirek/archivum">
          Korábbi hírek az archívumban
        </SiteLink>
      </p>
    </>
  );
}
