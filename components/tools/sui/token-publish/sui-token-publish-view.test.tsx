/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { suiTransactionDigest } from '@/chains/sui/batch-send';
import { SUI_COIN_TYPE_LONG, SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { decodePtb, type PtbArgument, signerOf } from '@/chains/sui/testing/decode-ptb';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { suiCurrencyObjectId } from '@/chains/sui/token/manage';
import { SUI_COIN_REGISTRY_ID } from '@/chains/sui/token/publish';
import { loadMoveBytecodeTemplate, readSuiCoinModule } from '@/chains/sui/token/template';
import { registerTestSuiWallet } from '@/components/wallet/sui/testing/test-wallet';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import type { Locale } from '@/lib/i18n/config';
import { SuiTokenPublishView } from './sui-token-publish-view';

jest.setTimeout(60_000);

// The publish page in jsdom: a Wallet Standard wallet registered in the page signs with a key held by the test; the
// page's GraphQL goes through a relay shaped like ours to the stand-in. The stand-in runs no Move: when the publish
// lands, the test writes the objects its `init` would create (read from the module in the signed bytes), and when the
// finalisation lands, it shares the Currency at its derived address. Both signed transactions are decoded and checked.

const keypair = Ed25519Keypair.generate();
const OWNER = keypair.toSuiAddress();
const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const PACKAGE = normalizeSuiAddress(`0x${'5c'.repeat(32)}`);
const id = (byte: string) => normalizeSuiAddress(`0x${byte.repeat(32)}`);

let standIn: SuiGraphqlStandIn;
let relay: LocalServer;
const wallet = registerTestSuiWallet(keypair);

beforeAll(async () => {
  standIn = await startSuiGraphqlStandIn();
  relay = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://relay').searchParams.get('url') ?? '';
    if (request.method !== 'POST' || url !== SUI_MAINNET_GRAPHQL_URL) {
      sendJson(response, { code: 5021 }, 403);
      return;
    }
    void fetch(standIn.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body })
      .then(async (answer) => sendJson(response, await answer.json().catch(() => ({})), answer.status))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
});

