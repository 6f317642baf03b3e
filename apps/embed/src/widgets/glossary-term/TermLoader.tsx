import { GlossaryTerm, type GlossaryTermData, type GlossaryTermHref } from '@penzugy/widgets';
import { useEffect, useState } from 'react';
import { FetchJsonError, fetchJson } from '../../runtime/fetch-json';
import { RUNTIME_STRINGS as S } from '../../runtime/strings';
import { isGlossaryTermData, withLinksFrom } from './settings';

interface TermState {
  /** undefined while loading, null when the glossary has no such term (HTTP 404). */
  term: GlossaryTermData | null | undefined;
  error: string | null;
}

export interface TermLoaderProps {
  dataUrl: string;
  termHref: GlossaryTermHref;
  backHref: string;
  onLoad: (term: GlossaryTermData | null) => void;
}

/** Fetches the term's document and shows it with GlossaryTerm (loading, not found, error with retry). */
export function TermLoader({ dataUrl, termHref, backHref, onLoad }: TermLoaderProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TermState>({ term: undefined, error: null });
  useEffect(() => {
    const controller = new AbortController();
    setState({ term: undefined, error: null });
    fetchJson<unknown>(dataUrl, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        if (isGlossaryTermData(data)) {
          setState({ term: withLinksFrom(data, dataUrl), error: null });
          onLoad(data);
        } else setState({ term: undefined, error: S.fetch.notJson });
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        if (e instanceof FetchJsonError && e.status === 404) {
          setState({ term: null, error: null });
          onLoad(null);
        } else setState({ term: undefined, error: e instanceof Error ? e.message : S.fetch.notJson });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onLoad is a notification; a new one must not refetch
  }, [dataUrl, attempt]);
  return (
    <GlossaryTerm
      term={state.term}
      error={state.error}
      onRetry={() => setAttempt((n) => n + 1)}
      termHref={termHref}
      backHref={backHref}
    />
  );
}
