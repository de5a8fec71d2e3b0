import { TronWeb } from 'tronweb';
import { encodeFunctionData, type Hex } from 'viem';
import { MULTISEND_ABI } from '@/chains/evm/multisend/abi';
import {
  estimateTransactionCost,
  estimateTronCallEnergy,
  feeLimitForEnergy,
  generateTronPrivateKey,
  readTronAccountResources,
  tronAddressFromHex,
  tronAddressFromPrivateKey,
  tronAddressToEvmHex,
} from '@/chains/tron';
import multisendArtifact from '@/contracts/multisend/Multisend.json';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { waitForReceipt } from './anvil-executor';
import { startTronStandIn, type TronStandIn } from './server';

// TRX that a contract forwards (our EVM Multisend's sendNativeWide, run as TVM would run it) moves on anvil and
// creates the recipients' accounts on the Tron side, as on Tron; the caller pays the call value, energy and bandwidth.

let standIn: TronStandIn;
let multisend: string;

// Each case is a few hundred ms alone; a busy 2-core machine (anvil, the stand-in and jest share it) can stretch that.
jest.setTimeout(30_000);

beforeAll(async () => {
  standIn = await startTronStandIn();
  const hash = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, data: multisendArtifact.bytecode, gas: '0x1000000' },
  ]);
  const receipt = await waitForReceipt<{ contractAddress: string }>(standIn.anvilRpcUrl, hash);
  multisend = tronAddressFromHex(receipt.contractAddress) as string;
  standIn.registerContract(multisend);
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

it('forwards TRX to new accounts through a contract: balances move, accounts exist, the caller pays the estimate', async () => {
  const tronWeb = new TronWeb({ fullHost: standIn.url });
  const key = generateTronPrivateKey();
  const owner = tronAddressFromPrivateKey(key);
  await standIn.setBalance(owner, 100_000_000n);
  const recipients = [0, 1, 2].map(() => tronAddressFromPrivateKey(generateTronPrivateKey()));
  const feeRecipient = tronAddressFromPrivateKey(generateTronPrivateKey());
  const amounts = [1_000_000n, 2_000_000n, 3_000_000n];
  const fee = 5_000_000n;
  const callValue = amounts.reduce((sum, amount) => sum + amount, 0n) + fee;
  for (const address of [...recipients, feeRecipient]) {
    expect((await readTronAccountResources(address, { apiUrl: standIn.url })).exists).toBe(false);
  }
  const data = encodeFunctionData({
    abi: MULTISEND_ABI,
    functionName: 'sendNativeWide',
    args: [
      recipients.map((address) => tronAddressToEvmHex(address) as Hex),
      amounts,
      tronAddressToEvmHex(feeRecipient) as Hex,
      fee,
    ],
  });
  const energy = await estimateTronCallEnergy({ owner, contract: multisend, data, callValue }, { apiUrl: standIn.url });
  const resources = await readTronAccountResources(owner, { apiUrl: standIn.url });
  const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
    multisend,
    'sendNativeWide(address[],uint256[],address,uint256)',
    { txLocal: true, callValue: Number(callValue), feeLimit: Number(feeLimitForEnergy(energy, 100n)) },
    [
      { type: 'address[]', value: recipients },
      { type: 'uint256[]', value: amounts.map(String) },
      { type: 'address', value: feeRecipient },
      { type: 'uint256', value: fee.toString() },
    ],
    owner,
  );
  expect(transaction.raw_data.contract[0].parameter.value.data).toBe(data.slice(2));
  const estimate = estimateTransactionCost({
    rawDataBytes: transaction.raw_data_hex.length / 2,
    energy,
    resources,
    parameters: standIn.parameters,
  });
  const signed = await tronWeb.trx.sign(transaction, key);
  expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true });
  for (const [index, address] of recipients.entries()) {
    expect(await standIn.balance(address)).toBe(amounts[index]);
    expect((await readTronAccountResources(address, { apiUrl: standIn.url })).exists).toBe(true);
  }
  expect(await standIn.balance(feeRecipient)).toBe(fee);
  expect(await standIn.balance(owner)).toBe(100_000_000n - callValue - estimate.totalSun);
});
