import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import artifact from '@/contracts/test/TestNFT721.json';
import { ANVIL_ACCOUNTS } from './erc20';

// Test support only: the contract the batch contract-call tests call — the test ERC-721 (anyone may mint any unused
// id; minting a used id reverts with the custom error AlreadyMinted(tokenId)).

export const CALL_TARGET_ABI = artifact.abi as Abi;

/** Deploys a fresh TestNFT721 with `deployer` (default anvil's #0); its EIP-55 address. */
export async function deployCallTarget(
  rpcUrl: string,
  deployer: PrivateKeyAccount = ANVIL_ACCOUNTS[0],
): Promise<Address> {
  const transport = http(rpcUrl);
  const probe = createPublicClient({ transport, pollingInterval: 50 });
  const chain = defineChain({
    id: await probe.getChainId(),
    name: 'Local anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const wallet = createWalletClient({ account: deployer, chain, transport });
  const hash = await wallet.deployContract({ abi: CALL_TARGET_ABI, bytecode: artifact.bytecode as Hex });
  const { contractAddress, status } = await probe.waitForTransactionReceipt({ hash });
  if (status !== 'success' || !contractAddress) throw new Error('TestNFT721 deployment failed');
  return getAddress(contractAddress);
}
