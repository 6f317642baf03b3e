import { safeHref } from '@penzugy/widgets';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import * as pages from '../common/pages.css';
import * as styles from './library.css';
import { filingsAsOf, recentFilings, type FilingsAnswer } from './recent-filings';

/**
 * The library companies' latest filings on SEC EDGAR, dated (issue 28: every figure from a dataset
 * carries its as-of date and source). Shown once a refresh has fetched the list; before that, and if
 * the service cannot answer, nothing: the library above works from its own files.
 */
export function RecentFilings() {
  const answer = useJson<FilingsAnswer>(ENDPOINTS.marketFilings);
  if (answer.status !== 'ready') return null;
  const companies = recentFilings(answer.data);
  const asOf = filingsAsOf(answer.data.dataset);
  if (companies.length === 0 || !asOf) return null;
  return (
    <section aria-labelledby="recent-filings-title">
      <h2 id="recent-filings-title" className={pages.sectionTitle}>
        Legfrissebb jelentések az EDGAR-ban
      </h2>
      <p className={styles.asOf}>{asOf}</p>
      <ul className={styles.companies}>
        {companies.map((company) => (
          <li key={company.cik}>
            <h3 className={styles.company}>{company.title}</h3>
            <ul className={styles.filings}>
              {company.filings.map((f) => (
                <li key={f.key}>
                  <a href={safeHref(f.url)} rel="noopener noreferrer" target="_blank">
                    {f.form}, {f.date}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
