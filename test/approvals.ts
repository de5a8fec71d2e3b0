import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { PERMIT2_ADDRESS } from '@/chains/evm/approvals/abi';
import permit2Artifact from '@/contracts/test/Permit2AllowanceStandIn.json';
import nftArtifact from '@/contracts/test/TestNFT721.json';
import strictArtifact from '@/contracts/test/TestStrictApproveToken.json';
import usdtArtifact from '@/contracts/test/TestUSDT.json';
import { installMulticall3, rpcCall } from './multicall';

// Test support only: approvals seeded on a local anvil for the approval tools' tests, e2e and bench — ERC-20
// allowances on a plain token (TestUSDT) and on a USDT-like one (TestStrictApproveToken), NFT operator approvals
// (TestNFT721), and Permit2 allowances (Permit2AllowanceStandIn installed at Permit2's canonical address).

interface Artifact {
  abi: Abi;
  bytecode: Hex;
  deployedBytecode?: Hex;
}

const MINT_ABI = parseAbi(['function mint(address to, uint256 value)']);
const APPROVE_ABI = parseAbi(['function approve(address spender, uint256 value)']);
const OPERATOR_ABI = parseAbi(['function setApprovalForAll(address operator, bool approved)']);
const PERMIT2_APPROVE_ABI = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function permitUnchecked(address token, address spender, uint160 amount, uint48 expiration)',
]);

export interface ApprovalChain {
  rpcUrl: string;
  chainId: number;
  publicClient: PublicClient;
  /** Deploys a contract from `from` and waits for it. */
  deploy(from: PrivateKeyAccount, artifact: Artifact): Promise<Address>;
  /** Sends a call from `account` and waits for it (throws when it reverts). */
  send(account: PrivateKeyAccount, to: Address, data: Hex): Promise<void>;
}

function chainFor(chainId: number, rpcUrl: string) {
  return { ...foundry, id: chainId, rpcUrls: { default: { http: [rpcUrl] } } };
}

/** Multicall3 and the Permit2 stand-in installed on the anvil at `rpcUrl`. */
export async function approvalChain(rpcUrl: string, chainId: number): Promise<ApprovalChain> {
  await installMulticall3(rpcUrl);
  await rpcCall(rpcUrl, 'anvil_setCode', [PERMIT2_ADDRESS, (permit2Artifact as Artifact).deployedBytecode]);
  const chain = chainFor(chainId, rpcUrl);
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 }) as PublicClient;
  return {
    rpcUrl,
    chainId,
    publicClient,
    async deploy(from, artifact) {
      const wallet = createWalletClient({ account: from, chain, transport: http(rpcUrl) });
      const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error('deploy failed');
      return receipt.contractAddress;
    },
    async send(account, to, data) {
      const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
      const hash = await wallet.sendTransaction({ to, data });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`call to ${to} reverted`);
    },
  };
}

export const ARTIFACTS = {
  usdt: usdtArtifact as unknown as Artifact,
  strict: strictArtifact as unknown as Artifact,
  nft: nftArtifact as unknown as Artifact,
};

export interface SeededGrant {
  kind: 'erc20' | 'operator' | 'permit2';
  token: Address;
  spender: Address;
  /** ERC-20 / Permit2 amount; 1 for operators. */
  amount: bigint;
}

export interface SeedPlan {
  /** Plain ERC-20 allowances (TestUSDT). */
  erc20: number;
  /** Allowances on the USDT-like token. */
  strict: number;
  operators: number;
  permit2: number;
  /** Grants set and then revoked (must not be listed). */
  revoked?: number;
}

export interface Seeded {
  owner: Address;
  usdt: Address;
  strict: Address;
  nft: Address;
  grants: SeededGrant[];
  /** Spenders whose grants were revoked again. */
  revoked: SeededGrant[];
}