afterAll(async () => {
  await relay?.close();
  await standIn?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  standIn.requests.length = 0;
  standIn.executed.clear();
  standIn.objects.clear();
  standIn.objectChanges.clear();
  wallet.signed.length = 0;
  standIn.coins.set(`${OWNER}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
    { objectId: id('e1'), version: '5', digest: DIGEST, balance: 20_000_000_000n },
  ]);
  standIn.objects.set(SUI_COIN_REGISTRY_ID, {
    objectId: SUI_COIN_REGISTRY_ID,
    version: '900',
    digest: DIGEST,
    owner: { kind: 'shared', initialSharedVersion: '407' },
    type: '0x2::coin_registry::CoinRegistry',
    json: {},
  });
});

function render(locale: Locale = 'en') {
  return renderWithProviders(
    <SuiTokenPublishView
      upstream={SUI_MAINNET_GRAPHQL_URL}
      feeReceiver={FEE_RECEIVER}
      proxyPath={`${relay.baseUrl}/api/rpc/proxy/post`}
      pollMs={20}
    />,
    { locale, http: createFakeHttpClient({}) },
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

describe('SuiTokenPublishView on the GraphQL stand-in', () => {
  it('publishes a coin: cost before signing, 10 SUI in the publish, then finalize_registration, the coin read back', async () => {
    const lib = await loadMoveBytecodeTemplate();
    let coinType = '';
    standIn.onExecute = (bytes) => {
      const { commands } = decodePtb(bytes);
      const published = commands[0].Publish;
      if (published) {
        const module = readSuiCoinModule(lib, fromBase64(published.modules[0]));
        coinType = `${PACKAGE}::${module.identifier}::${module.identifier}`;
        const owner = { kind: 'address' as const, address: OWNER };
        const currency = {
          decimals: module.decimals,
          name: module.name,
          symbol: module.symbol,
          description: module.description,
          icon_url: module.iconUrl,
          supply: { '@variant': 'Unknown' },
          metadata_cap_id: { '@variant': 'Claimed' },
        };
        standIn.objectChanges.set(suiTransactionDigest(bytes), [
          { address: PACKAGE, idCreated: true, output: { package: true, version: '1', digest: DIGEST } },
          {
            address: id('7c'),
            idCreated: true,
            output: { version: '2', digest: DIGEST, owner, type: `0x2::coin::TreasuryCap<${coinType}>` },
          },
          {
            address: id('cc'),
            idCreated: true,
            output: {
              version: '2',
              digest: DIGEST,
              owner: { kind: 'address', address: SUI_COIN_REGISTRY_ID },
              type: `0x2::coin_registry::Currency<${coinType}>`,
            },
          },
        ]);
        standIn.objects.set('pending', {
          objectId: id('cc'),
          version: '2',
          digest: DIGEST,
          owner: { kind: 'address', address: SUI_COIN_REGISTRY_ID },
          type: `0x2::coin_registry::Currency<${coinType}>`,
          json: currency,
        });
      } else {
        const pending = standIn.objects.get('pending');
        if (!pending) throw new Error('finalised before the publish');
        const { commands, u64 } = decodePtb(bytes);
        const mint = commands[1]?.MoveCall;
        if (mint?.function === 'mint') {
          standIn.objects.set(id('7c'), {
            objectId: id('7c'),
            version: '3',
            digest: DIGEST,
            owner: { kind: 'address', address: OWNER },
            type: `0x2::coin::TreasuryCap<${coinType}>`,
            json: { id: id('7c'), total_supply: { value: String(u64(mint.arguments[1] as PtbArgument)) } },
          });
        }
        standIn.objects.delete('pending');
        const derived = suiCurrencyObjectId(coinType);
        standIn.objects.set(derived, {
          ...pending,
          objectId: derived,
          version: '3',
          owner: { kind: 'shared', initialSharedVersion: '3' },
        });
      }
    };

    render();
    type('sui-coin-name', 'Chainkit Gold');
    type('sui-coin-symbol', 'CKG');
    type('sui-coin-decimals', '6');
    type('sui-coin-description', 'A coin from the browser');
    type('sui-coin-iconUrl', 'https://example.org/ckg.png');
    fireEvent.change(screen.getByTestId('sui-coin-supply'), { target: { value: '1000000.5' } });
    expect(screen.getByTestId('sui-coin-fee-note')).toHaveTextContent("Chainkit's fee: 10 SUI");
    fireEvent.click(screen.getByTestId('sui-coin-review'));
    const cost = await screen.findByTestId('sui-coin-publish-cost', undefined, { timeout: 30_000 });
    expect(screen.getByTestId('sui-coin-fee')).toHaveTextContent('10 SUI');
    expect(cost).toHaveTextContent('4 of 1024 commands');
    expect(wallet.signed).toHaveLength(0);
    expect(standIn.requests.filter((request) => request.query.includes('simulateTransaction'))).toHaveLength(1);

    fireEvent.click(screen.getByTestId('sui-coin-publish'));
    const done = await screen.findByTestId('sui-coin-done', undefined, { timeout: 30_000 });
    expect(done).toHaveAttribute('data-coin-type', `${PACKAGE}::CKG::CKG`);
    expect(done).toHaveTextContent('Read back from Sui: Chainkit Gold (CKG), 6 decimals, total supply 1000000.5.');

    // Two signatures: the publish, then the registration; both decoded and checked, both verified.
    expect(wallet.signed).toHaveLength(2);
    const [publish, finalize] = wallet.signed.map(fromBase64);
    for (const bytes of [publish, finalize]) expect(standIn.executed.get(suiTransactionDigest(bytes))).toBe('SUCCESS');
    const published = decodePtb(publish);
    expect(published.v1.sender).toBe(OWNER);
    expect(published.commands.map((command) => command.$kind)).toEqual([
      'Publish',
      'TransferObjects',
      'SplitCoins',
      'TransferObjects',
    ]);
    expect(readSuiCoinModule(lib, fromBase64(published.commands[0].Publish?.modules[0] as string))).toMatchObject({
      identifier: 'CKG',
      decimals: 6,
      symbol: 'CKG',
      name: 'Chainkit Gold',
      description: 'A coin from the browser',
      iconUrl: 'https://example.org/ckg.png',
      address: `0x${'0'.repeat(64)}`,
    });
    expect(published.u64(published.commands[2].SplitCoins?.amounts[0] as PtbArgument)).toBe(10_000_000_000n);
    expect(published.address(published.commands[3].TransferObjects?.address as PtbArgument)).toBe(FEE_RECEIVER);
    const finalized = decodePtb(finalize);
    // The registration, then the initial supply minted with the TreasuryCap the publish gave and sent to the publisher.
    expect(finalized.commands).toHaveLength(3);
    const mintCall = finalized.commands[1].MoveCall;
    expect(`${mintCall?.module}::${mintCall?.function}`).toBe('coin::mint');
    expect(finalized.objectId(mintCall?.arguments[0] as PtbArgument)).toBe(id('7c'));
    expect(finalized.u64(mintCall?.arguments[1] as PtbArgument)).toBe(1_000_000_500_000n);
    expect(finalized.address(finalized.commands[2].TransferObjects?.address as PtbArgument)).toBe(OWNER);
    const call = finalized.commands[0].MoveCall;
    expect(`${call?.module}::${call?.function}`).toBe('coin_registry::finalize_registration');
    expect(call?.typeArguments).toEqual([`${PACKAGE}::CKG::CKG`]);
    const receiving = finalized.inputs.find((input) => input.Object?.Receiving)?.Object?.Receiving;
    expect(receiving).toEqual({ objectId: id('cc'), version: '2', digest: DIGEST });
    expect(finalized.inputs.find((input) => input.Object?.SharedObject)?.Object?.SharedObject).toEqual({
      objectId: SUI_COIN_REGISTRY_ID,
      initialSharedVersion: '407',
      mutable: true,
    });
    const sent = standIn.requests.filter((request) => request.query.includes('executeTransaction'));
    for (const [index, bytes] of [publish, finalize].entries()) {
      const [signature] = sent[index].variables.signatures as string[];
      expect(await signerOf(bytes, signature)).toBe(OWNER);
    }
    expect(bcs.TransactionData.parse(publish).V1?.gasData.payment[0].objectId).toBe(id('e1'));
    standIn.onExecute = undefined;
  });

  it('never publishes twice: a publish the index does not show yet is read again on Retry, then registered', async () => {
    const lib = await loadMoveBytecodeTemplate();
    let changes: Parameters<typeof standIn.objectChanges.set>[1] = [];
    let publishDigest = '';
    standIn.onExecute = (bytes) => {
      const published = decodePtb(bytes).commands[0].Publish;
      if (published) {
        const module = readSuiCoinModule(lib, fromBase64(published.modules[0]));
        const coinType = `${PACKAGE}::${module.identifier}::${module.identifier}`;
        publishDigest = suiTransactionDigest(bytes);
        // The index shows the publish only later: its object changes are held back for now.
        changes = [
          { address: PACKAGE, idCreated: true, output: { package: true, version: '1', digest: DIGEST } },
          {
            address: id('cd'),
            idCreated: true,
            output: {
              version: '2',
              digest: DIGEST,
              owner: { kind: 'address', address: SUI_COIN_REGISTRY_ID },
              type: `0x2::coin_registry::Currency<${coinType}>`,
            },
          },
        ];
      } else {
        const coinType = `${PACKAGE}::LATE::LATE`;
        const derived = suiCurrencyObjectId(coinType);
        standIn.objects.set(derived, {
          objectId: derived,
          version: '3',
          digest: DIGEST,
          owner: { kind: 'shared', initialSharedVersion: '3' },
          type: `0x2::coin_registry::Currency<${coinType}>`,
          json: { decimals: 9, name: 'Late', symbol: 'LATE', description: '', icon_url: '' },
        });
      }
    };
    render();
    type('sui-coin-name', 'Late');
    type('sui-coin-symbol', 'LATE');
    fireEvent.click(screen.getByTestId('sui-coin-review'));
    await screen.findByTestId('sui-coin-publish-cost', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('sui-coin-publish'));
    const error = await screen.findByTestId('sui-coin-error', undefined, { timeout: 30_000 });
    expect(error).toHaveTextContent(
      `The publish landed (transaction ${publishDigest}) but Sui does not show its objects yet`,
    );
    expect(wallet.signed).toHaveLength(1);
    expect(standIn.executed.get(publishDigest)).toBe('SUCCESS');
    expect(screen.queryByTestId('sui-coin-publish')).toBeNull();

    standIn.objectChanges.set(publishDigest, changes);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const done = await screen.findByTestId('sui-coin-done', undefined, { timeout: 30_000 });
    expect(done).toHaveAttribute('data-coin-type', `${PACKAGE}::LATE::LATE`);
    // One publish, one registration: the retry read the landed publish again, it did not send it again.
    expect(wallet.signed).toHaveLength(2);
    expect(decodePtb(fromBase64(wallet.signed[1])).commands[0].MoveCall?.function).toBe('finalize_registration');
    expect(standIn.requests.filter((request) => request.query.includes('executeTransaction'))).toHaveLength(2);
    standIn.onExecute = undefined;
  });

  it('names each bad field in Chinese and builds nothing', async () => {
    render('cn');
    type('sui-coin-symbol', 'C K');
    type('sui-coin-identifier', 'lower');
    type('sui-coin-decimals', '19');
    type('sui-coin-iconUrl', 'ftp://x');
    fireEvent.change(screen.getByTestId('sui-coin-supply'), { target: { value: '1.5' } });
    type('sui-coin-decimals', '0');
    fireEvent.click(screen.getByTestId('sui-coin-review'));
    await waitFor(() => expect(screen.getByTestId('sui-coin-name-error')).toHaveTextContent('必填'));
    expect(screen.getByTestId('sui-coin-symbol-error')).toHaveTextContent('不含空格的可打印 ASCII 字符');
    expect(screen.getByTestId('sui-coin-identifier-error')).toHaveTextContent('请使用大写字母、数字和 _，并以字母开头');
    expect(screen.getByTestId('sui-coin-supply-error')).toHaveTextContent('大于 0 的数量，最多 0 位小数');
    expect(screen.getByTestId('sui-coin-iconUrl-error')).toHaveTextContent('请输入 http:// 或 https:// 链接');
    expect(standIn.requests).toHaveLength(0);
    expect(wallet.signed).toHaveLength(0);
  });

  it('refuses a wallet short of the fee and gas before anything is signed', async () => {
    standIn.coins.set(`${OWNER}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
      { objectId: id('e1'), version: '5', digest: DIGEST, balance: 9_000_000_000n },
    ]);
    render();
    type('sui-coin-name', 'Gold');
    type('sui-coin-symbol', 'G');
    fireEvent.click(screen.getByTestId('sui-coin-review'));
    expect(await screen.findByTestId('sui-coin-error', undefined, { timeout: 30_000 })).toHaveTextContent(
      'Your wallet holds 9 SUI; this needs 10 SUI (fee and gas).',
    );
    expect(wallet.signed).toHaveLength(0);
  });
});
