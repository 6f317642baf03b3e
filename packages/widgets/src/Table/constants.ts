/** Rows per page. 24 months = two years of a loan schedule; 360 rows make 15 pages. */
export const TABLE_DEFAULT_PAGE_SIZE = 24;
/** Height of the scroll area under the sticky header. */
export const TABLE_DEFAULT_MAX_HEIGHT = '70vh';
