import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  slice,
  type TestClient,
  type TransactionReceipt,
  toHex,
  type WalletClient,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { deployMultisendRequest } from './deploy';

// Test and bench support only: viem clients for a local anvil chain, deployments, fresh addresses, balance reads.

export interface LocalChain {
  rpcUrl: string;
  chain: Chain;
  publicClient: PublicClient;
  testClient: TestClient;
  walletFor(account: PrivateKeyAccount): WalletClient<ReturnType<typeof http>, Chain, PrivateKeyAccount>;
}

export async function connectLocalChain(rpcUrl: string): Promise<LocalChain> {
  const transport = http(rpcUrl);
  const chain = defineChain({
    id: await createPublicClient({ transport }).getChainId(),
    name: 'Local anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  // Anvil mines each transaction on arrival: a short polling interval keeps receipts quick.
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50, cacheTime: 0 }) as PublicClient;
  const testClient = createTestClient({ chain, mode: 'anvil', transport });
  return {
    rpcUrl,
    chain,
    publicClient,
    testClient,
    walletFor: (account) => createWalletClient({ account, chain, transport }),
  };
}

/** Sends a transaction and waits for its receipt; throws if it reverted. */
export async function sendAndWait(
  local: LocalChain,
  account: PrivateKeyAccount,
  request: { to: Address; data?: Hex; value?: bigint; gas?: bigint },
): Promise<TransactionReceipt> {
  const hash = await local.walletFor(account).sendTransaction(request);
  const receipt = await local.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

/** Deploys Multisend through the CREATE2 deployer, as the page would offer it. */
export function deployMultisend(local: LocalChain, account = ANVIL_ACCOUNTS[0]): Promise<TransactionReceipt> {
  return sendAndWait(local, account, deployMultisendRequest());
}

/** Plain CREATE deployment of a compiled contract without constructor arguments. */
export async function deployArtifact(
  local: LocalChain,
  artifact: { abi: Abi; bytecode: Hex },
  account = ANVIL_ACCOUNTS[0],
): Promise<Address> {
  const hash = await local.walletFor(account).deployContract({ abi: artifact.abi, bytecode: artifact.bytecode });
  const { contractAddress, status } = await local.publicClient.waitForTransactionReceipt({ hash });
  if (status !== 'success' || !contractAddress) throw new Error('deployment failed');
  return getAddress(contractAddress);
}

/** `count` never-used addresses, different for every `seed` (no keys: they only receive). */
export function freshAddresses(count: number, seed: string): Address[] {
  return Array.from({ length: count }, (_, index) => getAddress(slice(keccak256(toHex(`${seed}:${index}`)), 12)));
}

/** Reads in slices so hundreds of addresses do not open hundreds of sockets at once. */
export async function readAll<T>(addresses: readonly Address[], read: (address: Address) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < addresses.length; start += 50) {
    results.push(...(await Promise.all(addresses.slice(start, start + 50).map(read))));
  }
  return results;
}

export function nativeBalances(local: LocalChain, addresses: readonly Address[]): Promise<bigint[]> {
  return readAll(addresses, (address) => local.publicClient.getBalance({ address }));
}
