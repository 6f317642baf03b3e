/** The brand, appended to every document title. */
export const SITE_NAME = 'Pénzügy';

/**
 * The document title of a page: its own title, then the brand. Kept apart from the route table so
 * that pages (which the table loads lazily) can set their title without importing the table.
 */
export function documentTitle(title: string): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}
