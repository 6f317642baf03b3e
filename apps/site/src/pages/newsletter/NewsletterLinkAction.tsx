import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@penzugy/widgets';
import type { LinkResult } from '../../newsletter/newsletter-db';
import { PageHeader } from '../common/states';
import * as page from '../common/pages.css';
import { NEWSLETTER_LINK_STRINGS as S } from './strings';
import { SiteLink } from '../../shell/SiteLink';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'result'; result: LinkResult };

function message(kind: 'confirm' | 'unsubscribe', result: LinkResult): string {
  switch (result) {
    case 'confirmed':
    case 'unsubscribed':
      return S[kind].done;
    case 'invalid':
      return S.invalid;
    case 'rate-limited':
      return S.rateLimited;
    default:
      return S.failed;
  }
}

/**
 * The page behind a newsletter mail's link (/hirlevel/megerosites, /hirlevel/leiratkozas). The
 * token is the link's fragment, which reaches no server log; nothing happens until the visitor
 * presses the button, so a mail scanner that opens every link confirms or unsubscribes nobody.
 */
export function NewsletterLinkAction({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const token = useLocation().hash.replace(/^#/, '');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const texts = S[kind];
  const done = state.kind === 'result' && (state.result === 'confirmed' || state.result === 'unsubscribed');

  const submit = async () => {
    setState({ kind: 'sending' });
    const { openNewsletterLink } = await import('../../newsletter/newsletter-db');
    setState({ kind: 'result', result: await openNewsletterLink(kind, token) });
  };

  return (
    <>
      <PageHeader title={texts.title} lead={texts.lead} />
      {token ? (
        !done && (
          <Button onClick={() => void submit()} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? S.sending : texts.button}
          </Button>
        )
      ) : (
        <p role="alert">{S.missing}</p>
      )}
      <p role="status" className={page.spaced}>
        {state.kind === 'result' ? message(kind, state.result) : ''}
      </p>
      <p>
        <SiteLink className={page.textLink} to="/">
          {S.home}
        </SiteLink>
      </p>
    </>
  );
}
