/**
 * Serialising the update-portfolio answer. Most of a large answer is the chart: the dates and the
 * growth-of-100 line of every stock and of the benchmark. Those depend only on the aligned closes,
 * not on the objective, shorting or the risk-free rate, so their JSON is made once per aligned data
 * set (update-portfolio.ts keeps it with the data) and reused; only the small fields are serialised
 * per request. The text is the same JSON as JSON.stringify would give, with `dates` and
 * `timeSeries` at the end.
 */

/**
 * @param head every field but `dates` and `timeSeries`
 * @param datesJson the dates as a JSON array
 * @param seriesJson the members of the `timeSeries` object (`"Portfolio":[…],"AAPL":[…],…`)
 */
export function serializeResponse(head: object, datesJson: string, seriesJson: string): string {
  const text = JSON.stringify(head).slice(0, -1); // without the closing brace
  return `${text}${text === '{' ? '' : ','}"dates":${datesJson},"timeSeries":{${seriesJson}}}`;
}
