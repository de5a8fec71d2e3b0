import { type AbiFunction, type Address, createWalletClient, http, parseAbi, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { serializeJob } from '@/lib/batch/persist';
import { CALL_TARGET_ABI, deployCallTarget } from '@/test/call-contract-target';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { AttemptLog } from '../key-batch/attempts';
import { parseKeyList } from '../key-batch/keys';
import { freshWallets, fund, type LocalRun, runJob, startLocalRun } from '../key-batch/test-support';
import type { EvmWallet } from '../send-token/wallet-handle';
import { writeFunctions } from './abi';
import { createCallDriver, settingsFromJob } from './call-driver';
import { callJob, planCalls } from './call-plan';
import { pairCalls, parseCallRows } from './call-rows';
import { createWalletCallDriver } from './wallet-call-driver';

// Batch contract calls on anvil: the test ERC-721's mint(to, tokenId) from fresh wallets, each with its own line of
// arguments. Every row is simulated from its own wallet first; a row that would revert (an id already minted) is
// refused with its decoded custom error and never sent; the others are signed in the page and read back on chain.

jest.setTimeout(120_000);

let local: LocalRun | undefined;

beforeAll(async () => {
  local = await startLocalRun();
});

afterAll(async () => {
  await local?.anvil.stop();
});

function run(): LocalRun {
  if (!local) throw new Error('anvil did not start');
  return local;
}

const OWNER_OF = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);

function mintFunction(): AbiFunction {
  const item = writeFunctions(CALL_TARGET_ABI).find((entry) => entry.name === 'mint');
  if (!item) throw new Error('no mint in the ABI');
  return item;
}

async function nonceOf(address: Address): Promise<number> {
  return run().client.getTransactionCount({ address });
}

