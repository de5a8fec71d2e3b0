import type { Browser, Page } from 'playwright-core';
import { createTestClient, getAddress, http, keccak256, parseEther, slice, toHex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { connectLocalChain } from '@/chains/evm/multisend/test-support';
import {
  balancesOf1155,
  deployTestNft721,
  deployTestNft1155,
  mintNft721,
  mintNft1155,
  ownersOf,
} from '@/chains/evm/nft/test-support';
import { installMulticall3 } from '@/test/multicall';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';
import { readServerInfo } from './server';

// batch/send-nft with an injected wallet on the run's anvil (chain 56, typed as BSC's RPC): 100 ERC-721 ids to 100
// recipients in three transactions (the wallet refuses the second, which is retried alone), then 50 ERC-1155 ids with
// amounts, where a line above the balance is named by line and removed first. Every owner and balance is read back
// from the chain. The wallet holds anvil's account #8, which no other test sends from.
const STEP_TIMEOUT_MS = 45_000;
const ACCOUNT_INDEX = 8;
/** Anvil's dev account #8 as a local account (its public test mnemonic), for the deployments and mints. */
const SENDER = privateKeyToAccount(
  toHex(
    mnemonicToAccount('test test test test test test test test test test test junk', {
      addressIndex: ACCOUNT_INDEX,
    }).getHdKey().privateKey as Uint8Array,
  ),
);
jest.setTimeout(240_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function chainHarness(): { rpcUrl: string; chainId: number } {
  const { vip } = readServerInfo() as { vip?: { rpcUrl: string; chainId: number } };
  if (!vip) throw new Error('e2e/.artifacts/server.json has no "vip" section (anvil): see e2e/global-setup.ts');
  return vip;
}

function freshRecipients(count: number, tag: string): `0x${string}`[] {
  const seed = `send-nft-e2e:${tag}:${Date.now()}:${Math.random()}`;
  return Array.from({ length: count }, (_, index) => getAddress(slice(keccak256(toHex(`${seed}:${index}`)), 12)));
}

async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout: STEP_TIMEOUT_MS },
  );
}

async function pickWalletIfAsked(page: Page, wallet: InjectedWallet, until: string): Promise<void> {
  const option = page.locator(`[data-testid="rk-wallet-option-${wallet.rdns}"]`);
  const done = page.locator(until);
  await Promise.race([option.waitFor(), done.first().waitFor()]);
  if (await option.isVisible()) await option.click({ timeout: 10_000 }).catch(() => undefined);
  await done.first().waitFor();
}

const sendButton = '.send-token__send button';
const sentTransactions = (wallet: InjectedWallet) => wallet.calls.filter((method) => method === 'eth_sendTransaction');

async function waitForSendable(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      return !!button && !button.disabled;
    },
    sendButton,
    { timeout: 60_000 },
  );
}

/** Deploys Multisend from the page when the chain lacks it (another test may have done it already). */
async function deployIfOffered(page: Page): Promise<void> {
  await page.getByText('Looking for the Multisend contract…').waitFor({ state: 'detached' });
  const deploy = page.getByRole('button', { name: /^Deploy the Multisend contract/ });
  if (await deploy.isVisible()) {
    await deploy.click();
    await deploy.waitFor({ state: 'detached', timeout: 60_000 });
  }
}

async function approveCollection(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Approve the Multisend contract for this collection' }).click();
  await page.getByText('The Multisend contract is approved for this collection.').waitFor({ timeout: 60_000 });
}

