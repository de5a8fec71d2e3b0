import { AccountAuthenticatorEd25519, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import {
  type AptosAddress,
  aptosAddressOfKey,
  aptosRawTransaction,
  aptosSignedBytes,
  aptosSigningMessage,
  deriveAptosAccounts,
  planAptosSweep,
} from '.';
import { decodeAptosTransaction } from './testing/decode-transaction';

// A collection from 20 keys (a 20-account mnemonic range): each wallet's sweep planned from its balances and its
// transactions' simulated gas, built, signed with that wallet's own key, decoded from BCS and checked field by field.

const MNEMONIC = 'shoot island position soft burden budget tooth cruel issue economy destroy above';
const DESTINATION = `0x${'de'.repeat(32)}` as AptosAddress;
const RECEIVER = `0x${'fe'.repeat(32)}` as AptosAddress;
const FA = `0x${'bc'.repeat(32)}` as AptosAddress;
const COIN = `0x${'1a'.repeat(32)}::asset::USDT`;
const PRICE = 100n;

describe('Aptos collection: one sweep per wallet, "all" leaving exactly the gas, our fee last', () => {
  it('sweeps 20 wallets of a mnemonic range, each signed by its own key and decoded', () => {
    const accounts = deriveAptosAccounts(MNEMONIC, { start: 0, count: 20 });
    expect(new Set(accounts.map((account) => account.address)).size).toBe(20);
    for (const [index, account] of accounts.entries()) {
      const key = new Ed25519PrivateKey(account.privateKey);
      expect(aptosAddressOfKey(key)).toBe(account.address);
      const tokens = [
        ...(index % 2 === 0 ? [{ asset: { kind: 'fa' as const, metadata: FA }, amount: 1_000n + BigInt(index) }] : []),
        ...(index % 3 === 0 ? [{ asset: { kind: 'coin' as const, coinType: COIN }, amount: 77n }] : []),
      ];
      const aptBalance = 10_000_000n + BigInt(index) * 1_000_003n;
      const gasUsed = [...tokens.map(() => 60n), 45n];
      const plan = planAptosSweep({
        destination: DESTINATION,
        feeReceiver: RECEIVER,
        aptBalance,
        tokens,
        gasUnitPrice: PRICE,
        gasUsed,
      });
      if (!plan.ok) throw new Error('planned a top-up');
      // Everything the wallet held is accounted for: sent, our fee, and exactly the gas its transactions may use.
      expect(plan.aptSent + plan.fee + plan.gasReserve).toBe(aptBalance);
      expect(plan.fee).toBe(500_000n);
      const decoded = plan.transactions.map((transaction, sequence) => {
        const raw = aptosRawTransaction(transaction.payload, {
          sender: account.address,
          sequenceNumber: BigInt(sequence),
          maxGasAmount: transaction.maxGasAmount,
          gasUnitPrice: PRICE,
          expirationSeconds: 1_900_000_000n,
        });
        const authenticator = new AccountAuthenticatorEd25519(key.publicKey(), key.sign(aptosSigningMessage(raw)));
        return decodeAptosTransaction(aptosSignedBytes(raw, authenticator));
      });
      expect(decoded).toHaveLength(tokens.length + 1);
      tokens.forEach((token, position) => {
        expect(decoded[position]).toMatchObject({
          sender: account.address,
          sequenceNumber: BigInt(position),
          maxGasAmount: 60n,
          function:
            token.asset.kind === 'fa'
              ? '0x1::aptos_account::batch_transfer_fungible_assets'
              : '0x1::aptos_account::batch_transfer_coins',
          recipients: [DESTINATION],
          amounts: [token.amount],
          isSignatureValid: true,
        });
      });
      const last = decoded[tokens.length];
      expect(last).toMatchObject({
        function: '0x1::aptos_account::batch_transfer',
        maxGasAmount: 45n,
        recipients: [DESTINATION, RECEIVER],
        amounts: [aptBalance - 500_000n - PRICE * (45n + 60n * BigInt(tokens.length)), 500_000n],
        isSignatureValid: true,
      });
      // Signed by this wallet's own key (the authenticator's public key is this account's).
      expect(last.publicKey).toBe(key.publicKey().toString());
    }
  });

  it('asks for a top-up when the APT cannot pay the fee and the gas, and refuses gas past the limit', () => {
    const plan = planAptosSweep({
      destination: DESTINATION,
      feeReceiver: RECEIVER,
      aptBalance: 500_000n,
      tokens: [{ asset: { kind: 'fa', metadata: FA }, amount: 5n }],
      gasUnitPrice: PRICE,
      gasUsed: [60n, 45n],
    });
    expect(plan).toEqual({ ok: false, reason: 'needsTopUp', shortfall: 10_500n });
    // A wallet holding exactly the fee and the gas sends our fee alone (nothing left to move).
    const exact = planAptosSweep({
      destination: DESTINATION,
      feeReceiver: RECEIVER,
      aptBalance: 504_500n,
      tokens: [],
      gasUnitPrice: PRICE,
      gasUsed: [45n],
    });
    expect(exact).toMatchObject({ ok: true, aptSent: 0n, gasReserve: 4_500n });
    expect(() =>
      planAptosSweep({
        destination: DESTINATION,
        feeReceiver: RECEIVER,
        aptBalance: 1n,
        tokens: [],
        gasUnitPrice: PRICE,
        gasUsed: [2_000_001n],
      }),
    ).toThrow(RangeError);
  });
});
