/**
 * The glossary term chunk: `<penzugy-glossary-term term="teljes-hiteldij-mutato">`. It fetches the
 * term's document (the page's CSP must allow it in `connect-src`) and shows the definition, the
 * related terms and the calculator that fits, as the site's term page does.
 */
import { defineWidget } from '../../runtime/define-widget';
import { GLOSSARY_TERM_ATTRIBUTES, glossaryHomeUrl, termDataUrl, termPageUrl } from './settings';
import { TermLoader } from './TermLoader';

export const mount = defineWidget({
  name: 'glossary-term',
  attributes: GLOSSARY_TERM_ATTRIBUTES,
  render: (values, { emit }) => (
    <TermLoader
      dataUrl={termDataUrl(values)}
      termHref={(item) => termPageUrl(values, item.properName)}
      backHref={glossaryHomeUrl(values)}
      onLoad={(term) => emit('result', { term: term?.properName ?? null, found: term !== null })}
    />
  ),
});
