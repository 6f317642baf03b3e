import { useParams } from 'react-router-dom';
import { ENDPOINTS } from '../../data/endpoints';
import type { ArticleSummary } from '../../data/types';
import { useJson } from '../../data/useJson';
import { ErrorState, Loading } from '../common/states';
import { ArticleView } from './ArticleView';

/**
 * /article/{a}/{b}/{c}, /article/{a}/{b} and /article/{articleId}: the path is matched against the
 * articles' canonical paths, and a single segment may also be an article's id or articleId.
 */
export function findArticle(list: readonly ArticleSummary[], segments: readonly string[]): ArticleSummary | undefined {
  const path = `/article/${segments.map(encodeURIComponent).join('/')}`;
  const last = segments[segments.length - 1];
  return list.find((a) => a.path === path) ?? list.find((a) => a.id === last || a.articleId === last);
}

export default function ArticlePage() {
  const { a, b, c } = useParams();
  const segments = [a, b, c].filter((s): s is string => !!s);
  const list = useJson<ArticleSummary[]>(ENDPOINTS.articles);
  if (list.status === 'loading') return <Loading label="Cikk betöltése..." />;
  if (list.status === 'error')
    return <ErrorState title="Nem sikerült betölteni a cikket." message={list.error} onRetry={list.reload} />;
  const found = findArticle(list.data, segments);
  if (!found)
    return <ErrorState title="Ez a cikk nem található." message="Lehet, hogy megszűnt vagy megváltozott a címe." />;
  return <ArticleView id={found.id} />;
}
