'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import { useHttpClient } from '@/lib/client/http-client-context';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { PublishedToken } from './publish-chain';

type VerifyState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'pending'; guid: string }
  | { phase: 'verified' }
  | { phase: 'failed'; reason: string }
  | { phase: 'error'; error: unknown };

/** The explorer takes a while to compile: asked again this often, up to POLL_LIMIT times. */
const POLL_INTERVAL_MS = 5_000;
const POLL_LIMIT = 36;

/** Offers the token's source verification on the chain's explorer, through our server (which holds the API key). */
export function VerifyPanel({ locale, token }: { locale: Locale; token: PublishedToken }) {
  const t = useTranslations('tokenPublish.verify');
  const http = useHttpClient();
  const [state, setState] = useState<VerifyState>({ phase: 'idle' });
  const polls = useRef(0);

  async function submit() {
    setState({ phase: 'submitting' });
    polls.current = 0;
    try {
      const answer = await http.post<{ state: 'submitted'; guid: string } | { state: 'verified' }>(
        '/api/rpc/opensource/verify',
        {
          chainId: token.chainId,
          contractAddress: token.address,
          variant: token.variant,
          constructorArguments: token.constructorArguments,
        },
      );
      setState(answer.state === 'verified' ? { phase: 'verified' } : { phase: 'pending', guid: answer.guid });
    } catch (error) {
      setState({ phase: 'error', error });
    }
  }

  const guid = state.phase === 'pending' ? state.guid : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer sets a new state object, which schedules the next poll.
  useEffect(() => {
    if (!guid) return;
    let isCurrent = true;
    const timer = setTimeout(async () => {
      try {
        const answer = await http.post<
          { state: 'pending' } | { state: 'verified' } | { state: 'failed'; reason: string }
        >('/api/rpc/opensource/verify/status', { chainId: token.chainId, guid });
        if (!isCurrent) return;
        polls.current += 1;
        if (answer.state === 'verified') setState({ phase: 'verified' });
        else if (answer.state === 'failed') setState({ phase: 'failed', reason: answer.reason });
        else if (polls.current >= POLL_LIMIT) setState({ phase: 'failed', reason: t('stillPending') });
        else setState({ phase: 'pending', guid });
      } catch (error) {
        if (isCurrent) setState({ phase: 'error', error });
      }
    }, POLL_INTERVAL_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [guid, http, token.chainId, t, state]);

  const codeLink = evmExplorerLink(token.chainId, 'address', token.address);
  const isBusy = state.phase === 'submitting' || state.phase === 'pending';
  return (
    <section className="send-token__panel" aria-label={t('legend')} data-testid="verify-panel">
      <h2>{t('legend')}</h2>
      <p className="account-card__muted">{t('intro')}</p>
      {state.phase === 'verified' ? (
        <p className="account-alert account-alert--notice" role="status">
          {t('verified')}{' '}
          {codeLink && (
            <a href={`${codeLink}#code`} target="_blank" rel="noreferrer">
              {t('viewCode')}
            </a>
          )}
        </p>
      ) : (
        <button type="button" className="button" disabled={isBusy} onClick={() => void submit()}>
          {state.phase === 'failed' || state.phase === 'error' ? t('retry') : t('submit')}
        </button>
      )}
      {isBusy && (
        <p className="account-field__hint" role="status">
          {state.phase === 'submitting' ? t('submitting') : t('pending')}
        </p>
      )}
      {state.phase === 'failed' && (
        <p className="account-field__error" role="alert">
          {t('failed', { reason: state.reason })}
        </p>
      )}
      {state.phase === 'error' && (
        <p className="account-field__error" role="alert">
          {t('error', { message: localizeError(state.error, locale) })}
        </p>
      )}
    </section>
  );
}
