import {
  APT_FA_METADATA,
  APTOS_COIN_TYPE,
  type AptosAddress,
  type AptosSendAsset,
  aptosBatchSendPayload,
  aptosBatchSendSize,
  aptosMaxEntriesBySize,
  aptosRawTransaction,
  planAptosBatchSend,
  readAptosBalances,
} from '@/chains/aptos';
import { startAptosStandIn } from '@/chains/aptos/testing/aptos-stand-in';

// Aptos figures without an Aptos node: recipients per transaction as the 64 KiB size limit allows (APT with our fee
// inside, a coin, a fungible asset), the signed bytes of a 1,500-row batch's transactions, and the HTTP requests of
// 2,000 balances through the indexer stand-in. Gas per recipient (and so the gas bound on rows, 2,000,000 units a
// transaction) comes from a node's simulation, which no package installs here: not measured. Prints one JSON object.

const address = (i: number) => `0x${i.toString(16).padStart(64, '0')}` as AptosAddress;

it('measures Aptos packing and balance reads', async () => {
  const assets: [string, AptosSendAsset][] = [
    ['APT', { kind: 'apt' }],
    ['coin', { kind: 'coin', coinType: `0x${'1a'.repeat(32)}::asset::USDT` }],
    ['fa', { kind: 'fa', metadata: address(0xbc) }],
  ];
  const packing: Record<string, unknown> = {};
  for (const [name, asset] of assets) {
    const plan = planAptosBatchSend(asset, 1500);
    const sizes = plan.transactions.map((transaction) => {
      const rows = transaction.rows.map((row) => ({ to: address(row + 1), amount: 1_000_000n + BigInt(row) }));
      const fee = asset.kind === 'apt' ? { receiver: address(0xfe), amount: transaction.fee } : undefined;
      const raw = aptosRawTransaction(aptosBatchSendPayload(asset, rows, fee), {
        sender: address(0x11),
        sequenceNumber: 0n,
        maxGasAmount: 2_000_000n,
        gasUnitPrice: 100n,
        expirationSeconds: 1_900_000_000n,
      });
      return { recipients: rows.length, rawBytes: raw.rawTransaction.bcsToBytes().length };
    });
    const entries = aptosMaxEntriesBySize(asset);
    packing[name] = {
      recipientsPerTransaction: plan.rowsPerTransaction,
      signedBytesAtThatMany: aptosBatchSendSize(asset, entries),
      bytesPerRecipient: (aptosBatchSendSize(asset, 1000) - aptosBatchSendSize(asset, 0)) / 1000,
      transactionsFor1500Rows: plan.transactions.length,
      transactions: sizes,
    };
  }

  const standIn = await startAptosStandIn();
  const coin = `0x${'1a'.repeat(32)}::asset::USDT`;
  standIn.metadata.set(coin, { symbol: 'USDT', name: 'Tether', decimals: 6 });
  standIn.balances.set(APTOS_COIN_TYPE, new Map([[address(5), 1n]]));
  standIn.balances.set(APT_FA_METADATA, new Map([[address(6), 2n]]));
  const owners = Array.from({ length: 2000 }, (_, i) => address(i + 1));
  const balances: Record<string, number> = {};
  for (const [name, asset] of [
    ['APT', APTOS_COIN_TYPE],
    ['coin', coin],
  ] as const) {
    let requests = 0;
    await readAptosBalances({ owners, asset, endpoint: { base: standIn.url }, onRequest: () => (requests += 1) });
    balances[name] = requests;
  }
  await standIn.close();
  console.log(
    JSON.stringify(
      { aptos: { packing, requestsFor2000Balances: balances, gasPerRecipient: 'needs a node (not measured)' } },
      null,
      2,
    ),
  );
}, 120_000);
