import { useSearchParams } from 'react-router-dom';
import { GlossaryLetterList, type GlossaryLetterGroup } from '@penzugy/widgets';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { useDocumentTitle } from '../../shell/RoutePage';

/** /all-terms?letter={letter}: every term of one letter; without a letter, the first one. */
export default function AllTermsPage() {
  const [params] = useSearchParams();
  const groups = useJson<GlossaryLetterGroup[]>(ENDPOINTS.dictionaryTerms);
  const letter = params.get('letter') ?? groups.data?.[0]?.letter ?? '';
  useDocumentTitle(letter ? `Szótár: ${letter}` : undefined);
  return (
    <GlossaryLetterList
      as="h1"
      groups={groups.data}
      letter={letter}
      error={groups.status === 'error' ? groups.error : null}
      onRetry={groups.reload}
    />
  );
}
