/**
 * JSON documents a page was prerendered with. The prerender fills it before rendering a page (and
 * learns which documents the page asks for by rendering it), the browser fills it from the page's
 * `<script type="application/json" id="penzugy-data">`, so `useJson` starts ready and the hydrated
 * page matches the HTML without a loading flash or a second request.
 */
const documents = new Map<string, unknown>();
const asked = new Set<string>();

/** The id of the element that carries a prerendered page's data (read by main.tsx). */
export const PRELOAD_ELEMENT_ID = 'penzugy-data';

/** What a prerendered page carries for the browser: where it was rendered and the documents it read. */
export interface PreloadPayload {
  /** The path the HTML was rendered for; another path (a fallback page) is rendered, not hydrated. */
  path: string;
  json: Record<string, unknown>;
}

/** Adds documents by URL. */
export function seedJson(json: Record<string, unknown>): void {
  for (const [url, body] of Object.entries(json)) documents.set(url, body);
}

/** A preloaded document, noting the URL as asked for (the prerender's way to learn a page's data). */
export function preloadedJson(url: string): unknown {
  asked.add(url);
  return documents.get(url);
}

/** The URLs asked for since the last call, and forgets them. */
export function takeAskedUrls(): string[] {
  const urls = [...asked];
  asked.clear();
  return urls;
}

/** Forgets every document (between two prerendered pages). */
export function clearPreloaded(): void {
  documents.clear();
  asked.clear();
}
