import { createWalletClient, erc20Abi, http } from 'viem';
import { readBalances } from '@/chains/evm/balances';
import { evmRegistryChain } from '@/chains/evm/chains';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { multisendDeploymentStatus } from '@/chains/evm/multisend/status';
import {
  connectLocalChain,
  deployMultisend,
  freshAddresses,
  type LocalChain,
} from '@/chains/evm/multisend/test-support';
import { BatchExecutor, createJob } from '@/lib/batch';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { installMulticall3 } from '@/test/multicall';
import { createRpcClient, targetFor, viemChain } from '../key-batch/chain';
import { buildSendPlan } from './build-plan';
import { createChainAccess } from './chain-access';
import { readAssetState } from './read-chain';
import { createSendDriver } from './send-driver';
import { memoryMarkerStore } from './send-markers';

// The send tool on a registry chain other than Ethereum and BSC: anvil answers as Base (chain id 8453), and the page's
// own pieces run against it — the read client made from the registry's Base definition (viem's OP-stack formatters
// included), a wallet signing for chain 8453, the Multisend deployment and its pooled ERC-20 send — then the balance
// checker reads every recipient back on chain 8453 through Multicall3.

jest.setTimeout(120_000);

const BASE_CHAIN_ID = 8453;
const SENDER = ANVIL_ACCOUNTS[1];

let anvil: AnvilInstance | undefined;
let local: LocalChain;
let token: TestToken;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: BASE_CHAIN_ID });
  local = await connectLocalChain(anvil.rpcUrl);
  token = await deployTestToken(anvil.rpcUrl);
  await installMulticall3(anvil.rpcUrl);
}, 30_000);

afterAll(async () => {
  await anvil?.stop();
});

describe('send tool on Base (anvil with chain id 8453)', () => {
  it('deploys Multisend and sends an ERC-20 to 30 recipients, read back by the balance checker', async () => {
    const base = evmRegistryChain(BASE_CHAIN_ID);
    expect(base?.name).toBe('Base');
    const target = targetFor(BASE_CHAIN_ID, anvil?.rpcUrl as string, false);
    expect(target).toMatchObject({ name: 'Base', nativeSymbol: 'ETH' });
    const publicClient = createRpcClient(target);
    expect(await publicClient.getChainId()).toBe(BASE_CHAIN_ID);
    const wallet = createWalletClient({ account: SENDER, chain: viemChain(target), transport: http(target.rpcUrl) });

    expect(await multisendDeploymentStatus(publicClient)).toBe('deployable');
    await deployMultisend(local);
    expect(await multisendDeploymentStatus(publicClient)).toBe('deployed');

    const recipients = freshAddresses(30, 'send-token-base');
    const rows = recipients.map((address, index) => ({ line: index + 1, address, amount: 5_000n + BigInt(index) }));
    const total = rows.reduce((sum, row) => sum + row.amount, 0n);
    await token.mint(SENDER.address, total);
    const approval = await wallet.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [MULTISEND_ADDRESS, total],
    });
    await publicClient.waitForTransactionReceipt({ hash: approval, pollingInterval: 50 });

    let sent = 0;
    const access = createChainAccess({
      publicClient,
      chainId: BASE_CHAIN_ID,
      from: SENDER.address,
      receiptPollingMs: 50,
      send: (request) => {
        sent += 1;
        return wallet.sendTransaction(request);
      },
    });
    const state = await readAssetState(publicClient, SENDER.address, token.address);
    const plan = await buildSendPlan(access, {
      rows,
      from: SENDER.address,
      asset: { kind: 'erc20', token: token.address, symbol: 'tUSDT', decimals: 6 },
      native: { symbol: target.nativeSymbol, decimals: target.nativeDecimals },
      balances: { native: state.nativeBalance, token: state.token?.balance, allowance: state.token?.allowance },
      isMultisendDeployed: true,
    });
    expect(plan).toMatchObject({ isSimulated: true, method: 'erc20Pooled', shortfalls: [] });

    const driver = createSendDriver({
      access,
      method: plan.method,
      token: token.address,
      nonces: 'wallet',
      markers: memoryMarkerStore(),
    });
    const executor = new BatchExecutor(createJob(rows, plan.chunks), driver);
    await executor.run();
    expect(executor.getSnapshot().job.chunks.every((chunk) => chunk.status === 'confirmed')).toBe(true);
    expect(sent).toBe(plan.chunks.length);

    const read = await readBalances({
      chainId: BASE_CHAIN_ID,
      rpcUrl: anvil?.rpcUrl,
      owners: recipients,
      token: token.address,
    });
    expect(read.method).toBe('multicall3');
    expect(read.balances.map((balance) => balance.balance)).toEqual(rows.map((row) => row.amount));
  });
});
