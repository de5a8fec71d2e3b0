import { type Address, encodeFunctionData, erc20Abi, type Hash, type Hex, maxUint256, parseAbi } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { type AmountTransfer, encodeERC20Send, encodeNativeSend } from '@/chains/evm/multisend/encode';
import {
  connectLocalChain,
  deployArtifact,
  deployMultisend,
  freshAddresses,
  type LocalChain,
  nativeBalances,
  readAll,
  sendAndWait,
} from '@/chains/evm/multisend/test-support';
import { type ContractSpec, compileContract } from '@/contracts/tooling/compile';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';

// Gas per recipient of Multisend for native coin and ERC-20 (TestUSDT), to fresh addresses and to existing holders,
// at 100 and 500 recipients, beside one transaction per recipient and beside a straightforward batching contract
// (bench/contracts/NaiveDisperse.sol; against GasliteDrop and Disperse: bench/multisend-peers.bench.ts). Gas comes from receipts on one anvil; printed as one JSON object. Asserts only
// that every recipient got its amount.

const SIZES = [100, 500] as const;
const STATES = ['fresh', 'existing'] as const;
type Size = (typeof SIZES)[number];
type HolderState = (typeof STATES)[number];

const SENDER = ANVIL_ACCOUNTS[1];
/** Funds the "existing" recipients beforehand, so the sender's nonce sequence stays its own. */
const HELPER = ANVIL_ACCOUNTS[2];
const NAIVE_SPEC: ContractSpec = {
  contractName: 'NaiveDisperse',
  sourcePath: 'bench/contracts/NaiveDisperse.sol',
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { NaiveDisperse: ['abi', 'evm.bytecode.object'] } },
  },
};
const NAIVE_ABI = parseAbi([
  'function disperseNative(address[] recipients, uint256[] amounts) payable',
  'function disperseToken(address token, address[] recipients, uint256[] amounts)',
  'function disperseTokenDirect(address token, address[] recipients, uint256[] amounts)',
]);
/** Realistic amounts with a typical count of non-zero bytes: 0.01 ETH + index µETH; 1 USDT + index base units. */
const nativeAmount = (index: number) => 10n ** 16n + BigInt(index) * 10n ** 12n;
const tokenAmount = (index: number) => 1_000_000n + BigInt(index);

interface Measurement {
  gasUsed: number;
  perRecipient: number;
  calldataBytes: number;
}
type Row = Partial<Record<Size, Measurement>> & { marginalPerRecipient?: number };
type Table = Record<HolderState, Record<string, Row>>;

jest.setTimeout(600_000);