/** Spender addresses that are plain, distinct, deterministic. */
export function spenderAddress(index: number): Address {
  return `0x${(0x5be4d000 + index).toString(16).padStart(40, '0')}` as Address;
}

/**
 * Deploys the tokens from `deployer`, gives `owner` balances, and has `owner` grant approvals as planned: spenders are
 * numbered from 1 across all kinds; Permit2 grants alternate between Approval and Permit events.
 */
export async function seedApprovals(
  chain: ApprovalChain,
  deployer: PrivateKeyAccount,
  owner: PrivateKeyAccount,
  plan: SeedPlan,
): Promise<Seeded> {
  const [usdt, strict, nft] = [
    await chain.deploy(deployer, ARTIFACTS.usdt),
    await chain.deploy(deployer, ARTIFACTS.strict),
    await chain.deploy(deployer, ARTIFACTS.nft),
  ];
  await chain.send(
    deployer,
    usdt,
    encodeFunctionData({ abi: MINT_ABI, functionName: 'mint', args: [owner.address, 1_000_000_000n] }),
  );
  await chain.send(
    deployer,
    strict,
    encodeFunctionData({ abi: MINT_ABI, functionName: 'mint', args: [owner.address, 500_000_000n] }),
  );
  await chain.send(
    deployer,
    nft,
    encodeFunctionData({ abi: MINT_ABI, functionName: 'mint', args: [owner.address, 1n] }),
  );
  const grants: SeededGrant[] = [];
  let next = 1;
  for (let i = 0; i < plan.erc20; i += 1) {
    const spender = spenderAddress(next++);
    const amount = i % 2 === 0 ? maxUint256 : BigInt(1_000_000 * (i + 1));
    await chain.send(
      owner,
      usdt,
      encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [spender, amount] }),
    );
    grants.push({ kind: 'erc20', token: usdt, spender, amount });
  }
  for (let i = 0; i < plan.strict; i += 1) {
    const spender = spenderAddress(next++);
    const amount = BigInt(2_000_000 * (i + 1));
    await chain.send(
      owner,
      strict,
      encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [spender, amount] }),
    );
    grants.push({ kind: 'erc20', token: strict, spender, amount });
  }
  for (let i = 0; i < plan.operators; i += 1) {
    const spender = spenderAddress(next++);
    await chain.send(
      owner,
      nft,
      encodeFunctionData({ abi: OPERATOR_ABI, functionName: 'setApprovalForAll', args: [spender, true] }),
    );
    grants.push({ kind: 'operator', token: nft, spender, amount: 1n });
  }
  const farFuture = 4_102_444_800; // 2100-01-01
  for (let i = 0; i < plan.permit2; i += 1) {
    const spender = spenderAddress(next++);
    const amount = BigInt(3_000_000 * (i + 1));
    const functionName = i % 2 === 0 ? 'approve' : 'permitUnchecked';
    await chain.send(
      owner,
      PERMIT2_ADDRESS,
      encodeFunctionData({ abi: PERMIT2_APPROVE_ABI, functionName, args: [usdt, spender, amount, farFuture] }),
    );
    grants.push({ kind: 'permit2', token: usdt, spender, amount });
  }
  const revoked: SeededGrant[] = [];
  for (let i = 0; i < (plan.revoked ?? 0); i += 1) {
    const spender = spenderAddress(next++);
    await chain.send(
      owner,
      usdt,
      encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [spender, 5n] }),
    );
    await chain.send(
      owner,
      usdt,
      encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [spender, 0n] }),
    );
    revoked.push({ kind: 'erc20', token: usdt, spender, amount: 0n });
  }
  return { owner: owner.address, usdt, strict, nft, grants, revoked };
}

/** A funded fresh owner for a test (anvil_setBalance). */
export async function fundedAccount(rpcUrl: string, key: Hex): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(key);
  await rpcCall(rpcUrl, 'anvil_setBalance', [account.address, `0x${(10n ** 20n).toString(16)}`]);
  return account;
}
