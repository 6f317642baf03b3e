// A loader hook that turns module sources into strings, the form react-server-dom-webpack expects.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module' || typeof result.source === 'string') return result;
  return { ...result, source: Buffer.from(result.source).toString('utf8') };
}