describe('batch NFT send with an injected wallet on anvil', () => {
  it('sends 100 ERC-721 and 50 ERC-1155 ids, every owner and balance checked on chain', async () => {
    const started = Date.now();
    const { rpcUrl, chainId } = chainHarness();
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address: SENDER.address,
      value: parseEther('1000'),
    });
    await installMulticall3(rpcUrl);
    const local = await connectLocalChain(rpcUrl);
    const nft721 = await deployTestNft721(local, SENDER);
    const nft1155 = await deployTestNft1155(local, SENDER);
    const ids721 = Array.from({ length: 100 }, (_, index) => 7_000n + BigInt(index));
    await mintNft721(local, SENDER, nft721, SENDER.address, ids721);
    const items1155 = Array.from({ length: 50 }, (_, index) => ({ id: BigInt(index + 1), amount: 10n }));
    await mintNft1155(local, SENDER, nft1155, SENDER.address, items1155);

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectWallet(page, { rpcUrl, chainId, accountIndex: ACCOUNT_INDEX });
    expect(wallet.account.toLowerCase()).toBe(SENDER.address.toLowerCase());

    // Paste first, connect later: chain, RPC, collection, lines and cost with no wallet.
    await page.goto('/en/batch/send-nft');
    await waitForHydrated(page, '.send-token select');
    await page.getByLabel('Chain', { exact: true }).selectOption(String(chainId));
    await page.getByLabel('RPC URL').fill(rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator(`[data-chain-id="${chainId}"]`).waitFor();

    await page.getByLabel('NFT contract address').fill(nft721);
    await page.getByText('ERC-721 · Test NFT').waitFor();
    const recipients721 = freshRecipients(ids721.length, '721');
    const lines721 = ['recipient,tokenId', ...recipients721.map((to, index) => `${to},${ids721[index]}`)];
    await page.getByLabel('Lines', { exact: true }).fill(lines721.join('\n'));
    await page.getByText('100 of 100 lines ready').waitFor();
    await page.getByLabel('Transfers per transaction (optional)').fill('34');
    await page.getByText('100 transfers in 3 transactions of up to 34 each').waitFor();
    expect(wallet.calls).not.toContain('eth_requestAccounts');

    await page.getByRole('button', { name: 'Connect wallet to send 100 transfers' }).click();
    await pickWalletIfAsked(page, wallet, `[data-address="${SENDER.address}"]`);
    // Owners by line, read in one multicall once the sender is known.
    await page.locator('tr[data-ok="true"]').nth(99).waitFor();
    await deployIfOffered(page);
    await approveCollection(page);
    await waitForSendable(page);
    expect(await page.locator(sendButton).textContent()).toBe('Send 100 transfers');

    // The wallet signs the first chunk, refuses the second, signs the third; the retry sends only the refused one.
    wallet.rejectTransaction(1);
    const sentBefore = sentTransactions(wallet).length;
    await page.locator(sendButton).click();
    await page.getByText('100 of 100 rows done').waitFor({ timeout: 90_000 });
    expect(sentTransactions(wallet).length - sentBefore).toBe(3);
    await page.getByRole('button', { name: 'Retry failed rows' }).click();
    await page.getByText('All 100 rows confirmed.').waitFor({ timeout: 60_000 });
    expect(sentTransactions(wallet).length - sentBefore).toBe(4);
    expect(await ownersOf(local, nft721, ids721)).toEqual(recipients721);

    // ERC-1155: 50 ids with amounts 1–5; a 51st line asks for more of id 1 than the wallet holds.
    await page.getByRole('button', { name: 'New batch' }).click();
    // The setup comes back with the last draft (restored right after it mounts): typed before that, it would be lost.
    await page.waitForFunction(
      (address) => document.querySelector<HTMLInputElement>('#send-nft-token')?.value === address,
      nft721,
    );
    await page.getByLabel('NFT contract address').fill(nft1155);
    await page.locator('[data-standard="erc1155"]').waitFor();
    const recipients1155 = freshRecipients(items1155.length, '1155');
    const amounts = items1155.map((_, index) => BigInt((index % 5) + 1));
    const lines1155 = recipients1155.map((to, index) => `${to};${items1155[index].id};${amounts[index]}`);
    lines1155.push(`${recipients1155[0]};1;10`);
    await page.getByLabel('Lines', { exact: true }).fill(lines1155.join('\n'));
    await page.getByText('51 of 51 lines ready').waitFor();
    await page.getByText('Line 51: above your balance of this id: 11 needed up to this line, you hold 10').waitFor();
    await page.getByRole('button', { name: 'Remove the lines with problems' }).click();
    await page.getByText('50 of 50 lines ready').waitFor();
    await page.locator('tr[data-ok="true"]').nth(49).waitFor();
    await approveCollection(page);
    await waitForSendable(page);
    expect(await page.locator(sendButton).textContent()).toBe('Send 50 transfers');
    await page.locator(sendButton).click();
    await page.getByText('All 50 rows confirmed.').waitFor({ timeout: 90_000 });

    const received = await balancesOf1155(
      local,
      nft1155,
      recipients1155.map((owner, index) => ({ owner, id: items1155[index].id })),
    );
    expect(received).toEqual(amounts);
    const left = await balancesOf1155(
      local,
      nft1155,
      items1155.map(({ id }) => ({ owner: SENDER.address, id })),
    );
    expect(left).toEqual(amounts.map((amount) => 10n - amount));

    // A reload restores the finished batch from the browser's storage.
    await page.reload();
    await page.getByText('Your previous batch was restored', { exact: false }).waitFor();
    await page.getByText('All 50 rows confirmed.').waitFor();
    await context.close();
    console.info(`send-nft e2e: ${Date.now() - started} ms`);
  });
});
