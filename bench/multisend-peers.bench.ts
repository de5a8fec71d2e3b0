import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi } from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { chunkForGas, type MultisendKind, TRANSACTION_GAS_CAP } from '@/chains/evm/multisend/chunk';
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

// Our Multisend beside GasliteDrop and Disperse (reference re-implementations in bench/contracts, see their headers),
// side by side on one anvil: Osaka with the EIP-7825 cap enforced (--enable-tx-gas-limit), the same 500 recipients
// per case and the same amounts, split into the same chunks for every contract (chunkForGas: 2 × 250 under the cap).
// Gas per recipient = Σ gasUsed of the chunks (receipts) ÷ 500. Cases of issue 14: ERC-20 to fresh holders, ERC-20 to
// existing holders, native to fresh addresses; plus ours with equal amounts (the 20-bytes-per-recipient entry points,
// which the peers lack). Asserts that every recipient got its amount and that ours is strictly the cheapest.

const RECIPIENTS = 500;
const SENDER = ANVIL_ACCOUNTS[1];
const HELPER = ANVIL_ACCOUNTS[2];
const PEERS_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
};
const GASLITE_SPEC: ContractSpec = {
  contractName: 'GasliteDrop',
  sourcePath: 'bench/contracts/GasliteDrop.sol',
  settings: { ...PEERS_SETTINGS, outputSelection: { '*': { GasliteDrop: ['abi', 'evm.bytecode.object'] } } },
};
const DISPERSE_SPEC: ContractSpec = {
  contractName: 'Disperse',
  sourcePath: 'bench/contracts/Disperse.sol',
  settings: { ...PEERS_SETTINGS, outputSelection: { '*': { Disperse: ['abi', 'evm.bytecode.object'] } } },
};
const GASLITE_ABI = parseAbi([
  'function airdropERC20(address token, address[] addresses, uint256[] amounts, uint256 totalAmount) payable',
  'function airdropETH(address[] addresses, uint256[] amounts) payable',
]);
const DISPERSE_ABI = parseAbi([
  'function disperseEther(address[] recipients, uint256[] values) payable',
  'function disperseToken(address token, address[] recipients, uint256[] values)',
]);

const nativeAmount = (index: number) => 10n ** 16n + BigInt(index) * 10n ** 12n;
const tokenAmount = (index: number) => 1_000_000n + BigInt(index);

type Contract = 'multisend' | 'multisendEqualAmounts' | 'gasliteDrop' | 'disperse';
type Case = 'erc20Fresh' | 'erc20Existing' | 'nativeFresh';
interface Figure {
  perRecipient: number;
  gasUsed: number;
  chunks: number[];
  calldataBytes: number;
}

jest.setTimeout(900_000);