describe('batch contract calls on anvil', () => {
  it('simulates every row, refuses the reverting one with its decoded error, sends the rest and reads them back', async () => {
    const { client, target, anvil } = run();
    const contract = await deployCallTarget(anvil.rpcUrl);
    const wallets = freshWallets(5);
    await fund(anvil.rpcUrl, new Map(wallets.map((wallet) => [wallet.address, parseEther('1')])));
    // Id 103 is taken before the run: the fourth row would revert with AlreadyMinted(103).
    const [alice] = ANVIL_ACCOUNTS;
    const deployer = createWalletClient({ account: alice, chain: client.chain, transport: http(anvil.rpcUrl) });
    await client.waitForTransactionReceipt({
      hash: await deployer.writeContract({
        address: contract,
        abi: CALL_TARGET_ABI,
        functionName: 'mint',
        args: [alice.address, 103n],
        chain: client.chain,
      }),
    });

    const keys = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
    const item = mintFunction();
    const parsed = parseCallRows(
      ['to,tokenId', ...wallets.map((wallet, index) => `${wallet.address}, ${100 + index}`)].join('\n'),
      item,
      18,
    );
    expect(parsed.issues).toEqual([]);
    const pairing = pairCalls(item, parsed.rows, keys.entries.length);
    if (!pairing.ok) throw new Error('rows and wallets do not pair');

    const plan = await planCalls({
      client,
      contract,
      abi: CALL_TARGET_ABI,
      item,
      wallets: keys.entries,
      calls: pairing.calls,
    });
    expect(plan.counts).toEqual({ ready: 4, refused: 1, needsGas: 0 });
    expect(plan.rows.map((row) => row.state)).toEqual(['ready', 'ready', 'ready', 'refused', 'ready']);
    expect(plan.rows[3].reason).toEqual({ kind: 'error', text: 'AlreadyMinted(103)' });
    expect(plan.maxTotalFees).toBeGreaterThan(0n);

    const job = callJob(plan, target);
    expect(job.rows.map((row) => row.address)).not.toContain(wallets[3].address);
    expect(JSON.stringify(serializeJob(job))).not.toMatch(
      new RegExp(wallets.map((wallet) => wallet.key.slice(2)).join('|'), 'i'),
    );
    const attempts = new AttemptLog();
    const executor = await runJob(job, createCallDriver(settingsFromJob(job), { client, ring: keys.ring, attempts }));
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 4, failed: 0 });

    for (const [index, wallet] of wallets.entries()) {
      const tokenId = BigInt(100 + index);
      const owner = await client.readContract({
        address: contract,
        abi: OWNER_OF,
        functionName: 'ownerOf',
        args: [tokenId],
      });
      expect(owner).toBe(index === 3 ? alice.address : wallet.address);
    }
    // The refused wallet sent nothing; each of the others sent exactly its one call.
    expect(await Promise.all(wallets.map((wallet) => nonceOf(wallet.address)))).toEqual([1, 1, 1, 0, 1]);
  });

  it('a row that starts reverting after the review fails at its send with the reason, and nothing is sent for it', async () => {
    const { client, target, anvil } = run();
    const contract = await deployCallTarget(anvil.rpcUrl);
    const wallets = freshWallets(2);
    await fund(anvil.rpcUrl, new Map(wallets.map((wallet) => [wallet.address, parseEther('1')])));
    const keys = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
    const item = mintFunction();
    // One line for every wallet: both mint id 7 to the first wallet; the second's call reverts once the first lands.
    const { rows } = parseCallRows(`${wallets[0].address}, 7`, item, 18);
    const pairing = pairCalls(item, rows, 2);
    if (!pairing.ok) throw new Error('rows and wallets do not pair');
    const plan = await planCalls({
      client,
      contract,
      abi: CALL_TARGET_ABI,
      item,
      wallets: keys.entries,
      calls: pairing.calls,
    });
    expect(plan.counts.ready).toBe(2);
    const job = callJob(plan, target);
    const attempts = new AttemptLog();
    const executor = await runJob(
      job,
      createCallDriver(settingsFromJob(job), { client, ring: keys.ring, attempts }),
      1,
    );
    const { job: finished, counts } = executor.getSnapshot();
    expect(counts).toMatchObject({ confirmed: 1, failed: 1 });
    expect(finished.chunks[1].error).toEqual({ code: 'CALL_REVERTS', message: 'AlreadyMinted(7)' });
    expect(await nonceOf(wallets[1].address)).toBe(0);
  });

  it("the connected wallet makes every line's call in turn; a line that reverts is refused and never signed", async () => {
    const { client, target, anvil } = run();
    const contract = await deployCallTarget(anvil.rpcUrl);
    const [owner] = freshWallets(1);
    await fund(anvil.rpcUrl, new Map([[owner.address, parseEther('1')]]));
    const account = privateKeyToAccount(owner.key);
    const signer = createWalletClient({ account, chain: client.chain, transport: http(anvil.rpcUrl) });
    const asked: bigint[] = [];
    // A browser wallet as the page sees it (EvmWallet): it signs and broadcasts what it is asked to.
    const wallet: EvmWallet = {
      status: 'connected',
      address: account.address,
      chainId: target.chainId,
      connect: () => undefined,
      switchChain: async () => undefined,
      disconnect: () => undefined,
      send: async (chainId, request) => {
        expect(chainId).toBe(target.chainId);
        asked.push(request.nonce === undefined ? -1n : BigInt(request.nonce));
        return signer.sendTransaction({ ...request, chain: client.chain });
      },
    };
    const item = mintFunction();
    const text = ['to,tokenId', `${owner.address}, 1`, `${owner.address}, 2`, `${owner.address}, 3`].join('\n');
    const { rows, issues } = parseCallRows(text, item, 18);
    expect(issues).toEqual([]);
    const senders = rows.map((row) => ({ line: row.line, address: account.address }));
    const plan = await planCalls({ client, contract, abi: CALL_TARGET_ABI, item, wallets: senders, calls: rows });
    expect(plan.counts).toEqual({ ready: 3, refused: 0, needsGas: 0 });
    // The wallet pays every line: with coins for two and a half calls, the third line is flagged, not the first two.
    const reserve = plan.rows[0].gas * plan.maxFeePerGas;
    await fund(anvil.rpcUrl, new Map([[owner.address, reserve * 2n + reserve / 2n]]));
    const short = await planCalls({ client, contract, abi: CALL_TARGET_ABI, item, wallets: senders, calls: rows });
    expect(short.rows.map((row) => row.state)).toEqual(['ready', 'ready', 'needsGas']);
    await fund(anvil.rpcUrl, new Map([[owner.address, parseEther('1')]]));
    const job = callJob(plan, target);
    expect(new Set(job.chunks.map((chunk) => chunk.lane))).toEqual(new Set([account.address]));
    const executor = await runJob(job, createWalletCallDriver(settingsFromJob(job), { client, wallet: () => wallet }));
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 3, failed: 0 });
    expect(asked).toEqual([0n, 1n, 2n]);
    for (const tokenId of [1n, 2n, 3n]) {
      expect(
        await client.readContract({ address: contract, abi: OWNER_OF, functionName: 'ownerOf', args: [tokenId] }),
      ).toBe(account.address);
    }
    // The same lines again: each would now revert, so the wallet is never asked to sign.
    const again = await planCalls({ client, contract, abi: CALL_TARGET_ABI, item, wallets: senders, calls: rows });
    expect(again.rows.map((row) => row.reason?.text)).toEqual([
      'AlreadyMinted(1)',
      'AlreadyMinted(2)',
      'AlreadyMinted(3)',
    ]);
    // A run of the first review's plan now: every call is simulated again before the wallet is asked, and refused.
    const stale = callJob(plan, target);
    const refused = await runJob(
      stale,
      createWalletCallDriver(settingsFromJob(stale), { client, wallet: () => wallet }),
    );
    expect(refused.getSnapshot().job.chunks.map((chunk) => chunk.error)).toEqual(
      [1, 2, 3].map((id) => ({ code: 'CALL_REVERTS', message: `AlreadyMinted(${id})` })),
    );
    expect(asked).toHaveLength(3);
  });

  it('a bad argument is named by its line before anything is simulated', () => {
    const item = mintFunction();
    const { rows, issues } = parseCallRows(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8, 1\n0x1234, 2\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8, -3',
      item,
      18,
    );
    expect(rows.map((row) => row.line)).toEqual([1]);
    expect(issues).toEqual([
      { line: 2, code: 'address', column: 'to', expected: 'address' },
      { line: 3, code: 'range', column: 'tokenId', expected: `0 … ${2n ** 256n - 1n}` },
    ]);
  });
});
