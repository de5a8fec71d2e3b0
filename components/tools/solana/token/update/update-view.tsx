'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { tokenToolFeeLamports } from '@/chains/solana/fees';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { useToolDraft } from '@/lib/client/tool-draft';
import { ActionPanel } from '../shared/action-panel';
import { addressKey } from '../shared/addresses';
import { authorityReason, type BlockReason } from '../shared/block-reasons';
import { MintLookup } from '../shared/mint-lookup';
import { ReasonText } from '../shared/reason-text';
import { TokenLoadStatus } from '../shared/token-load-status';
import { TokenOverview } from '../shared/token-overview';
import { mintHref, type TokenPageControls, type TokenToolProps, type TokenWallet } from '../shared/token-wallet';
import { useManagedToken } from '../shared/use-managed-token';
import { useTokenAction } from '../shared/use-token-action';
import { UpdateFields } from './update-fields';
import { prepareUpdatePlan } from './update-flow';
import { checkUpdateForm, formFromMetadata, type UpdateForm, type UpdateIssues } from './update-form';

/** The edits kept as the page's draft, for the token they were made on. */
interface UpdateDraft {
  mint: string;
  form: UpdateForm | null;
}

const EMPTY_DRAFT: UpdateDraft = { mint: '', form: null };

function parseUpdateDraft(raw: unknown): UpdateDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { mint, form } = raw as Record<string, unknown>;
  if (typeof mint !== 'string' || !form || typeof form !== 'object') return null;
  const fields = form as Record<string, unknown>;
  const texts = ['name', 'symbol', 'uri', 'newAuthority'] as const;
  if (texts.some((key) => typeof fields[key] !== 'string') || typeof fields.confirmRevoke !== 'boolean') return null;
  if (fields.authority !== 'keep' && fields.authority !== 'transfer' && fields.authority !== 'revoke') return null;
  return { mint, form: form as UpdateForm };
}

export interface UpdateViewProps extends TokenToolProps, TokenPageControls {
  rpc: SolanaRpc;
  wallet: TokenWallet | null;
}

/** solana/token/update: read the token's metadata, edit it, optionally hand over or give up the authority. */
export function UpdateView({
  rpc,
  wallet,
  feeReceiver,
  referrer,
  links,
  initialMint,
  rpcChoice,
  onConnect,
}: UpdateViewProps) {
  const t = useTranslations('solanaToken');
  const page = useTranslations('solanaTokenUpdate');
  const receiver = useMemo(() => addressKey(feeReceiver), [feeReceiver]);
  const reader = useManagedToken(rpc, wallet?.publicKey ?? null);
  const token = reader.state.phase === 'ready' ? reader.state.token : undefined;
  const action = useTokenAction(rpc, wallet);
  const [form, setForm] = useState<UpdateForm>(() => formFromMetadata(null));
  const [draft, setDraft] = useToolDraft('solana-token-update', EMPTY_DRAFT, parseUpdateDraft);
  const [issues, setIssues] = useState<UpdateIssues>({});
  // The form is filled from the chain once per token read for it (a wallet switch re-reads but keeps the edits).
  const [formFor, setFormFor] = useState('');
  const mint = token?.mint.toBase58() ?? '';
  useEffect(() => {
    if (!token || formFor === mint) return;
    // Edits made on this token before a language switch or a reload come back; otherwise the chain's values.
    setForm(draft.mint === mint && draft.form ? draft.form : formFromMetadata(token.metadata));
    setIssues({});
    setFormFor(mint);
  }, [token, mint, formFor, draft]);

  let reason: BlockReason | undefined;
  if (!token) reason = { key: 'loadToken' };
  else if (!wallet) reason = { key: 'connectWallet' };
  else reason = authorityReason(token, 'metadata');

  function change(next: Partial<UpdateForm>) {
    const edited = { ...form, ...next };
    setForm(edited);
    setDraft({ mint, form: edited });
    if (action.state.phase === 'ready' || action.state.phase === 'failed') action.reset();
    setIssues({});
  }

  function review() {
    const checked = checkUpdateForm(form);
    setIssues(checked.issues);
    if (!checked.value || !token || !wallet || !receiver || reason) return;
    const request = { ...checked.value, owner: wallet.publicKey, mint: token.mint, feeReceiver: receiver, referrer };
    void action.review(() => prepareUpdatePlan(rpc, request));
  }

  async function confirm() {
    const signature = await action.confirm();
    if (signature) {
      // Read back what the chain now holds, and fill the form from it.
      setFormFor('');
      await reader.refresh();
    }
    return signature;
  }

  return (
    <section className="send-token" aria-label={page('title')}>
      {!receiver && (
        <p className="account-alert account-alert--error" role="alert">
          {t('badConfig')}
        </p>
      )}
      <MintLookup
        draftTool="solana-token-update-mint"
        initialMint={initialMint}
        onLoad={(key) => {
          action.reset();
          void reader.read(key);
        }}
        isLoading={reader.state.phase === 'loading'}
      />
      <TokenLoadStatus state={reader.state} rpcChoice={rpcChoice} onRetry={() => void reader.refresh()} />
      {token && <TokenOverview token={token} hasWallet={!!wallet} />}
      {reason && <ReasonText reason={reason} testId="token-update-reason" />}
      {token?.metadata && (
        <UpdateFields
          form={form}
          issues={issues}
          source={token.metadata.source}
          onChange={change}
          disabled={(!!reason && reason.key !== 'connectWallet') || action.isBusy}
        />
      )}
      <ActionPanel
        action={{ ...action, confirm }}
        onReview={review}
        reviewLabel={page('review')}
        signLabel={page('sign')}
        canReview={!reason && !!receiver}
        connect={
          reason?.key === 'connectWallet' && receiver && onConnect
            ? { onConnect, serviceFee: tokenToolFeeLamports('update') }
            : undefined
        }
        rentLabel={t('costs.topUp')}
        done={token ? <a href={mintHref(links.account, mint)}>{page('manage')}</a> : null}
        testId="token-update"
      />
    </section>
  );
}
