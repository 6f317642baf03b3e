import {
  GlossaryTerm,
  useAsyncData,
  useCallbackRef,
  type GlossaryTermData,
  type GlossaryTermHref,
} from '@penzugy/widgets';
import { FetchJsonError, fetchJson } from '../../runtime/fetch-json';
import { RUNTIME_STRINGS as S } from '../../runtime/strings';
import { isGlossaryTermData, withLinksFrom } from './settings';

export interface TermLoaderProps {
  dataUrl: string;
  termHref: GlossaryTermHref;
  backHref: string;
  onLoad: (term: GlossaryTermData | null) => void;
}

/** The glossary has no such term: the document answered HTTP 404. */
const NOT_FOUND = null;

/**
 * Fetches the term's document (useAsyncData: a new url aborts the old request, retry loads it again)
 * and shows it with GlossaryTerm: loading, not found, error with retry.
 */
export function TermLoader({ dataUrl, termHref, backHref, onLoad }: TermLoaderProps) {
  const notify = useCallbackRef(onLoad);
  const load = useAsyncData(dataUrl, async (url, signal): Promise<GlossaryTermData | typeof NOT_FOUND> => {
    let data: unknown;
    try {
      data = await fetchJson<unknown>(url, signal);
    } catch (e) {
      if (!(e instanceof FetchJsonError && e.status === 404)) throw e;
      notify(NOT_FOUND);
      return NOT_FOUND;
    }
    if (!isGlossaryTermData(data)) throw new Error(S.fetch.notJson);
    notify(data);
    return withLinksFrom(data, url);
  });
  return (
    <GlossaryTerm
      term={load.status === 'ready' ? load.data : undefined}
      error={load.status === 'error' ? (load.error instanceof Error ? load.error.message : S.fetch.notJson) : null}
      onRetry={load.retry}
      termHref={termHref}
      backHref={backHref}
    />
  );
}
