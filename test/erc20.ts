import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import artifact from '@/contracts/test/TestUSDT.json';

// Test support only: a real 6-decimal ERC-20 (contracts/test/TestUSDT.sol) on a local anvil chain.

/** Anvil's funded development accounts #0–#2 (public test keys): #0 deploys and mints. */
export const ANVIL_ACCOUNTS: readonly PrivateKeyAccount[] = [
  privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
  privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'),
];

/**
 * Anvil's dev account #3 (public test key), apart from ANVIL_ACCOUNTS: for tests on a shared anvil that must never
 * send from the account others use (the e2e run's VIP purchase pays from #0).
 */
export const ANVIL_ACCOUNT_3: PrivateKeyAccount = privateKeyToAccount(
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
);

export const TEST_TOKEN_DECIMALS = 6;

export interface TestTokenArtifact {
  contractName: string;
  compiler: { version: string; settings: Record<string, unknown> };
  abi: Abi;
  bytecode: Hex;
}

/** Compiled with the other checked-in contracts (contracts/tooling/checked-in-contracts.ts, TEST_USDT_SPEC). */
export const TEST_TOKEN_ARTIFACT = artifact as TestTokenArtifact;

const MINT_ABI = parseAbi(['function mint(address to, uint256 value)']);

export interface TestToken {
  /** EIP-55 form; the chain reader answers it in lowercase. */
  address: Address;
  chain: Chain;
  publicClient: PublicClient;
  /** Mints and waits until mined (needs automine). */
  mint(to: Address, amount: bigint): Promise<void>;
  /**
   * Sends transfer(to, amount) from `from` without waiting, so a test can leave it pending. `gas` skips estimation:
   * needed to get a doomed transfer mined as a reverted transaction instead of refused up front.
   */
  transfer(
    from: PrivateKeyAccount,
    to: Address,
    amount: bigint,
    options?: { gas?: bigint; dataSuffix?: Hex },
  ): Promise<Hash>;
  balanceOf(owner: Address): Promise<bigint>;
}

export interface DeployTestTokenOptions {
  /** Deploys and mints; default anvil's account #0. */
  deployer?: PrivateKeyAccount;
}

/** Deploys a fresh TestUSDT with anvil's account #0 (or `deployer`) on the chain at `rpcUrl`. */
export async function deployTestToken(rpcUrl: string, options: DeployTestTokenOptions = {}): Promise<TestToken> {
  const transport = http(rpcUrl);
  // Receipts are polled; anvil mines at once, so a short interval keeps tests fast.
  const probe = createPublicClient({ transport });
  const chain = defineChain({
    id: await probe.getChainId(),
    name: 'Local anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50, cacheTime: 0 }) as PublicClient;
  const walletFor = (account: PrivateKeyAccount) => createWalletClient({ account, chain, transport });
  const deployer = walletFor(options.deployer ?? ANVIL_ACCOUNTS[0]);

  const deployHash = await deployer.deployContract({
    abi: TEST_TOKEN_ARTIFACT.abi,
    bytecode: TEST_TOKEN_ARTIFACT.bytecode,
  });
  const { contractAddress, status } = await publicClient.waitForTransactionReceipt({ hash: deployHash });
  if (status !== 'success' || !contractAddress) throw new Error('TestUSDT deployment failed');
  const address = getAddress(contractAddress);

  return {
    address,
    chain,
    publicClient,
    async mint(to, amount) {
      const hash = await deployer.writeContract({ address, abi: MINT_ABI, functionName: 'mint', args: [to, amount] });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error('TestUSDT mint failed');
    },
    transfer(from, to, amount, options = {}) {
      return walletFor(from).writeContract({
        address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
        gas: options.gas,
        dataSuffix: options.dataSuffix,
      });
    },
    balanceOf(owner) {
      return publicClient.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
    },
  };
}
