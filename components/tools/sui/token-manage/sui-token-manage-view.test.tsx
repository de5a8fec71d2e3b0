/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { fireEvent, screen } from '@testing-library/react';
import { suiTransactionDigest } from '@/chains/sui/batch-send';
import { SUI_COIN_TYPE_LONG, SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { decodePtb, type PtbArgument, signerOf } from '@/chains/sui/testing/decode-ptb';
import {
  type StandInObject,
  type SuiGraphqlStandIn,
  startSuiGraphqlStandIn,
} from '@/chains/sui/testing/graphql-stand-in';
import { suiCurrencyObjectId } from '@/chains/sui/token/manage';
import { registerTestSuiWallet } from '@/components/wallet/sui/testing/test-wallet';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import type { Locale } from '@/lib/i18n/config';
import { SuiTokenManageView } from './sui-token-manage-view';

jest.setTimeout(60_000);

// The manage page in jsdom, a Wallet Standard wallet signing in the test, GraphQL through a relay shaped like ours to
// the stand-in. The coin (its registry Currency shared at the derived id, the caps in the wallet) is written into the
// stand-in; each landed action changes it as the chain would (new cap version, new supply, new metadata), and the page
// must read that back. Each signed transaction is decoded and checked; lines are refused by number in both languages.

const keypair = Ed25519Keypair.generate();
const OWNER = keypair.toSuiAddress();
const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const PACKAGE = normalizeSuiAddress(`0x${'5c'.repeat(32)}`);
const COIN = `${PACKAGE}::CKG::CKG`;
const id = (byte: string) => normalizeSuiAddress(`0x${byte.repeat(32)}`);
const FRAMEWORK = normalizeSuiAddress('0x2');

let standIn: SuiGraphqlStandIn;
let relay: LocalServer;
const wallet = registerTestSuiWallet(keypair);
let treasury: StandInObject;
let currency: StandInObject;

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
  wallet.signed.length = 0;
  standIn.coins.set(`${OWNER}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
    { objectId: id('e1'), version: '5', digest: DIGEST, balance: 50_000_000_000n },
  ]);
  const owner = { kind: 'address' as const, address: OWNER };
  treasury = {
    objectId: id('7c'),
    version: '2',
    digest: DIGEST,
    owner,
    type: `0x2::coin::TreasuryCap<${COIN}>`,
    json: { id: id('7c'), total_supply: { value: '0' } },
  };
  currency = {
    objectId: suiCurrencyObjectId(COIN),
    version: '3',
    digest: DIGEST,
    owner: { kind: 'shared', initialSharedVersion: '3' },
    type: `0x2::coin_registry::Currency<${COIN}>`,
    json: {
      decimals: 6,
      name: 'Chainkit Gold',
      symbol: 'CKG',
      description: '',
      icon_url: '',
      supply: { '@variant': 'Unknown' },
      metadata_cap_id: { '@variant': 'Claimed' },
    },
  };
  for (const object of [treasury, currency]) standIn.objects.set(object.objectId, object);
  standIn.objects.set(id('3d'), {
    objectId: id('3d'),
    version: '2',
    digest: DIGEST,
    owner,
    type: `0x2::coin_registry::MetadataCap<${COIN}>`,
    json: { id: id('3d') },
  });
});

function render(locale: Locale = 'en') {
  return renderWithProviders(
    <SuiTokenManageView
      upstream={SUI_MAINNET_GRAPHQL_URL}
      feeReceiver={FEE_RECEIVER}
      initialCoinType={COIN}
      proxyPath={`${relay.baseUrl}/api/rpc/proxy/post`}
      pollMs={20}
    />,
    { locale, http: createFakeHttpClient({}) },
  );
}

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));
const R1 = `0x${'01'.repeat(32)}`;
const R2 = `0x${'02'.repeat(32)}`;

async function load() {
  fireEvent.click(screen.getByTestId('sui-manage-load'));
  return screen.findByTestId('sui-manage-state', undefined, { timeout: 30_000 });
}

/** The fee: the last two commands, 5 SUI split from gas to our receiver. */
function expectFee(bytes: Uint8Array) {
  const { commands, u64, address } = decodePtb(bytes);
  const split = commands.at(-2)?.SplitCoins;
  expect(split?.coin.$kind).toBe('GasCoin');
  expect(split?.amounts.map((amount) => u64(amount as PtbArgument))).toEqual([5_000_000_000n]);
  expect(address(commands.at(-1)?.TransferObjects?.address as PtbArgument)).toBe(FEE_RECEIVER);
}

describe('SuiTokenManageView on the GraphQL stand-in', () => {
  it('mints to pasted lines, updates the metadata and fixes the supply, each with its cost and result read back', async () => {
    standIn.onExecute = (bytes) => {
      const { commands, u64 } = decodePtb(bytes);
      const call = commands[0].MoveCall;
      if (call?.function === 'mint') {
        const total = u64(call.arguments[1] as PtbArgument);
        treasury.json = { ...treasury.json, total_supply: { value: String(total) } };
        treasury.version = String(Number(treasury.version) + 1);
      } else if (call?.function === 'set_name') {
        const name = bcs
          .string()
          .parse(
            fromBase64(decodePtb(bytes).inputs[(call.arguments[2] as PtbArgument).Input as number].Pure?.bytes ?? ''),
          );
        currency.json = { ...currency.json, name };
      } else if (call?.function === 'make_supply_fixed') {
        standIn.objects.delete(treasury.objectId);
        currency.json = { ...currency.json, supply: { '@variant': 'Fixed' } };
      }
    };
    render();
    const state = await load();
    expect(state).toHaveTextContent('Chainkit Gold (CKG)');
    expect(screen.getByTestId('sui-manage-treasury')).toHaveTextContent('In your wallet');
    expect(screen.getByTestId('sui-wallet-address')).toHaveAttribute('data-address', OWNER);

    // Mint: a bad line named by its number; fixed, then prepared and sent.
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: `${R1},1.5\nnot-an-address,2` } });
    expect(await screen.findByText(/Line 2/)).toBeInTheDocument();
    expect(screen.getByTestId('sui-manage-problem')).toHaveTextContent('1 lines have errors');
    expect(screen.getByTestId('sui-manage-prepare')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: `${R1},1.5\n${R2},2` } });
    await screen.findByText('2 of 2 rows ready');
    fireEvent.click(screen.getByTestId('sui-manage-prepare'));
    expect(await screen.findByTestId('sui-manage-cost', undefined, { timeout: 30_000 })).toHaveTextContent('5 SUI');
    expect(wallet.signed).toHaveLength(0);
    fireEvent.click(screen.getByTestId('sui-manage-send'));
    await screen.findByTestId('sui-manage-sent', undefined, { timeout: 30_000 });
    expect(screen.getByTestId('sui-manage-supply')).toHaveTextContent('3.5 CKG');
    const mint = fromBase64(wallet.signed[0]);
    const minted = decodePtb(mint);
    const mintCall = minted.commands[0].MoveCall;
    expect(`${mintCall?.package}::${mintCall?.module}::${mintCall?.function}`).toBe(`${FRAMEWORK}::coin::mint`);
    expect(minted.u64(mintCall?.arguments[1] as PtbArgument)).toBe(3_500_000n);
    expect(minted.commands[1].SplitCoins?.amounts.map((amount) => minted.u64(amount as PtbArgument))).toEqual([
      2_000_000n,
    ]);
    expect(minted.address(minted.commands[2].TransferObjects?.address as PtbArgument)).toBe(R2);
    expect(minted.address(minted.commands[3].TransferObjects?.address as PtbArgument)).toBe(R1);
    expectFee(mint);

    // Metadata: the name changes; only set_name is called; the new name is read back.
    fireEvent.click(screen.getByTestId('sui-manage-tab-metadata'));
    fireEvent.change(screen.getByTestId('sui-manage-name'), { target: { value: 'Chainkit Gold II' } });
    fireEvent.click(screen.getByTestId('sui-manage-prepare'));
    await screen.findByTestId('sui-manage-cost', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('sui-manage-send'));
    await screen.findByText('Chainkit Gold II (CKG)', undefined, { timeout: 30_000 });
    const metadata = decodePtb(fromBase64(wallet.signed[1]));
    expect(metadata.commands.slice(0, -2).map((command) => command.MoveCall?.function)).toEqual(['set_name']);
    expect(metadata.inputs.find((input) => input.Object?.SharedObject)?.Object?.SharedObject).toEqual({
      objectId: currency.objectId,
      initialSharedVersion: '3',
      mutable: true,
    });
    expectFee(fromBase64(wallet.signed[1]));

    // Permission: fixing the supply needs the confirmation; then the registry shows Fixed and the cap is gone.
    fireEvent.click(screen.getByTestId('sui-manage-tab-permission'));
    expect(screen.getByTestId('sui-manage-problem')).toHaveTextContent('Tick the confirmation first.');
    fireEvent.click(screen.getByTestId('sui-manage-confirm'));
    fireEvent.click(screen.getByTestId('sui-manage-prepare'));
    await screen.findByTestId('sui-manage-cost', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('sui-manage-send'));
    await screen.findByTestId('sui-manage-sent', undefined, { timeout: 30_000 });
    expect(screen.getByTestId('sui-manage-supply-state')).toHaveTextContent('Fixed');
    expect(screen.getByTestId('sui-manage-treasury')).toHaveTextContent('Not in your wallet');
    const fix = decodePtb(fromBase64(wallet.signed[2]));
    expect(fix.commands[0].MoveCall?.function).toBe('make_supply_fixed');
    expect(fix.objectId(fix.commands[0].MoveCall?.arguments[1] as PtbArgument)).toBe(treasury.objectId);
    expectFee(fromBase64(wallet.signed[2]));

    const sent = standIn.requests.filter((request) => request.query.includes('executeTransaction'));
    expect(sent).toHaveLength(3);
    for (const [index, text] of wallet.signed.entries()) {
      const bytes = fromBase64(text);
      expect(standIn.executed.get(suiTransactionDigest(bytes))).toBe('SUCCESS');
      const [signature] = sent[index].variables.signatures as string[];
      expect(await signerOf(bytes, signature)).toBe(OWNER);
    }
    standIn.onExecute = undefined;
  });

  it('refuses mint lines by number in Chinese and a burn above the balance before signing', async () => {
    render('cn');
    await load();
    fireEvent.change(screen.getByLabelText('数据'), { target: { value: `${R1},1\n${R2},0\n${R2},1.1234567` } });
    expect(await screen.findByText('第 2 行：数量必须大于 0')).toBeInTheDocument();
    expect(screen.getByText('第 3 行：小数位超过 6 位')).toBeInTheDocument();
    expect(screen.getByTestId('sui-manage-problem')).toHaveTextContent('有 2 行有错误：请修改或删除。');

    standIn.coins.set(`${OWNER}|0x2::coin::Coin<${COIN}>`, [
      { objectId: id('c1'), version: '4', digest: DIGEST, balance: 1_000_000n },
    ]);
    fireEvent.click(screen.getByTestId('sui-manage-tab-burn'));
    fireEvent.change(screen.getByTestId('sui-manage-burn'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('sui-manage-prepare'));
    expect(await screen.findByTestId('sui-manage-error', undefined, { timeout: 30_000 })).toHaveTextContent(
      '你的钱包只有 1 CKG。',
    );
    expect(wallet.signed).toHaveLength(0);
  });
});
