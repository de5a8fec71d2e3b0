import { type Address, encodeFunctionData, type Hash } from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { TRANSACTION_GAS_CAP } from '@/chains/evm/multisend/chunk';
import { encodeERC721Send } from '@/chains/evm/multisend/encode';
import {
  connectLocalChain,
  deployMultisend,
  freshAddresses,
  type LocalChain,
  sendAndWait,
} from '@/chains/evm/multisend/test-support';
import { setApprovalForAllCall } from '@/chains/evm/nft/reads';
import {
  balancesOf1155,
  deployTestNft721,
  deployTestNft1155,
  mintNft721,
  mintNft1155,
  ownersOf,
  TEST_NFT_ABI,
} from '@/chains/evm/nft/test-support';
import { encodeNftChunk, planNftChunks, toBatchRow } from '@/components/tools/evm/send-nft/nft-plan';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { installMulticall3 } from '@/test/multicall';

// Gas per item of batch/send-nft's sends through our Multisend — ERC-721 (safeTransferFrom, as the tool sends, and
// plain transferFrom) and ERC-1155 (one safeTransferFrom a row; and safeBatchTransferFrom with 5 ids a recipient) —
// at 100 and 500 items to fresh recipients, chunked as the tool chunks them (min(half a 30M block, 95 % of EIP-7825's
// 16,777,216) on an anvil that enforces the cap), beside a plain loop of direct transfers (one transaction per item
// from the owner's wallet, no contract in between). Test collections: contracts/test/TestNFT721.sol, TestNFT1155.sol.
// Gas from receipts, printed as one JSON object; asserts only that every item arrived.

const SIZES = [100, 500] as const;
const SENDER = ANVIL_ACCOUNTS[1];
const MINTER = ANVIL_ACCOUNTS[0];
const BLOCK_GAS_LIMIT = 30_000_000n;

interface Measurement {
  items: number;
  transactions: number;
  gasUsed: number;
  perItem: number;
  largestTransaction: number;
}

jest.setTimeout(900_000);

