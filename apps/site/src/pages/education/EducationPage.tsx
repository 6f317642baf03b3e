import { ENDPOINTS } from '../../data/endpoints';
import type { ArticleSummary } from '../../data/types';
import { useJson } from '../../data/useJson';
import { ArticleCard } from '../home/ArticleCard';
import { PreviewOverlay } from '../common/PreviewOverlay';
import { TextCard } from '../common/TextCard';
import { ErrorState, Loading, PageHeader } from '../common/states';
import * as styles from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/** The knowledge-base categories (docs/product.md#knowledge-base); the ones without a destination yet say so. */
export const KNOWLEDGE_CATEGORIES = [
  { title: 'Blog', text: 'Cikkek a személyes pénzügyekről és a befektetésről.', to: '/blog' },
  { title: 'Szótár', text: 'Pénzügyi fogalmak magyarázata A-tól Zs-ig.', to: '/dictionary' },
  { title: 'Részvények', text: 'Részvénybefektetés alapjai és vállalatelemzés.' },
  { title: 'Kriptovaluták', text: 'Kockázatok, működés és szabályozás.' },
  { title: 'Portfólió', text: 'Diverzifikáció és portfólió-optimalizálás a gyakorlatban.', to: '/kalkulatorok' },
  { title: 'Oktatás', text: 'Tanfolyamok és oktatóanyagok kezdőknek és haladóknak.' },
] as const;

/** A titled grid of large article cards. */
function ArticleSection({ title, articles }: { title: string; articles: readonly ArticleSummary[] }) {
  return (
    <>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.grid}>
        {articles.map((a) => (
          <li key={a.id}>
            <ArticleCard article={a} large headingLevel="h3" />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function EducationPage() {
  const articles = useJson<ArticleSummary[]>(ENDPOINTS.articles);
  const list = articles.data ?? [];
  // 'Kiemelt': the longest reads (the in-depth guides); 'Legfrissebb': the newest.
  const featured = [...list].sort((a, b) => b.readTime - a.readTime).slice(0, 2);
  const latest = list.slice(0, 3);
  return (
    <>
      <PageHeader
        title="Tudástár"
        lead="Pénzügyi oktatóanyagok, befektetési alapismeretek és részletes elemzések egy helyen."
      />
      <PreviewOverlay
        title="Tudástár Hamarosan"
        description="A tudástár bővítésén dolgozunk. Ezekkel a tartalmakkal indulunk:"
        features={['Pénzügyi oktatási anyagok', 'Befektetési alapismeretek', 'Részletes elemzések']}
        actions={
          <>
            <SiteLink className={styles.chip} to="/blog">
              Blog
            </SiteLink>
            <SiteLink className={styles.chip} to="/dictionary">
              Szótár
            </SiteLink>
          </>
        }
      >
        <h2 className={styles.sectionTitle}>Kategóriák</h2>
        <ul className={styles.grid}>
          {KNOWLEDGE_CATEGORIES.map((c) => (
            <li key={c.title}>
              {'to' in c ? (
                <TextCard title={c.title} text={c.text} to={c.to} headingLevel="h3" />
              ) : (
                <TextCard title={c.title} text={c.text} note="Hamarosan" headingLevel="h3" />
              )}
            </li>
          ))}
        </ul>
        {articles.status === 'loading' && <Loading label="Cikkek betöltése..." />}
        {articles.status === 'error' && <ErrorState message={articles.error} onRetry={articles.reload} />}
        {articles.status === 'ready' && (
          <>
            <ArticleSection title="Kiemelt cikkek" articles={featured} />
            <ArticleSection title="Legfrissebb cikkek" articles={latest} />
          </>
        )}
      </PreviewOverlay>
    </>
  );
}
