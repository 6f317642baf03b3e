import { GlossaryLanding, type GlossaryLetterGroup } from '@penzugy/widgets';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { PageHeader } from '../common/states';

/** /dictionary: the letter bar and up to 12 terms per letter (docs/product.md#dictionary), from dictionary_terms.json (docs/product.md#dictionary). */
export default function DictionaryPage() {
  const groups = useJson<GlossaryLetterGroup[]>(ENDPOINTS.dictionaryTerms);
  return (
    <>
      <PageHeader
        title="Pénzügyi szótár"
        lead="Pénzügyi és befektetési fogalmak érthető magyarázata, a magyar ábécé rendjében."
      />
      <GlossaryLanding
        groups={groups.data}
        error={groups.status === 'error' ? groups.error : null}
        onRetry={groups.reload}
      />
    </>
  );
}