describe('Multisend against GasliteDrop and Disperse', () => {
  let anvil: AnvilInstance | undefined;
  let local: LocalChain;
  let token: TestToken;
  let gaslite: Address;
  let disperse: Address;
  let blockGasLimit: bigint;
  let seed = 0;

  beforeAll(async () => {
    anvil = await startAnvil({ hardfork: 'osaka', transactionGasCap: true });
    local = await connectLocalChain(anvil.rpcUrl);
    await deployMultisend(local);
    token = await deployTestToken(anvil.rpcUrl);
    gaslite = await deployArtifact(local, await compileContract(GASLITE_SPEC));
    disperse = await deployArtifact(local, await compileContract(DISPERSE_SPEC));
    await token.mint(SENDER.address, 10n ** 15n);
    await token.mint(HELPER.address, 10n ** 15n);
    await approve(HELPER, MULTISEND_ADDRESS, 10n ** 15n);
    blockGasLimit = (await local.publicClient.getBlock()).gasLimit;
  }, 180_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  async function approve(account: typeof SENDER, spender: Address, amount: bigint): Promise<void> {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
    await sendAndWait(local, account, { to: token.address, data });
  }

  /** One chunk's transaction for a contract (ERC-20: after an exact approval, not counted). */
  async function request(
    contract: Contract,
    kind: 'native' | 'erc20',
    transfers: AmountTransfer[],
  ): Promise<{ to: Address; data: Hex; value: bigint }> {
    const recipients = transfers.map((transfer) => transfer.to);
    const amounts = transfers.map((transfer) => transfer.amount);
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    if (contract === 'multisend' || contract === 'multisendEqualAmounts') {
      if (kind === 'erc20') await approve(SENDER, MULTISEND_ADDRESS, total);
      const call =
        kind === 'native'
          ? encodeNativeSend({ transfers })
          : encodeERC20Send({ token: token.address, transfers, pooled: true });
      const expected = contract === 'multisendEqualAmounts' ? 'Equal' : '';
      expect(call.functionName).toBe(kind === 'native' ? `sendNative${expected}` : `sendERC20Pooled${expected}`);
      return { to: call.to, data: call.data, value: call.value };
    }
    if (contract === 'gasliteDrop') {
      if (kind === 'native') {
        const data = encodeFunctionData({ abi: GASLITE_ABI, functionName: 'airdropETH', args: [recipients, amounts] });
        return { to: gaslite, data, value: total };
      }
      await approve(SENDER, gaslite, total);
      const args = [token.address, recipients, amounts, total] as const;
      return {
        to: gaslite,
        data: encodeFunctionData({ abi: GASLITE_ABI, functionName: 'airdropERC20', args }),
        value: 0n,
      };
    }
    if (kind === 'native') {
      const data = encodeFunctionData({
        abi: DISPERSE_ABI,
        functionName: 'disperseEther',
        args: [recipients, amounts],
      });
      return { to: disperse, data, value: total };
    }
    await approve(SENDER, disperse, total);
    const args = [token.address, recipients, amounts] as const;
    return {
      to: disperse,
      data: encodeFunctionData({ abi: DISPERSE_ABI, functionName: 'disperseToken', args }),
      value: 0n,
    };
  }

  async function measure(contract: Contract, which: Case): Promise<Figure> {
    const kind = which === 'nativeFresh' ? 'native' : 'erc20';
    seed += 1;
    const recipients = freshAddresses(RECIPIENTS, `peers:${which}:${contract}:${seed}`);
    if (which === 'erc20Existing') {
      // A first balance for each (not measured), so the measured sends find existing holders.
      for (const part of [recipients.slice(0, 250), recipients.slice(250)]) {
        const call = encodeERC20Send({ token: token.address, transfers: part.map((to) => ({ to, amount: 1n })) });
        await sendAndWait(local, HELPER, call);
      }
    }
    const equal = contract === 'multisendEqualAmounts';
    const transfers = recipients.map((to, index) => ({
      to,
      amount: kind === 'native' ? nativeAmount(equal ? 0 : index) : tokenAmount(equal ? 0 : index),
    }));
    const read = (addresses: Address[]) =>
      kind === 'native' ? nativeBalances(local, addresses) : readAll(addresses, (address) => token.balanceOf(address));
    const before = await read(recipients);
    const planKind: MultisendKind = kind === 'native' ? 'native' : 'erc20Pooled';
    const chunks = chunkForGas(transfers, { blockGasLimit, kind: planKind });
    let gasUsed = 0n;
    let calldataBytes = 0;
    for (const chunk of chunks) {
      const tx = await request(contract, kind, chunk);
      const receipt = await sendAndWait(local, SENDER, tx);
      expect(receipt.gasUsed).toBeLessThan(TRANSACTION_GAS_CAP);
      gasUsed += receipt.gasUsed;
      calldataBytes += (tx.data.length - 2) / 2;
    }
    const after = await read(recipients);
    expect(after.map((balance, index) => balance - before[index])).toEqual(transfers.map((t) => t.amount));
    return {
      perRecipient: Math.round(Number(gasUsed) / RECIPIENTS),
      gasUsed: Number(gasUsed),
      chunks: chunks.map((chunk) => chunk.length),
      calldataBytes,
    };
  }

  it('measures the three cases side by side', async () => {
    const cases: Case[] = ['erc20Fresh', 'erc20Existing', 'nativeFresh'];
    const contracts: Contract[] = ['multisend', 'gasliteDrop', 'disperse', 'multisendEqualAmounts'];
    const figures = {} as Record<Case, Record<Contract, Figure>>;
    for (const which of cases) {
      figures[which] = {} as Record<Contract, Figure>;
      for (const contract of contracts) figures[which][contract] = await measure(contract, which);
    }
    console.log(
      JSON.stringify(
        {
          bench: 'multisend-peers',
          chain: 'anvil --hardfork osaka --enable-tx-gas-limit, gas from receipts, TestUSDT for ERC-20',
          recipients: RECIPIENTS,
          notes: {
            perRecipient: 'Σ gasUsed of the chunks / 500, including each transaction’s 21000 and fixed costs',
            multisend: 'sendNative / sendERC20Pooled (packed words, total as argument), varied amounts',
            multisendEqualAmounts: 'sendNativeEqual / sendERC20PooledEqual, one amount for all (peers: no such entry)',
            gasliteDrop: 'bench/contracts/GasliteDrop.sol (reference re-implementation): airdropETH / airdropERC20',
            disperse: 'bench/contracts/Disperse.sol (reference re-implementation): disperseEther / disperseToken',
          },
          figures,
        },
        null,
        2,
      ),
    );
    for (const which of cases) {
      const ours = figures[which].multisend.perRecipient;
      expect(ours).toBeLessThan(figures[which].gasliteDrop.perRecipient);
      expect(ours).toBeLessThan(figures[which].disperse.perRecipient);
    }
  });
});
