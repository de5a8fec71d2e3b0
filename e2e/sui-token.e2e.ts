import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import type { Browser } from 'playwright-core';
import { suiTransactionDigest } from '@/chains/sui/batch-send';
import { SUI_COIN_TYPE_LONG } from '@/chains/sui/chain';
import { decodePtb, type PtbArgument, signerOf } from '@/chains/sui/testing/decode-ptb';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { suiCurrencyObjectId } from '@/chains/sui/token/manage';
import { SUI_COIN_REGISTRY_ID } from '@/chains/sui/token/publish';
import { loadMoveBytecodeTemplate, readSuiCoinModule } from '@/chains/sui/token/template';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';
import { SUI_E2E_FEE_RECEIVER } from './sui-chain-setup';
import { injectSuiWallet } from './sui-injected-wallet';

// sui/token/publish served by `next start`, in Chromium: the coin template is patched by @mysten/move-bytecode-template's
// web build (its wasm fetched by the production bundle), the publish and the registration signed by a Wallet Standard
// wallet injected in the page (key in the test process), against the GraphQL stand-in typed in as the user's endpoint.
// When the publish lands the test writes the objects the module's `init` would create (read from the signed module).
jest.setTimeout(120_000);

const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const PACKAGE = normalizeSuiAddress(`0x${'5e'.repeat(32)}`);
const id = (byte: string) => normalizeSuiAddress(`0x${byte.repeat(32)}`);
const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

let browser: Browser;
let standIn: SuiGraphqlStandIn;

beforeAll(async () => {
  browser = await launchBrowser();
  standIn = await startSuiGraphqlStandIn();
});

afterAll(async () => {
  await browser?.close();
  await standIn?.close();
});