describe('NFT send gas per item', () => {
  let anvil: AnvilInstance | undefined;
  let local: LocalChain;
  let nextId = 1n;
  const results: Record<string, Partial<Record<number, Measurement>>> = {};

  beforeAll(async () => {
    anvil = await startAnvil({ transactionGasCap: true });
    local = await connectLocalChain(anvil.rpcUrl);
    await local.testClient.setBlockGasLimit({ gasLimit: BLOCK_GAS_LIMIT });
    await local.testClient.mine({ blocks: 1 });
    await installMulticall3(anvil.rpcUrl);
    await deployMultisend(local);
  }, 120_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  const takeIds = (count: number) => Array.from({ length: count }, () => nextId++);

  async function measure(hashes: readonly Hash[], items: number): Promise<Measurement> {
    const receipts = await Promise.all(hashes.map((hash) => local.publicClient.getTransactionReceipt({ hash })));
    for (const receipt of receipts) if (receipt.status !== 'success') throw new Error('a transfer reverted');
    const gas = receipts.map((receipt) => Number(receipt.gasUsed));
    const gasUsed = gas.reduce((sum, value) => sum + value, 0);
    return {
      items,
      transactions: receipts.length,
      gasUsed,
      perItem: Math.round(gasUsed / items),
      largestTransaction: Math.max(...gas),
    };
  }

  /** Sends each call and waits for its receipt (in order, as the wallet would). */
  async function sendAll(calls: readonly { to: Address; data: `0x${string}`; value?: bigint }[]): Promise<Hash[]> {
    const hashes: Hash[] = [];
    for (const call of calls) hashes.push((await sendAndWait(local, SENDER, call)).transactionHash);
    return hashes;
  }

  function record(name: string, size: number, measurement: Measurement) {
    results[name] = { ...results[name], [size]: measurement };
  }

  it('ERC-721: Multisend (safe and plain) vs one direct transfer per item', async () => {
    const nft = await deployTestNft721(local, MINTER);
    await sendAndWait(local, SENDER, setApprovalForAllCall(nft, MULTISEND_ADDRESS));
    for (const size of SIZES) {
      for (const safe of [true, false]) {
        const ids = takeIds(size);
        await mintNft721(local, MINTER, nft, SENDER.address, ids);
        const recipients = freshAddresses(size, `bench-721-${safe}-${size}`);
        const rows = ids.map((tokenId, index) =>
          toBatchRow({ line: index + 1, to: recipients[index], tokenId, amount: 1n }),
        );
        const chunks = planNftChunks(rows, { lane: '', blockGasLimit: BLOCK_GAS_LIMIT, standard: 'erc721' });
        const calls = chunks.map((chunk) =>
          safe
            ? encodeNftChunk(chunk, 'erc721', nft)
            : encodeERC721Send({
                token: nft,
                safe: false,
                transfers: chunk.rows.map((row) => ({ to: row.address as Address, tokenId: BigInt(row.note ?? 0) })),
              }),
        );
        record(
          safe ? 'erc721 Multisend safe (tool)' : 'erc721 Multisend plain',
          size,
          await measure(await sendAll(calls), size),
        );
        expect(await ownersOf(local, nft, ids)).toEqual(recipients);
      }
      const ids = takeIds(size);
      await mintNft721(local, MINTER, nft, SENDER.address, ids);
      const recipients = freshAddresses(size, `bench-721-direct-${size}`);
      const calls = ids.map((id, index) => ({
        to: nft,
        data: encodeFunctionData({
          abi: TEST_NFT_ABI,
          functionName: 'safeTransferFrom',
          args: [SENDER.address, recipients[index], id],
        }),
      }));
      record('erc721 direct loop (safeTransferFrom each)', size, await measure(await sendAll(calls), size));
      expect(await ownersOf(local, nft, ids)).toEqual(recipients);
    }
  });

  it('ERC-1155: Multisend (per row, and batched by recipient) vs one direct transfer per item', async () => {
    const nft = await deployTestNft1155(local, MINTER);
    await sendAndWait(local, SENDER, setApprovalForAllCall(nft, MULTISEND_ADDRESS));
    for (const size of SIZES) {
      // One id a row, amount 1–3, each to its own fresh recipient.
      const ids = takeIds(size);
      const amountOf = (index: number) => BigInt((index % 3) + 1);
      await mintNft1155(
        local,
        MINTER,
        nft,
        SENDER.address,
        ids.map((id) => ({ id, amount: 5n })),
      );
      const recipients = freshAddresses(size, `bench-1155-${size}`);
      const rows = ids.map((tokenId, index) =>
        toBatchRow({ line: index + 1, to: recipients[index], tokenId, amount: amountOf(index) }),
      );
      const chunks = planNftChunks(rows, { lane: '', blockGasLimit: BLOCK_GAS_LIMIT, standard: 'erc1155' });
      const calls = chunks.map((chunk) => encodeNftChunk(chunk, 'erc1155', nft));
      record('erc1155 Multisend per row (tool)', size, await measure(await sendAll(calls), size));
      expect(
        await balancesOf1155(
          local,
          nft,
          recipients.map((owner, index) => ({ owner, id: ids[index] })),
        ),
      ).toEqual(ids.map((_, index) => amountOf(index)));

      // Five ids per recipient: one safeBatchTransferFrom each (the tool's form when a chunk repeats a recipient).
      const batchIds = takeIds(size);
      await mintNft1155(
        local,
        MINTER,
        nft,
        SENDER.address,
        batchIds.map((id) => ({ id, amount: 5n })),
      );
      const batchRecipients = freshAddresses(size / 5, `bench-1155-batch-${size}`);
      const batchRows = batchIds.map((tokenId, index) =>
        toBatchRow({ line: index + 1, to: batchRecipients[Math.floor(index / 5)], tokenId, amount: 1n }),
      );
      const batchChunks = planNftChunks(batchRows, {
        lane: '',
        blockGasLimit: BLOCK_GAS_LIMIT,
        standard: 'erc1155',
      });
      const batchCalls = batchChunks.map((chunk) => encodeNftChunk(chunk, 'erc1155', nft));
      expect(batchCalls.every((call) => call.functionName === 'sendERC1155Batch')).toBe(true);
      record(
        'erc1155 Multisend batched, 5 ids a recipient (tool)',
        size,
        await measure(await sendAll(batchCalls), size),
      );

      const directIds = takeIds(size);
      await mintNft1155(
        local,
        MINTER,
        nft,
        SENDER.address,
        directIds.map((id) => ({ id, amount: 5n })),
      );
      const directRecipients = freshAddresses(size, `bench-1155-direct-${size}`);
      const calls1155 = directIds.map((id, index) => ({
        to: nft,
        data: encodeFunctionData({
          abi: TEST_NFT_ABI,
          functionName: 'safeTransferFrom',
          args: [SENDER.address, directRecipients[index], id, amountOf(index), '0x'],
        }),
      }));
      record('erc1155 direct loop (safeTransferFrom each)', size, await measure(await sendAll(calls1155), size));
    }
    for (const row of Object.values(results)) {
      for (const measurement of Object.values(row)) {
        expect(measurement?.largestTransaction ?? 0).toBeLessThan(Number(TRANSACTION_GAS_CAP));
      }
    }
    console.info(
      `NFT send gas per item (anvil, fresh recipients, block ${BLOCK_GAS_LIMIT}, EIP-7825 cap enforced):\n${JSON.stringify(results, null, 2)}`,
    );
  });
});
