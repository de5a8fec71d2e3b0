import {
  buildSuiCollectionTransaction,
  deriveSuiAccounts,
  generateSuiMnemonic,
  SUI_PROTOCOL_LIMITS,
  SuiCollectionError,
  type SuiObjectRef,
  suiCollectedAtLeast,
  suiKeypairFromPrivateKey,
  suiPtbBytes,
} from '.';
import { decodePtb, type PtbArgument, signerOf } from './testing/decode-ptb';

// A collection from 20 keys (derived from a mnemonic, as the page takes them pasted): each wallet's sweep PTB built,
// signed with that wallet's key in the test process, the signature verified by the SDK, the bytes decoded and checked
// command by command. No Sui node: execution is not shown (chains/sui/README.md).

const DESTINATION = `0x${'de'.repeat(32)}`;
const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const USDC = `0x${'dba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7'}::usdc::USDC`;
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const ref = (wallet: number, i: number, byte: string): SuiObjectRef => ({
  objectId: `0x${wallet.toString(16).padStart(4, '0')}${i.toString(16).padStart(4, '0')}${byte.repeat(28)}`,
  version: 10 + i,
  digest: DIGEST,
});

describe('Sui collection', () => {
  it('sweeps SUI and USDC from 20 keys: coins merged and moved, the fee, then the gas coin itself', async () => {
    const accounts = deriveSuiAccounts(generateSuiMnemonic(), { count: 20 });
    for (const [wallet, account] of accounts.entries()) {
      const suiCoins = Array.from({ length: 1 + (wallet % 3) }, (_, i) => ref(wallet, i, '5a'));
      const usdc = Array.from({ length: wallet % 4 }, (_, i) => ref(wallet, i, 'ac'));
      const tx = buildSuiCollectionTransaction({
        owner: account.address,
        destination: DESTINATION,
        sweepSui: true,
        coins: [{ coinType: USDC, objects: usdc }],
        suiCoins,
        gasPrice: 750n,
        gasBudget: 5_000_000n,
        feeReceiver: FEE_RECEIVER,
      });
      const bytes = await suiPtbBytes(tx);
      const { signature } = await suiKeypairFromPrivateKey(account.privateKey).signTransaction(bytes);
      expect(await signerOf(bytes, signature)).toBe(account.address);

      const { v1, commands, u64, address, objectId } = decodePtb(bytes);
      expect(v1.sender).toBe(account.address);
      expect(v1.gasData.owner).toBe(account.address);
      expect(v1.gasData.payment.map((payment) => payment.objectId)).toEqual(suiCoins.map((coin) => coin.objectId));
      expect(v1.gasData.budget).toBe('5000000');
      let next = 0;
      if (usdc.length > 0) {
        if (usdc.length > 1) {
          const merge = commands[next++].MergeCoins;
          expect(objectId(merge?.destination as PtbArgument)).toBe(usdc[0].objectId);
          expect(merge?.sources.map((source) => objectId(source as PtbArgument))).toEqual(
            usdc.slice(1).map((coin) => coin.objectId),
          );
        }
        const move = commands[next++].TransferObjects;
        expect(move?.objects.map((object) => objectId(object as PtbArgument))).toEqual([usdc[0].objectId]);
        expect(address(move?.address as PtbArgument)).toBe(DESTINATION);
      }
      const feeIndex = next;
      const split = commands[next++].SplitCoins;
      expect(split?.coin.$kind).toBe('GasCoin');
      expect(split?.amounts.map((amount) => u64(amount as PtbArgument))).toEqual([10_000_000n]);
      const fee = commands[next++].TransferObjects;
      expect(fee?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [feeIndex, 0] }]);
      expect(address(fee?.address as PtbArgument)).toBe(FEE_RECEIVER);
      const sweep = commands[next++].TransferObjects;
      expect(sweep?.objects).toEqual([{ $kind: 'GasCoin', GasCoin: true }]);
      expect(address(sweep?.address as PtbArgument)).toBe(DESTINATION);
      expect(commands).toHaveLength(next);
      expect(bytes.length).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxTxSizeBytes);
    }
  }, 60_000);

  it('merges SUI coins past the 256 gas payment objects into the gas coin before sweeping', async () => {
    const [account] = deriveSuiAccounts(generateSuiMnemonic(), { count: 1 });
    const suiCoins = Array.from({ length: 300 }, (_, i) => ref(1, i, '5b'));
    const tx = buildSuiCollectionTransaction({
      owner: account.address,
      destination: DESTINATION,
      sweepSui: true,
      suiCoins,
      gasPrice: 750n,
      gasBudget: 5_000_000n,
      feeReceiver: FEE_RECEIVER,
      feeMist: 0n,
    });
    const { v1, commands, objectId } = decodePtb(await suiPtbBytes(tx));
    expect(v1.gasData.payment).toHaveLength(256);
    expect(commands[0].MergeCoins?.destination.$kind).toBe('GasCoin');
    expect(commands[0].MergeCoins?.sources.map((source) => objectId(source as PtbArgument))).toEqual(
      suiCoins.slice(256).map((coin) => coin.objectId),
    );
    // No fee asked: the merge, then the sweep.
    expect(commands.map((command) => command.$kind)).toEqual(['MergeCoins', 'TransferObjects']);
  });

  it('refuses what cannot be swept, before building', () => {
    const [account] = deriveSuiAccounts(generateSuiMnemonic(), { count: 1 });
    const base = {
      owner: account.address,
      destination: DESTINATION,
      suiCoins: [ref(1, 1, '5c')],
      gasPrice: 750n,
      gasBudget: 5_000_000n,
      feeReceiver: FEE_RECEIVER,
    };
    expect(() => buildSuiCollectionTransaction({ ...base, sweepSui: false })).toThrow(/Nothing to sweep/);
    expect(() => buildSuiCollectionTransaction({ ...base, sweepSui: true, destination: account.address })).toThrow(
      SuiCollectionError,
    );
    expect(() => buildSuiCollectionTransaction({ ...base, sweepSui: true, suiCoins: [] })).toThrow(/no SUI/);
    expect(() =>
      buildSuiCollectionTransaction({
        ...base,
        sweepSui: false,
        coins: [{ coinType: '0x2::sui::SUI', objects: [ref(1, 2, '5d')] }],
      }),
    ).toThrow(/other than SUI/);
    expect(suiCollectedAtLeast(1_000_000_000n, 5_000_000n)).toBe(985_000_000n);
    expect(suiCollectedAtLeast(1_000n, 5_000_000n)).toBe(0n);
  });
});