describe('Sui coin creator with an injected Wallet Standard wallet', () => {
  it('patches the template in the browser (wasm), publishes with 10 SUI and finalises the registration', async () => {
    const keypair = Ed25519Keypair.generate();
    const owner = keypair.toSuiAddress();
    const lib = await loadMoveBytecodeTemplate();
    standIn.coins.set(`${owner}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
      { objectId: id('e1'), version: '5', digest: DIGEST, balance: 30_000_000_000n },
    ]);
    standIn.objects.set(SUI_COIN_REGISTRY_ID, {
      objectId: SUI_COIN_REGISTRY_ID,
      version: '900',
      digest: DIGEST,
      owner: { kind: 'shared', initialSharedVersion: '407' },
      type: '0x2::coin_registry::CoinRegistry',
      json: {},
    });
    let coinType = '';
    standIn.onExecute = (bytes) => {
      const published = decodePtb(bytes).commands[0].Publish;
      if (published) {
        const module = readSuiCoinModule(lib, fromBase64(published.modules[0]));
        coinType = `${PACKAGE}::${module.identifier}::${module.identifier}`;
        const json = {
          decimals: module.decimals,
          name: module.name,
          symbol: module.symbol,
          description: module.description,
          icon_url: module.iconUrl,
          supply: { '@variant': 'Unknown' },
          metadata_cap_id: { '@variant': 'Claimed' },
        };
        const parked = { kind: 'address' as const, address: SUI_COIN_REGISTRY_ID };
        standIn.objectChanges.set(suiTransactionDigest(bytes), [
          { address: PACKAGE, idCreated: true, output: { package: true, version: '1', digest: DIGEST } },
          {
            address: id('cc'),
            idCreated: true,
            output: { version: '2', digest: DIGEST, owner: parked, type: `0x2::coin_registry::Currency<${coinType}>` },
          },
          {
            address: id('7e'),
            idCreated: true,
            output: {
              version: '2',
              digest: DIGEST,
              owner: { kind: 'address', address: owner },
              type: `0x2::coin::TreasuryCap<${coinType}>`,
            },
          },
        ]);
        standIn.objects.set(id('cc'), {
          objectId: id('cc'),
          version: '2',
          digest: DIGEST,
          owner: parked,
          type: `0x2::coin_registry::Currency<${coinType}>`,
          json,
        });
      } else {
        const pending = standIn.objects.get(id('cc'));
        if (!pending) throw new Error('finalised before the publish');
        const { commands, u64 } = decodePtb(bytes);
        const mint = commands[1]?.MoveCall;
        if (mint?.function === 'mint') {
          standIn.objects.set(id('7e'), {
            objectId: id('7e'),
            version: '3',
            digest: DIGEST,
            owner: { kind: 'address', address: owner },
            type: `0x2::coin::TreasuryCap<${coinType}>`,
            json: { id: id('7e'), total_supply: { value: String(u64(mint.arguments[1] as PtbArgument)) } },
          });
        }
        standIn.objects.delete(id('cc'));
        const derived = suiCurrencyObjectId(coinType);
        standIn.objects.set(derived, {
          ...pending,
          objectId: derived,
          version: '3',
          owner: { kind: 'shared', initialSharedVersion: '3' },
        });
      }
    };

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const wallet = await injectSuiWallet(page, keypair);
    const wasm: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.wasm')) wasm.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/en/sui/token/publish');
    await waitForHydrated(page, '[data-testid="sui-coin-name"]');
    await page.getByLabel('Your own GraphQL URL').fill(standIn.url);
    await page.getByRole('button', { name: 'Use this endpoint' }).click();
    await page.getByText(`Using your endpoint: ${standIn.url}`).waitFor();
    await page.getByTestId('sui-coin-name').fill('Browser Gold');
    await page.getByTestId('sui-coin-symbol').fill('BRG');
    await page.getByTestId('sui-coin-decimals').fill('8');
    await page.getByTestId('sui-coin-iconUrl').fill('https://example.org/brg.png');
    await page.getByTestId('sui-coin-supply').fill('500');
    expect(wasm).toEqual([]);
    await page.getByTestId('sui-coin-review').click();
    await page.getByTestId('sui-coin-publish-cost').waitFor();
    // The wasm came with the first review, from our own origin, not with the page.
    expect(wasm).toHaveLength(1);
    expect(wasm[0]).toMatch(new RegExp(`^200 ${baseUrl().replace(/[.]/g, '\\.')}/`));
    expect(await page.getByTestId('sui-coin-fee').textContent()).toBe('10 SUI');
    expect(wallet.signed).toHaveLength(0);

    await page.getByTestId('sui-coin-publish').click();
    const done = page.getByTestId('sui-coin-done');
    await done.waitFor({ timeout: 60_000 });
    expect(await done.getAttribute('data-coin-type')).toBe(`${PACKAGE}::BRG::BRG`);
    expect(await done.textContent()).toContain('Read back from Sui: Browser Gold (BRG), 8 decimals, total supply 500.');

    expect(wallet.signed).toHaveLength(2);
    const [publish, finalize] = wallet.signed.map(fromBase64);
    const published = decodePtb(publish);
    expect(readSuiCoinModule(lib, fromBase64(published.commands[0].Publish?.modules[0] as string))).toMatchObject({
      identifier: 'BRG',
      decimals: 8,
      symbol: 'BRG',
      name: 'Browser Gold',
      iconUrl: 'https://example.org/brg.png',
      address: `0x${'0'.repeat(64)}`,
    });
    expect(published.u64(published.commands[2].SplitCoins?.amounts[0] as PtbArgument)).toBe(10_000_000_000n);
    expect(published.address(published.commands[3].TransferObjects?.address as PtbArgument)).toBe(SUI_E2E_FEE_RECEIVER);
    const registration = decodePtb(finalize);
    expect(registration.commands.map((command) => command.MoveCall?.function ?? command.$kind)).toEqual([
      'finalize_registration',
      'mint',
      'TransferObjects',
    ]);
    expect(registration.u64(registration.commands[1].MoveCall?.arguments[1] as PtbArgument)).toBe(50_000_000_000n);
    const executions = standIn.requests.filter((request) => request.query.includes('executeTransaction'));
    expect(executions).toHaveLength(2);
    for (const [index, bytes] of [publish, finalize].entries()) {
      const [signature] = executions[index].variables.signatures as string[];
      expect(await signerOf(bytes, signature)).toBe(owner);
    }
    standIn.onExecute = undefined;
    await context.close();
  });

  it('mints to pasted lines on the manage page, the cost shown before signing and the supply read back', async () => {
    const keypair = Ed25519Keypair.generate();
    const owner = keypair.toSuiAddress();
    const coin = `${PACKAGE}::MNG::MNG`;
    const wallets = { kind: 'address' as const, address: owner };
    standIn.coins.set(`${owner}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
      { objectId: id('e2'), version: '5', digest: DIGEST, balance: 30_000_000_000n },
    ]);
    const treasury = {
      objectId: id('7d'),
      version: '2',
      digest: DIGEST,
      owner: wallets,
      type: `0x2::coin::TreasuryCap<${coin}>`,
      json: { id: id('7d'), total_supply: { value: '0' } } as Record<string, unknown>,
    };
    standIn.objects.set(treasury.objectId, treasury);
    standIn.objects.set(suiCurrencyObjectId(coin), {
      objectId: suiCurrencyObjectId(coin),
      version: '3',
      digest: DIGEST,
      owner: { kind: 'shared', initialSharedVersion: '3' },
      type: `0x2::coin_registry::Currency<${coin}>`,
      json: {
        decimals: 2,
        name: 'Managed',
        symbol: 'MNG',
        description: '',
        icon_url: '',
        supply: { '@variant': 'Unknown' },
        metadata_cap_id: { '@variant': 'Claimed' },
      },
    });
    standIn.onExecute = (bytes) => {
      const { commands, u64 } = decodePtb(bytes);
      const call = commands[0].MoveCall;
      if (call?.function !== 'mint') return;
      treasury.json = { ...treasury.json, total_supply: { value: String(u64(call.arguments[1] as PtbArgument)) } };
      treasury.version = '3';
    };
    const R1 = `0x${'01'.repeat(32)}`;
    const R2 = `0x${'02'.repeat(32)}`;

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const wallet = await injectSuiWallet(page, keypair);
    await page.goto(`/en/sui/token/manage?coin=${encodeURIComponent(coin)}`);
    await waitForHydrated(page, '[data-testid="sui-manage-coin"]');
    expect(await page.getByTestId('sui-manage-coin').inputValue()).toBe(coin);
    await page.getByLabel('Your own GraphQL URL').fill(standIn.url);
    await page.getByRole('button', { name: 'Use this endpoint' }).click();
    await page.getByText(`Using your endpoint: ${standIn.url}`).waitFor();
    await page.getByTestId('sui-manage-load').click();
    await page.getByText('Managed (MNG)').waitFor();
    await page.getByLabel('Rows', { exact: true }).fill(`${R1},1.25\n${R2},3`);
    await page.getByText('2 of 2 rows ready').waitFor();
    await page.getByTestId('sui-manage-prepare').click();
    await page.getByTestId('sui-manage-cost').waitFor();
    expect(await page.getByTestId('sui-coin-fee').textContent()).toBe('5 SUI');
    expect(wallet.signed).toHaveLength(0);
    await page.getByTestId('sui-manage-send').click();
    await page.getByTestId('sui-manage-sent').waitFor();
    expect(await page.getByTestId('sui-manage-supply').textContent()).toBe('4.25 MNG');

    expect(wallet.signed).toHaveLength(1);
    const mint = decodePtb(fromBase64(wallet.signed[0]));
    expect(mint.commands[0].MoveCall?.function).toBe('mint');
    expect(mint.u64(mint.commands[0].MoveCall?.arguments[1] as PtbArgument)).toBe(425n);
    expect(mint.address(mint.commands[2].TransferObjects?.address as PtbArgument)).toBe(R2);
    expect(mint.address(mint.commands[3].TransferObjects?.address as PtbArgument)).toBe(R1);
    expect(mint.u64(mint.commands[4].SplitCoins?.amounts[0] as PtbArgument)).toBe(5_000_000_000n);
    expect(mint.address(mint.commands[5].TransferObjects?.address as PtbArgument)).toBe(SUI_E2E_FEE_RECEIVER);
    const [execution] = standIn.requests.filter(
      (request) =>
        request.query.includes('executeTransaction') && request.variables.transactionDataBcs === wallet.signed[0],
    );
    const [signature] = execution.variables.signatures as string[];
    expect(await signerOf(fromBase64(wallet.signed[0]), signature)).toBe(owner);
    standIn.onExecute = undefined;
    await context.close();
  });
});
