import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { GlossaryTerm, type GlossaryTermData } from '@penzugy/widgets';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { useDocumentTitle } from '../../shell/RoutePage';
import { resolveTermName } from './term-names';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The JSON document of /dictionary/{properName}?path={path} (docs/product.md#dictionary). Only paths inside the
 * dictionary folder are followed (the query string is user input); without one, the conventional
 * path of the properName is used, so shared links still work.
 */
export function termDocumentPath(properName: string, path: string | null): string | null {
  if (path && /^learning\/dictionary\/[a-z0-9-]+\.json$/.test(path)) return path;
  return SLUG.test(properName) ? `learning/dictionary/${properName}.json` : null;
}

/**
 * One term. A name that is not a slug ('THM', 'Önerő' from a calculator's glossary link) or an
 * unknown slug is looked up among the names and aliases and replaced by the canonical address.
 */
export default function TermPage() {
  const { properName = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const docPath = termDocumentPath(properName, params.get('path'));
  const term = useJson<GlossaryTermData>(docPath ? ENDPOINTS.dictionaryTerm(docPath) : null);
  const lookUp = docPath === null || (term.status === 'error' && term.httpStatus === 404);
  const names = useJson<Record<string, string>>(lookUp ? ENDPOINTS.dictionaryNames : null);
  const resolved = resolveTermName(names.data, properName);

  useEffect(() => {
    if (lookUp && resolved && resolved !== properName) {
      navigate(`/dictionary/${resolved}?path=${encodeURIComponent(`learning/dictionary/${resolved}.json`)}`, {
        replace: true,
      });
    }
  }, [lookUp, resolved, properName, navigate]);

  useDocumentTitle(term.data ? `${term.data.displayName} – szótár` : undefined);
  const notFound = lookUp && names.status !== 'loading' && !resolved;
  const error = names.status === 'error' ? names.error : term.status === 'error' && !lookUp ? term.error : null;
  return (
    <GlossaryTerm
      as="h1"
      term={notFound ? null : lookUp ? undefined : term.data}
      error={error}
      onRetry={names.status === 'error' ? names.reload : term.reload}
    />
  );
}
