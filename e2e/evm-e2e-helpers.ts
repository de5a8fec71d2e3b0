import type { Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { addV2Liquidity, type DexStand, deployDexStand, deployTradeToken } from '@/chains/evm/dex/testing/dex-stand';
import { baseUrl } from './http';
import { readServerInfo, type VipChainInfo } from './server';

// Set-up shared by the EVM e2e files that drive the run's anvil: a JSON-RPC call, the wait for React to hydrate an
// element, and (for batch/trade and bmm/evm) the trade stand: Uniswap V2 + a token with liquidity, a fresh user who
// bought the dexBulkTrade VIP through the API, and freshly generated, funded trading wallets.

const USDT = parseAbi(['function mint(address to, uint256 value)', 'function transfer(address to, uint256 value)']);

/** One JSON-RPC call to `rpcUrl`; throws the node's error message. */
export async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Waits until the element matching `selector` carries React's props (the page is hydrated). */
export async function waitForHydrated(page: Page, selector: string, timeout: number): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout },
  );
}

async function api(path: string, cookie: string, body?: unknown): Promise<{ code: number; data?: unknown }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data?: unknown };
}

/** A fresh account signed in with its wallet, which then pays the 7-day dexBulkTrade plan in TestUSDT. */
async function vipSession(client: PublicClient, rpcUrl: string): Promise<string> {
  const { vip } = readServerInfo();
  const payer = privateKeyToAccount(generatePrivateKey());
  await rpc(rpcUrl, 'anvil_setBalance', [payer.address, `0x${parseEther('1').toString(16)}`]);
  const message = (await api(`/api/v1/account/signmsg?address=${payer.address}&chainId=1`, '')) as {
    data: { message: string };
  };
  const signature = await payer.signMessage({ message: message.data.message });
  const verify = await fetch(`${baseUrl()}/api/v1/account/signverify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: message.data.message, signature }),
  });
  const cookie = verify.headers
    .getSetCookie()
    .find((value) => value.startsWith('next-auth.session-token='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session');
  const amount = 279n * 10n ** BigInt(vip.tokenDecimals - 1);
  const send = async (data: Hex, nonce: number) => {
    const serializedTransaction = await payer.signTransaction({
      chainId: vip.chainId,
      nonce,
      to: vip.tokenAddress as Address,
      data,
      gas: 100_000n,
      ...(await client.estimateFeesPerGas()),
    });
    const hash = await client.sendRawTransaction({ serializedTransaction });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error('payment reverted');
    return hash;
  };
  await send(encodeFunctionData({ abi: USDT, functionName: 'mint', args: [payer.address, amount] }), 0);
  const txHash = await send(
    encodeFunctionData({ abi: USDT, functionName: 'transfer', args: [vip.receiver as Address, amount] }),
    1,
  );
  const prepay = await api('/api/v1/vip/prepay', cookie, {
    walletAddress: payer.address,
    tokenAddress: vip.tokenAddress,
    chainId: vip.chainId,
    tokenAmount: '27.9',
    vipDays: 7,
    txHash,
    feature: 'dexBulkTrade',
    plan: 'buy',
  });
  if (prepay.code !== 0) throw new Error(`prepay: ${JSON.stringify(prepay)}`);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const confirm = (await api('/api/v1/vip/pay/confirm', cookie, { txHash })) as {
      code: number;
      data?: { status?: string };
    };
    if (confirm.data?.status === 'confirmed') return cookie;
    await rpc(rpcUrl, 'evm_mine', []);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the VIP payment was not confirmed');
}

export interface TradeStand {
  vip: VipChainInfo;
  client: PublicClient;
  stand: DexStand;
  /** The traded token (10,000,000 minted, 1,000,000 of it paired with 100 native in V2). */
  token: Address;
  /** The session cookie (`name=value`) of the user holding the dexBulkTrade VIP. */
  cookie: string;
  keys: Hex[];
  wallets: Address[];
}

/**
 * On the run's anvil (chain 56): V2 only (WETH9, factory, Router02, the page's custom-router path, with few
 * deployments on the shared chain) by a fresh deployer, a token `symbol` with liquidity, a VIP session, and
 * `walletCount` fresh trading wallets holding 1 native each.
 */
export async function setUpTradeStand(symbol: string, walletCount: number): Promise<TradeStand> {
  const { vip } = readServerInfo();
  const client = createPublicClient({ transport: http(vip.rpcUrl), cacheTime: 0 }) as PublicClient;
  const deployer = privateKeyToAccount(generatePrivateKey());
  await rpc(vip.rpcUrl, 'anvil_setBalance', [deployer.address, `0x${(10n ** 24n).toString(16)}`]);
  const stand = await deployDexStand(vip.rpcUrl, vip.chainId, { deployer, withV3: false });
  const token = await deployTradeToken(stand, parseEther('10000000'), { symbol });
  await addV2Liquidity(stand, token, parseEther('1000000'), parseEther('100'));
  const cookie = await vipSession(client, vip.rpcUrl);

  const keys = Array.from({ length: walletCount }, () => generatePrivateKey());
  const wallets = keys.map((key) => privateKeyToAddress(key));
  await Promise.all(
    wallets.map((address) => rpc(vip.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`])),
  );
  return { vip, client, stand, token, cookie, keys, wallets };
}
