import { visuallyHiddenClass } from '../../../VisuallyHidden';

export interface ScreenReaderSummaryProps {
  /** What the table shows. */
  caption: string;
  /** Column headers; the first column holds the row headers. */
  columns: readonly string[];
  /** Rows of formatted cells, the first cell naming the row. */
  rows: readonly { key: string; cells: readonly string[] }[];
  /** Extra sentences after the table (e.g. a marker's position). */
  notes?: readonly string[] | undefined;
}

/**
 * The data of a chart as a visually hidden table, so a screen reader gets the numbers the picture
 * shows (the SVG itself is one image with a name).
 */
export function ScreenReaderSummary({ caption, columns, rows, notes = [] }: ScreenReaderSummaryProps) {
  return (
    <div className={visuallyHiddenClass}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.cells[0]}</th>
              {row.cells.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