describe('Multisend gas per recipient', () => {
  let anvil: AnvilInstance | undefined;
  let local: LocalChain;
  let token: TestToken;
  let naiveAddress: Address;
  let seedCounter = 0;

  beforeAll(async () => {
    anvil = await startAnvil();
    local = await connectLocalChain(anvil.rpcUrl);
    await deployMultisend(local);
    token = await deployTestToken(anvil.rpcUrl);
    naiveAddress = await deployArtifact(local, await compileContract(NAIVE_SPEC));
    await token.mint(SENDER.address, 10n ** 15n);
    await token.mint(HELPER.address, 10n ** 15n);
    await approve(HELPER, MULTISEND_ADDRESS, maxUint256);
  }, 120_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  async function approve(account: PrivateKeyAccount, spender: Address, amount: bigint): Promise<void> {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
    await sendAndWait(local, account, { to: token.address, data });
  }

  function recipientsFor(size: Size, state: HolderState): Address[] {
    seedCounter += 1;
    return freshAddresses(size, `bench:${state}:${size}:${seedCounter}`);
  }

  /** Gives every address a first balance (not measured), so the measured send finds existing holders. */
  async function makeHolders(kind: 'native' | 'erc20', recipients: Address[]): Promise<void> {
    const transfers = recipients.map((to) => ({ to, amount: 1n }));
    const call =
      kind === 'native' ? encodeNativeSend({ transfers }) : encodeERC20Send({ token: token.address, transfers });
    await sendAndWait(local, HELPER, call);
  }

  function measurement(gasUsed: bigint, size: number, data: Hex): Measurement {
    return {
      gasUsed: Number(gasUsed),
      perRecipient: Math.round(Number(gasUsed) / size),
      calldataBytes: (data.length - 2) / 2,
    };
  }

  /** One transaction per recipient, sent back to back with explicit nonces, receipts read afterwards. */
  async function individually(requests: { to: Address; data?: Hex; value?: bigint }[]): Promise<bigint> {
    const wallet = local.walletFor(SENDER);
    const nonce = await local.publicClient.getTransactionCount({ address: SENDER.address, blockTag: 'pending' });
    const fees = await local.publicClient.estimateFeesPerGas();
    const hashes: Hash[] = [];
    for (const [offset, request] of requests.entries()) {
      hashes.push(await wallet.sendTransaction({ ...request, nonce: nonce + offset, gas: 100_000n, ...fees }));
    }
    let total = 0n;
    for (const hash of hashes) {
      const receipt = await local.publicClient.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      total += receipt.gasUsed;
    }
    return total;
  }

  async function measureNative(method: string, size: Size, state: HolderState): Promise<Measurement> {
    const recipients = recipientsFor(size, state);
    if (state === 'existing') await makeHolders('native', recipients);
    const before = await nativeBalances(local, recipients);
    const transfers: AmountTransfer[] = recipients.map((to, index) => ({ to, amount: nativeAmount(index) }));
    let result: Measurement;
    if (method === 'individualTransactions') {
      const gas = await individually(transfers.map(({ to, amount }) => ({ to, value: amount })));
      result = { ...measurement(gas, size, '0x'), calldataBytes: 0 };
    } else if (method === 'naiveContract') {
      const data = encodeFunctionData({
        abi: NAIVE_ABI,
        functionName: 'disperseNative',
        args: [recipients, transfers.map((transfer) => transfer.amount)],
      });
      const value = transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
      const receipt = await sendAndWait(local, SENDER, { to: naiveAddress, data, value });
      result = measurement(receipt.gasUsed, size, data);
    } else {
      const call = encodeNativeSend({ transfers });
      const receipt = await sendAndWait(local, SENDER, call);
      result = measurement(receipt.gasUsed, size, call.data);
    }
    const after = await nativeBalances(local, recipients);
    expect(after.map((balance, index) => balance - before[index])).toEqual(transfers.map((t) => t.amount));
    return result;
  }

  async function measureToken(method: string, size: Size, state: HolderState): Promise<Measurement> {
    const recipients = recipientsFor(size, state);
    if (state === 'existing') await makeHolders('erc20', recipients);
    const before = await readAll(recipients, (address) => token.balanceOf(address));
    const transfers: AmountTransfer[] = recipients.map((to, index) => ({ to, amount: tokenAmount(index) }));
    const amounts = transfers.map((transfer) => transfer.amount);
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    let result: Measurement;
    if (method === 'individualTransactions') {
      const requests = transfers.map(({ to, amount }) => ({
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      }));
      const gas = await individually(requests);
      result = measurement(gas, size, '0x');
      result.calldataBytes = (requests[0].data.length - 2) / 2;
    } else if (method === 'naiveContract' || method === 'naiveContractDirect') {
      await approve(SENDER, naiveAddress, total);
      const functionName = method === 'naiveContract' ? 'disperseToken' : 'disperseTokenDirect';
      const data = encodeFunctionData({ abi: NAIVE_ABI, functionName, args: [token.address, recipients, amounts] });
      const receipt = await sendAndWait(local, SENDER, { to: naiveAddress, data });
      result = measurement(receipt.gasUsed, size, data);
    } else {
      await approve(SENDER, MULTISEND_ADDRESS, method === 'multisendDirectMaxAllowance' ? maxUint256 : total);
      const call = encodeERC20Send({ token: token.address, transfers, pooled: method === 'multisendPooled' });
      const receipt = await sendAndWait(local, SENDER, call);
      result = measurement(receipt.gasUsed, size, call.data);
    }
    const after = await readAll(recipients, (address) => token.balanceOf(address));
    expect(after.map((balance, index) => balance - before[index])).toEqual(amounts);
    return result;
  }

  async function table(
    methods: readonly string[],
    measure: (method: string, size: Size, state: HolderState) => Promise<Measurement>,
  ): Promise<Table> {
    const result = { fresh: {}, existing: {} } as Table;
    for (const state of STATES) {
      for (const method of methods) {
        const row: Row = {};
        for (const size of SIZES) row[size] = await measure(method, size, state);
        const [small, large] = [row[100], row[500]] as [Measurement, Measurement];
        row.marginalPerRecipient = Math.round((large.gasUsed - small.gasUsed) / (500 - 100));
        result[state][method] = row;
      }
    }
    return result;
  }

  it('measures native and ERC-20 sends', async () => {
    const native = await table(['multisend', 'naiveContract', 'individualTransactions'], measureNative);
    const erc20 = await table(
      [
        'multisendDirect',
        'multisendPooled',
        'multisendDirectMaxAllowance',
        'naiveContract',
        'naiveContractDirect',
        'individualTransactions',
      ],
      measureToken,
    );
    const figures = {
      bench: 'multisend-gas',
      chain:
        'anvil (default hardfork, no EIP-7825 cap: 500 native in one call), gas from receipts, TestUSDT for ERC-20',
      notes: {
        perRecipient: 'gasUsed / recipients, including the 21000 base and fixed costs of the transaction',
        marginalPerRecipient: '(gasUsed at 500 - gasUsed at 100) / 400: the cost of one more recipient',
        multisendDirect: 'sendERC20: transferFrom(sender, recipient) each, exact allowance',
        multisendPooled: 'sendERC20Pooled: one transferFrom into the contract, then transfer each, exact allowance',
        naiveContract: 'bench/contracts/NaiveDisperse.sol (plain Solidity, ABI arrays); ERC-20: pull then transfer',
        naiveContractDirect: 'NaiveDisperse.disperseTokenDirect: transferFrom(sender, recipient) each',
        individualTransactions: 'one transaction per recipient: native value transfer / ERC-20 transfer()',
      },
      native,
      erc20,
    };
    console.log(JSON.stringify(figures, null, 2));
    expect(native.fresh.multisend[500]?.gasUsed).toBeGreaterThan(0);
  });
});
