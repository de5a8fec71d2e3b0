import { fixtureAddresses, fixtureXpub, fundFixtures } from '../test/utxo-regtest/fixtures';
import { RegtestFunder } from '../test/utxo-regtest/funding';
import { type RegtestIndexer, startRegtestIndexer } from '../test/utxo-regtest/indexer';
import { type RegtestNode, startRegtestNode } from '../test/utxo-regtest/node';

// Global setup's Bitcoin / Dogecoin part: a litecoind regtest node (test/utxo-regtest/node.ts, installed with apt when
// missing and we are root, else the run fails with the command), the Esplora / Blockbook indexer over it in the jest
// process, the fixtures of the unit tests paid on it (E2E_UTXO_ADDRESSES addresses of every type per chain and one
// account key each), and the site's relay pointed at it (BTC_ESPLORA_UPSTREAMS, DOGE_BLOCKBOOK_UPSTREAMS). The test
// files rebuild the same fixtures (they are deterministic) to know what the page must show.

export const E2E_UTXO_ADDRESSES = 30;

const HANDLE = Symbol.for('chainkit.e2e.utxoRegtest');
type Holder = { [HANDLE]?: { node: RegtestNode; indexer: RegtestIndexer } };

export async function startUtxoChain(): Promise<{ env: Record<string, string> }> {
  const node = await startRegtestNode();
  try {
    const indexer = await startRegtestIndexer(node);
    (globalThis as Holder)[HANDLE] = { node, indexer };
    const funder = new RegtestFunder(node);
    await funder.mine(101);
    await fundFixtures(
      funder,
      [...fixtureAddresses('btc', E2E_UTXO_ADDRESSES), ...fixtureAddresses('doge', E2E_UTXO_ADDRESSES)],
      [fixtureXpub('btc'), fixtureXpub('doge')],
    );
    await indexer.sync();
    return { env: { BTC_ESPLORA_UPSTREAMS: indexer.esploraUrl, DOGE_BLOCKBOOK_UPSTREAMS: indexer.blockbookUrl } };
  } catch (error) {
    await node.stop();
    throw error;
  }
}

export async function stopUtxoChain(): Promise<void> {
  const held = (globalThis as Holder)[HANDLE];
  if (!held) return;
  (globalThis as Holder)[HANDLE] = undefined;
  await held.indexer.close();
  await held.node.stop();
}
