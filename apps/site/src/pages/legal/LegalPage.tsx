import { useLocation } from 'react-router-dom';
import { ArticleView } from '../article/ArticleView';

/** The legal pages are articles with fixed ids equal to their paths (docs/product.md#routes). */
export const LEGAL_ARTICLE_IDS = {
  '/adatvedelem': 'adatvedelem',
  '/felhasznalasi-feltetelek': 'felhasznalasi-feltetelek',
  '/cookie-szabalyzat': 'cookie-szabalyzat',
  '/akadalymentesseg': 'akadalymentesseg',
} as const;

export default function LegalPage() {
  const { pathname } = useLocation();
  const id = LEGAL_ARTICLE_IDS[pathname as keyof typeof LEGAL_ARTICLE_IDS] ?? 'adatvedelem';
  return <ArticleView key={id} id={id} />;
}
