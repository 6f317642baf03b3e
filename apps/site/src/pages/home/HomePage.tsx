import { useLocation } from 'react-router-dom';
import { NewsletterForm } from '../../newsletter/NewsletterForm';
import { PageHeader } from '../common/states';
import { BlogList } from './BlogList';
import * as styles from './blog.css';
import * as page from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/** '/' and '/blog' (docs/product.md#blog): the landing page is the blog list; the home page adds a short introduction. */
export default function HomePage() {
  const isHome = useLocation().pathname === '/';
  if (!isHome) {
    return (
      <>
        <PageHeader
          title="Blog"
          lead="Személyes pénzügyek, befektetési alapok és kalkulátoraink háttere – érthetően, magyarul."
        />
        <BlogList />
      </>
    );
  }
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={page.pageTitle}>
          Pénzügyek érthetően, magyarul
        </h1>
        <p className={page.lead}>
          Hírek, blog, pénzügyi szótár és ellenőrzött képletekre épülő kalkulátorok: lakáshitel THM-mel, bérlés vagy
          vásárlás, Monte-Carlo-szimuláció és portfólió-optimalizálás.
        </p>
        <div className={styles.heroLinks}>
          <SiteLink className={page.chip} to="/kalkulatorok/lakas-kamat">
            Lakáshitel-kalkulátor
          </SiteLink>
          <SiteLink className={page.chip} to="/kalkulatorok/rent-or-buy">
            Bérlés vagy vásárlás
          </SiteLink>
          <SiteLink className={page.chip} to="/hirek">
            Friss hírek
          </SiteLink>
          <SiteLink className={page.chip} to="/dictionary">
            Pénzügyi szótár
          </SiteLink>
        </div>
      </section>
      <h2 className={page.sectionTitle}>Legfrissebb cikkek</h2>
      <BlogList headingLevel="h3" />
      <NewsletterForm />
    </>
  );
}
