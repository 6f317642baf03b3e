/**
 * One download from a data source, with the checks every adapter needs before it parses anything:
 * the HTTP status (429 and 5xx are retried, then refused), an HTML page where data was expected (an
 * error or maintenance page served with 200), an empty or oversized answer, and the text's encoding
 * (declared charset, else UTF-8, else the source's legacy charset). Every failure is a
 * {@link SourceError} with a Hungarian reason that names the source.
 */

import { SourceError } from '../source-error';
import { soapFault } from '../sources/xml';

export { SourceError };

export type ExpectedFormat = 'csv' | 'xml' | 'json';

export interface FetchSourceOptions {
  /** Who is asked, for messages ("EKB", "MNB"…). */
  label: string;
  expect: ExpectedFormat;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Decode with this when the answer declares no charset and is not valid UTF-8 (KSH: windows-1250). */
  legacyCharset?: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Extra attempts after a retryable failure. */
  retries?: number;
  /** First pause before a retry, doubled each time; a Retry-After header wins (up to a minute). */
  retryBaseMs?: number;
  /** Called before every request (a rate limiter). */
  beforeRequest?: () => Promise<void>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface FetchedText {
  text: string;
  /** The final URL (after redirects). */
  url: string;
  contentType: string;
}

export const FETCH_DEFAULTS = { timeoutMs: 30_000, maxBytes: 50 * 1024 * 1024, retries: 2, retryBaseMs: 2_000 };

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** True when a text is an HTML document rather than the CSV, XML or JSON that was asked for. */
export function looksLikeHtml(text: string, contentType = ''): boolean {
  if (/\btext\/html\b/i.test(contentType)) return true;
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 512)
    .toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || /^<\?xml[^>]*>\s*<html/.test(head);
}

/** The charset a Content-Type declares, lower-cased, or undefined. */
export function declaredCharset(contentType: string): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1]?.toLowerCase();
}

/** Bytes as text: the declared charset; else UTF-8 if they are valid UTF-8; else `legacy`. */
export function decodeBytes(bytes: Uint8Array, contentType: string, legacy?: string, label = 'a forrás'): string {
  const declared = declaredCharset(contentType);
  if (declared) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      throw new SourceError(`${label}: ismeretlen karakterkódolás a válaszban: „${declared}”.`);
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    if (!legacy) throw new SourceError(`${label}: a válasz nem érvényes UTF-8 szöveg.`);
    return new TextDecoder(legacy).decode(bytes);
  }
}

function retryAfterMs(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

async function once(url: string, o: FetchSourceOptions): Promise<FetchedText & { retryAfter?: number }> {
  const doFetch = o.fetch ?? globalThis.fetch;
  const timeoutMs = o.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  const maxBytes = o.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  await o.beforeRequest?.();
  let res: Response;
  try {
    res = await doFetch(url, {
      method: o.method ?? 'GET',
      headers: o.headers,
      body: o.body,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    const cause = (e as Error).name === 'TimeoutError' ? `${timeoutMs} ms alatt nem válaszolt` : (e as Error).message;
    throw new SourceError(`${o.label}: a forrás nem érhető el (${cause}).`, true);
  }
  const contentType = res.headers.get('content-type') ?? '';
  if (res.status === 429 || res.status >= 500) {
    const body = await res.text().catch(() => '');
    // A SOAP fault (HTTP 500 from ASMX services) is the service refusing the request: not retried.
    const fault = soapFault(body);
    if (fault) throw new SourceError(`${o.label}: SOAP-hiba: ${fault}`);
    const error = new SourceError(
      `${o.label}: HTTP ${res.status}${res.status === 429 ? ' (túl sok kérés)' : ' (a forrás szerverhibát jelzett)'}.`,
      true,
    );
    throw Object.assign(error, { retryAfter: retryAfterMs(res) });
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > maxBytes) throw new SourceError(`${o.label}: a válasz nagyobb ${maxBytes} bájtnál.`);
  const text = decodeBytes(bytes, contentType, o.legacyCharset, o.label);
  if (!res.ok) throw new SourceError(`${o.label}: HTTP ${res.status}: ${text.trim().slice(0, 160)}`);
  if (looksLikeHtml(text, contentType))
    throw new SourceError(
      `${o.label}: adat helyett HTML-oldal érkezett (valószínűleg hiba- vagy karbantartási oldal).`,
    );
  if (text.trim() === '') throw new SourceError(`${o.label}: üres válasz érkezett.`);
  if (o.expect === 'xml') {
    const fault = soapFault(text);
    if (fault) throw new SourceError(`${o.label}: SOAP-hiba: ${fault}`);
  }
  return { text, url: res.url || url, contentType };
}

/** Downloads `url` with the checks above, retrying 429, 5xx and network failures. */
export async function fetchSource(url: string, options: FetchSourceOptions): Promise<FetchedText> {
  const retries = options.retries ?? FETCH_DEFAULTS.retries;
  const base = options.retryBaseMs ?? FETCH_DEFAULTS.retryBaseMs;
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(url, options);
    } catch (e) {
      if (!(e instanceof SourceError) || !e.retryable || attempt >= retries) throw e;
      const hinted = (e as SourceError & { retryAfter?: number }).retryAfter;
      await sleep(Math.min(60_000, hinted ?? base * 2 ** attempt));
    }
  }
}

/**
 * Spaces calls at least `minIntervalMs` apart (SEC EDGAR: at most 10 requests a second). Shared by all
 * requests of one adapter, in the order they ask.
 */
export function createRateLimiter(
  minIntervalMs: number,
  { now = () => Date.now(), sleep = realSleep }: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
) {
  let next = 0;
  let queue = Promise.resolve();
  return (): Promise<void> => {
    const turn = queue.then(async () => {
      const wait = next - now();
      if (wait > 0) await sleep(wait);
      next = now() + minIntervalMs;
    });
    queue = turn;
    return turn;
  };
}
