import { bcs } from '@mysten/sui/bcs';
import {
  buildSuiBatchSendTransaction,
  planSuiBatchSend,
  readSuiBalances,
  SUI_COIN_TYPE_LONG,
  type SuiAddress,
  suiBatchSendBytes,
  suiRecipientsPerPtb,
} from '@/chains/sui';
import { startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';

// Sui figures without a Sui node: recipients per PTB as the protocol limits allow (SUI and another coin), the bytes and
// commands of each PTB of a 1,000-row batch (decoded back from BCS), and the HTTP requests of 2,000 balances through
// the GraphQL stand-in. The gas budget per recipient comes from a node's simulation (the SDK's estimate is
// `simulateTransaction` on a full node), which no package installs here: not measured. Prints one JSON object.

const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const address = (i: number, byte: string) => `0x${i.toString(16).padStart(8, '0')}${byte.repeat(28)}` as SuiAddress;
const COIN = `0x${'c0'.repeat(32)}::token::TOKEN`;

it('measures Sui packing and balance reads', async () => {
  const rows = Array.from({ length: 1000 }, (_, i) => ({ to: address(i + 1, 'ab'), amount: 1_000_000n + BigInt(i) }));
  const packing: Record<string, unknown> = {};
  for (const [name, coinType] of [
    ['SUI', SUI_COIN_TYPE_LONG],
    ['coin', COIN],
  ] as const) {
    const ptbs = [];
    for (const batch of planSuiBatchSend(rows, coinType)) {
      const tx = buildSuiBatchSendTransaction({
        sender: address(0, '11'),
        rows: batch,
        coinType,
        coins: Array.from({ length: 10 }, (_, i) => ({ objectId: address(i, 'c1'), version: 1, digest: DIGEST })),
        gasPayment: [{ objectId: address(0, '9a'), version: 1, digest: DIGEST }],
        gasPrice: 750n,
        gasBudget: 1_000_000_000n,
        feeReceiver: address(0, 'fe'),
      });
      const bytes = await suiBatchSendBytes(tx);
      const commands = bcs.TransactionData.parse(bytes).V1?.kind.ProgrammableTransaction?.commands.length;
      ptbs.push({
        recipients: batch.length,
        bytes: bytes.length,
        bytesPerRecipient: Math.round(bytes.length / batch.length),
        commands,
      });
    }
    packing[name] = { recipientsPerPtb: suiRecipientsPerPtb(coinType), ptbsFor1000Rows: ptbs.length, ptbs };
  }

  const standIn = await startSuiGraphqlStandIn();
  standIn.metadata.set(COIN, { decimals: 6, symbol: 'TOKEN', name: 'Token', description: '', iconUrl: null });
  const owners = Array.from({ length: 2000 }, (_, i) => address(i + 1, 'ab'));
  const balances: Record<string, number> = {};
  for (const [name, coinType] of [
    ['SUI', SUI_COIN_TYPE_LONG],
    ['coin', COIN],
  ] as const) {
    let requests = 0;
    await readSuiBalances({ owners, coinType, url: standIn.url, onRequest: () => (requests += 1) });
    balances[name] = requests;
  }
  await standIn.close();
  console.log(
    JSON.stringify(
      { sui: { packing, requestsFor2000Balances: balances, gasBudgetPerRecipient: 'needs a node (not measured)' } },
      null,
      2,
    ),
  );
}, 120_000);

// Coins of one's own (chains/sui/token): the template patched in wasm (time per patch, the module's size), the
// publish PTB and the largest mint (512 recipients in one PTB) in bytes and commands against the protocol limits.
it('measures the Sui coin template and coin transactions', async () => {
  const { loadMoveBytecodeTemplate, patchSuiCoinTemplate } = await import('@/chains/sui/token/template');
  const { buildSuiCoinPublishTransaction } = await import('@/chains/sui/token/publish');
  const { buildSuiCoinManageTransaction, SUI_MAX_MINT_RECIPIENTS } = await import('@/chains/sui/token/manage');
  const loadStart = performance.now();
  const lib = await loadMoveBytecodeTemplate();
  const loadMs = performance.now() - loadStart;
  const spec = (i: number) => ({
    identifier: `COIN_${i}`,
    decimals: 6,
    symbol: `C${i}`,
    name: `Coin ${i}`,
    description: 'A coin patched in the bench',
    iconUrl: 'https://example.org/icon.png',
  });
  patchSuiCoinTemplate(lib, spec(0));
  const times: number[] = [];
  let module = new Uint8Array();
  for (let i = 1; i <= 200; i++) {
    const start = performance.now();
    module = patchSuiCoinTemplate(lib, spec(i));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const gas = {
    sender: address(0, '11'),
    gasPrice: 750n,
    gasBudget: 100_000_000n,
    gasPayment: [{ objectId: address(0, '9a'), version: 1, digest: DIGEST }],
  };
  const publish = await suiBatchSendBytes(
    buildSuiCoinPublishTransaction({ ...gas, module, upgradeCap: 'keep', feeReceiver: address(0, 'fe') }),
  );
  const rows = Array.from({ length: SUI_MAX_MINT_RECIPIENTS }, (_, i) => ({
    to: address(i + 1, 'ab'),
    amount: 1_000n,
  }));
  const mint = await suiBatchSendBytes(
    buildSuiCoinManageTransaction({
      ...gas,
      action: 'mint',
      coinType: `0x${'5c'.repeat(32)}::COIN_1::COIN_1`,
      feeReceiver: address(0, 'fe'),
      treasuryCap: { objectId: address(0, '7c'), version: 1, digest: DIGEST },
      rows,
    }),
  );
  const commands = (bytes: Uint8Array) =>
    bcs.TransactionData.parse(bytes).V1?.kind.ProgrammableTransaction?.commands.length;
  console.log(
    JSON.stringify(
      {
        suiCoin: {
          templateWasmLoadMs: Math.round(loadMs),
          patchMs: { median: +times[100].toFixed(2), p95: +times[190].toFixed(2) },
          moduleBytes: module.length,
          publishPtb: { bytes: publish.length, commands: commands(publish) },
          mintPtb: {
            recipients: rows.length,
            bytes: mint.length,
            bytesPerRecipient: Math.round(mint.length / rows.length),
            commands: commands(mint),
          },
        },
      },
      null,
      2,
    ),
  );
}, 120_000);
