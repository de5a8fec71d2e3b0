'use client';

import { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { memorableAddressFeeLamports } from '@/chains/solana/fees';
import { createSolanaConnection } from '@/chains/solana/rpc';
import { prepareVanityActivation, VanityFundingTooLowError } from '@/chains/solana/vanity-activation';
import { feeReceiverKey } from '@/components/tools/solana/close-account/fee-receiver';
import { solText } from '@/components/tools/solana/close-account/sol-amount';
import { usableReferrer } from '@/components/tools/solana/referral/usable-referrer';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import { sendTokenTransaction } from '@/components/tools/solana/token/shared/send-token-transaction';
import { SolanaWalletPanel, SolanaWalletProvider, useSolanaWalletSigner } from '@/components/wallet/solana';
import { tryParseDecimal } from '@/lib/fees/decimal';

export interface SolanaVanityActivateProps {
  /** Found addresses (public keys only: the panel never sees a secret). */
  addresses: readonly string[];
  feeReceiver: string;
  referrer?: string;
}

const DEFAULT_AMOUNT = '0.01';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'sent'; signature: string }
  | { kind: 'done'; signature: string; address: string }
  | { kind: 'error'; message: string };

function ActivateForm({ addresses, feeReceiver, referrer }: SolanaVanityActivateProps) {
  const t = useTranslations('solanaVanityAddress.activate');
  const rpcChoice = useSolanaRpc();
  const rpcUrl = rpcChoice.resolveUrl();
  const rpc = useMemo(() => createSolanaConnection(rpcUrl), [rpcUrl]);
  const { publicKey, sign } = useSolanaWalletSigner();
  const [picked, setPicked] = useState(addresses[0] ?? '');
  // A new run replaces the results: fall back to its first address.
  const address = addresses.includes(picked) ? picked : (addresses[0] ?? '');
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const fee = solText(memorableAddressFeeLamports());
  const receiver = feeReceiverKey(feeReceiver);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!publicKey || !receiver) return;
    const lamports = tryParseDecimal(amount.trim(), 9);
    if (lamports === undefined) {
      setOutcome({ kind: 'error', message: t('badAmount') });
      return;
    }
    setOutcome({ kind: 'working' });
    try {
      const vanity = new PublicKey(address);
      const paidReferrer = await usableReferrer(rpc, referrer, [receiver, publicKey, vanity]);
      const prepared = await prepareVanityActivation(rpc, {
        payer: publicKey,
        vanity,
        lamports,
        fee: { receiver, ...(paidReferrer ? { referrer: paidReferrer } : {}) },
      });
      const signature = await sendTokenTransaction(
        rpc,
        {
          transaction: prepared.transaction,
          lastValidBlockHeight: prepared.lastValidBlockHeight,
          signers: [],
          costs: { serviceFee: prepared.fee, networkFee: prepared.networkFee, rent: 0n },
        },
        sign,
        { onSent: (sent) => setOutcome({ kind: 'sent', signature: sent }) },
      );
      setOutcome({ kind: 'done', signature, address });
    } catch (error) {
      if (error instanceof VanityFundingTooLowError) {
        setOutcome({ kind: 'error', message: t('tooLow', { minimum: solText(error.minimum) }) });
      } else {
        setOutcome({ kind: 'error', message: t('failed', { reason: error instanceof Error ? error.message : '' }) });
      }
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate data-testid="vanity-activate">
      <SolanaWalletPanel />
      <SolanaRpcField rpc={rpcChoice} testId="vanity-activate-rpc" />
      <div className="account-field">
        <label htmlFor="vanity-activate-address" className="account-field__label">
          {t('address')}
        </label>
        <select
          id="vanity-activate-address"
          className="account-field__input"
          value={address}
          onChange={(event) => setPicked(event.target.value)}
        >
          {addresses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label htmlFor="vanity-activate-amount" className="account-field__label">
          {t('amount')}
        </label>
        <input
          id="vanity-activate-amount"
          className="account-field__input"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p className="account-field__hint">{t('amountHint', { fee })}</p>
      </div>
      {receiver ? null : <p className="account-field__error">{t('noReceiver')}</p>}
      <button
        type="submit"
        className="wallet-tools__button"
        disabled={!publicKey || !receiver || outcome.kind === 'working' || outcome.kind === 'sent'}
      >
        {t('submit', { fee })}
      </button>
      {outcome.kind === 'working' ? <p role="status">{t('working')}</p> : null}
      {outcome.kind === 'sent' ? <p role="status">{t('sent', { signature: outcome.signature })}</p> : null}
      {outcome.kind === 'done' ? (
        <p role="status" data-testid="vanity-activate-done">
          {t('done', { address: outcome.address, signature: outcome.signature })}
        </p>
      ) : null}
      {outcome.kind === 'error' ? (
        <p className="account-field__error" role="alert">
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The optional on-chain step (chains/solana/fees.ts, memorable address): the connected wallet funds a found address
 * and pays the 0.1 SOL fee in the same transaction. Loaded in the browser only, with the wallet adapter.
 */
export default function SolanaVanityActivate(props: SolanaVanityActivateProps) {
  const rpcChoice = useSolanaRpc();
  return (
    <SolanaWalletProvider endpoint={rpcChoice.resolveUrl()}>
      <ActivateForm {...props} />
    </SolanaWalletProvider>
  );
}
