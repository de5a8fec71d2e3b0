import { type Abi, type Address, encodeFunctionData, type Hex, parseAbi } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import nft721Artifact from '@/contracts/test/TestNFT721.json';
import nft1155Artifact from '@/contracts/test/TestNFT1155.json';
import { MULTICALL3_ADDRESS } from '../balances';
import { deployArtifact, type LocalChain, sendAndWait } from '../multisend/test-support';

// Test and bench support only: the test collections (contracts/test/TestNFT721.sol, TestNFT1155.sol) deployed on a
// local anvil and minted in bulk through Multicall3's aggregate3 (install it first: test/multicall.ts), so hundreds of
// tokens take a few transactions.

export const TEST_NFT721 = nft721Artifact as { abi: Abi; bytecode: Hex };
export const TEST_NFT1155 = nft1155Artifact as { abi: Abi; bytecode: Hex };

export const TEST_NFT_ABI = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function mint(address to, uint256 id, uint256 value)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
  'function setApprovalForAll(address operator, bool approved)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
]);

const AGGREGATE3_ABI = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] results)',
]);

const MINTS_PER_TRANSACTION = 150;

async function mintAll(local: LocalChain, account: PrivateKeyAccount, target: Address, calls: Hex[]): Promise<void> {
  for (let start = 0; start < calls.length; start += MINTS_PER_TRANSACTION) {
    const batch = calls.slice(start, start + MINTS_PER_TRANSACTION).map((callData) => ({
      target,
      allowFailure: false,
      callData,
    }));
    const data = encodeFunctionData({ abi: AGGREGATE3_ABI, functionName: 'aggregate3', args: [batch] });
    await sendAndWait(local, account, { to: MULTICALL3_ADDRESS, data });
  }
}

export function deployTestNft721(local: LocalChain, deployer: PrivateKeyAccount): Promise<Address> {
  return deployArtifact(local, TEST_NFT721, deployer);
}

export function deployTestNft1155(local: LocalChain, deployer: PrivateKeyAccount): Promise<Address> {
  return deployArtifact(local, TEST_NFT1155, deployer);
}

/** Mints each ERC-721 id to `owner` (Multicall3 must be installed). */
export function mintNft721(
  local: LocalChain,
  account: PrivateKeyAccount,
  nft: Address,
  owner: Address,
  ids: readonly bigint[],
): Promise<void> {
  const calls = ids.map((id) => encodeFunctionData({ abi: TEST_NFT_ABI, functionName: 'mint', args: [owner, id] }));
  return mintAll(local, account, nft, calls);
}

/** Mints `amount` of each ERC-1155 id to `owner` (Multicall3 must be installed). */
export function mintNft1155(
  local: LocalChain,
  account: PrivateKeyAccount,
  nft: Address,
  owner: Address,
  items: readonly { id: bigint; amount: bigint }[],
): Promise<void> {
  const calls = items.map(({ id, amount }) =>
    encodeFunctionData({ abi: TEST_NFT_ABI, functionName: 'mint', args: [owner, id, amount] }),
  );
  return mintAll(local, account, nft, calls);
}

export function ownersOf(local: LocalChain, nft: Address, ids: readonly bigint[]): Promise<Address[]> {
  return Promise.all(
    ids.map((id) =>
      local.publicClient.readContract({ address: nft, abi: TEST_NFT_ABI, functionName: 'ownerOf', args: [id] }),
    ),
  );
}

export function balancesOf1155(
  local: LocalChain,
  nft: Address,
  pairs: readonly { owner: Address; id: bigint }[],
): Promise<bigint[]> {
  return Promise.all(
    pairs.map(({ owner, id }) =>
      local.publicClient.readContract({
        address: nft,
        abi: TEST_NFT_ABI,
        functionName: 'balanceOf',
        args: [owner, id],
      }),
    ),
  );
}
