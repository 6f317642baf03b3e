/**
 * Serialising the update-portfolio answer. Most of a large answer is the chart: the dates and the
 * growth-of-100 line of every stock and of the benchmark. Those depend only on the aligned closes,
 * not on the objective, shorting or the risk-free rate, so their JSON is made once per aligned data
 * set (update-portfolio.ts keeps it with the data) and reused; only the small fields are serialised
 * per request. The text (headText + tailText) is the same JSON as JSON.stringify would give, with
 * `dates` and `timeSeries` at the end.
 */

/** The answer's text up to `"dates"`: the head's members and a comma (gzip-parts.ts compresses it per request). */
export function headText(head: object): string {
  const text = JSON.stringify(head).slice(0, -1); // without the closing brace
  return text === '{' ? text : `${text},`;
}

/** The rest: dates and series and the closing brace, the same for every request on the same data. */
export function tailText(datesJson: string, seriesJson: string): string {
  return `"dates":${datesJson},"timeSeries":{${seriesJson}}}`;
}
