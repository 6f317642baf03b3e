export { Table, TABLE_ALIGNMENTS } from './Table';
export type { TableProps, TableColumn, TableColumnOf, TableAlign } from './Table';
export { toCsv, csvField, csvFileName, CSV_BOM, CSV_LINE_BREAK } from './csv';
export type { CsvColumn, CsvOptions, CsvValue } from './csv';
export { downloadCsv } from './download';
export { TABLE_DEFAULT_PAGE_SIZE, TABLE_DEFAULT_MAX_HEIGHT } from './constants';
export { TABLE_STRINGS } from './strings';
