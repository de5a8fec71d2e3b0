import { encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';
import { tronAddressFromHex, tronAddressToEvmHex } from '@/chains/tron/address';
import { planTrc20Approval, planTronSend, sendTronBatch, sendTronCall } from '@/chains/tron/batch-send';
import { feeLimitWithRefunds } from '@/chains/tron/costs';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import { estimateTronCallEnergy, readTronChainParameters } from '@/chains/tron/resources';
import {
  broadcastTransaction,
  buildContractCall,
  buildTrxTransfer,
  signWithKey,
  type TronSigner,
  type TronUnsignedTransaction,
  waitForOutcome,
} from '@/chains/tron/transaction';
import multisendArtifact from '@/contracts/multisend/Multisend.json';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { waitForReceipt } from '@/test/tron-stand-in/anvil-executor';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';

// Batch send on Tron, against the TronGrid stand-in (test/tron-stand-in, energy = EVM gas under Cancun rules, see
// chains/tron/README.md): energy and TRX burnt per recipient through our Multisend (one call per 100 recipients,
// half of them new accounts) beside one transaction per recipient (a TransferContract, or a TRC-20 transfer), for
// TRX and a TRC-20. Our 5 TRX fee per batch is printed apart. Prints one JSON object; asserts nothing beyond every
// transaction landing.

const RECIPIENTS = 100;
const AMOUNT = 1_000_000n;

let standIn: TronStandIn;
let multisend: string;
let token: TestToken;
let tokenAddress: string;
const options = () => ({ apiUrl: standIn.url, retryDelayMs: 5, intervalMs: 10 });
const wallet = () => {
  const key = generateTronPrivateKey();
  return { key, address: tronAddressFromPrivateKey(key) };
};
const signerOf =
  (key: string): TronSigner =>
  (transaction) =>
    signWithKey(transaction, key);
const evm = (address: string) => getAddress(tronAddressToEvmHex(address) as Hex);

beforeAll(async () => {
  standIn = await startTronStandIn();
  const hash = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, data: multisendArtifact.bytecode, gas: '0x1000000' },
  ]);
  multisend = tronAddressFromHex(
    (await waitForReceipt<{ contractAddress: string }>(standIn.anvilRpcUrl, hash)).contractAddress,
  ) as string;
  standIn.registerContract(multisend);
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

/** Recipients, every other one already an account. */
async function recipients() {
  const list = Array.from({ length: RECIPIENTS }, () => wallet().address);
  for (const [index, address] of list.entries()) if (index % 2 === 0) await standIn.setBalance(address, 1n);
  return list;
}

async function sender(tokens = 0n) {
  const entry = wallet();
  await standIn.setBalance(entry.address, 100_000_000_000n);
  if (tokens > 0n) await token.mint(evm(entry.address), tokens);
  return entry;
}

async function viaMultisend(kind: 'trx' | 'trc20') {
  const from = await sender(kind === 'trc20' ? AMOUNT * BigInt(RECIPIENTS) : 0n);
  const to = await recipients();
  const feeRecipient = wallet().address;
  await standIn.setBalance(feeRecipient, 1n);
  const parameters = await readTronChainParameters(options());
  const setup = {
    ...options(),
    owner: from.address,
    multisend,
    token: kind === 'trx' ? 'native' : tokenAddress,
    feeRecipient,
  };
  let approvalSun = 0n;
  if (kind === 'trc20') {
    const approval = await planTrc20Approval(setup, AMOUNT * BigInt(RECIPIENTS));
    const sent = await sendTronCall(approval.call, approval.parameters, { ...options(), signer: signerOf(from.key) });
    approvalSun = sent.outcome.status === 'success' ? sent.outcome.feeSun : -1n;
  }
  const plan = await planTronSend(
    setup,
    to.map((address, index) => ({ index, to: address, amount: AMOUNT })),
  );
  let energy = 0;
  let burntSun = approvalSun;
  for (const batch of plan.batches) {
    const sent = await sendTronBatch(batch, parameters, { ...options(), signer: signerOf(from.key) });
    if (sent.outcome.status !== 'success') throw new Error(`batch failed: ${JSON.stringify(sent.outcome)}`);
    energy += sent.outcome.energyUsed;
    burntSun += sent.outcome.feeSun;
  }
  return {
    transactions: plan.batches.length + (kind === 'trc20' ? 1 : 0),
    energyPerRecipient: Math.round(energy / RECIPIENTS),
    trxBurntPerRecipient: Number(burntSun) / 1e6 / RECIPIENTS,
    serviceFeeTrxPerRecipient: Number(plan.serviceFeeSun) / 1e6 / RECIPIENTS,
  };
}

async function onePerRecipient(kind: 'trx' | 'trc20') {
  const from = await sender(kind === 'trc20' ? AMOUNT * BigInt(RECIPIENTS) : 0n);
  const to = await recipients();
  const parameters = await readTronChainParameters(options());
  let energy = 0;
  let burntSun = 0n;
  for (const address of to) {
    let transaction: TronUnsignedTransaction;
    if (kind === 'trx') {
      transaction = await buildTrxTransfer({ owner: from.address, to: address, amount: AMOUNT }, options());
    } else {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [evm(address), AMOUNT] });
      const call = { owner: from.address, contract: tokenAddress, data, callValue: 0n };
      const used = await estimateTronCallEnergy(call, options());
      transaction = await buildContractCall(
        { ...call, feeLimit: feeLimitWithRefunds(used, parameters.energyPriceSun, 1) },
        options(),
      );
    }
    const signed = await signWithKey(transaction, from.key);
    await broadcastTransaction(signed, options());
    const outcome = await waitForOutcome(signed.txID, options());
    if (outcome.status !== 'success') throw new Error(`transfer failed: ${JSON.stringify(outcome)}`);
    energy += outcome.energyUsed;
    burntSun += outcome.feeSun;
  }
  return {
    transactions: RECIPIENTS,
    energyPerRecipient: Math.round(energy / RECIPIENTS),
    trxBurntPerRecipient: Number(burntSun) / 1e6 / RECIPIENTS,
    serviceFeeTrxPerRecipient: 0,
  };
}

it('prints energy and TRX per recipient: multisend vs one transaction per recipient', async () => {
  const figures = {
    recipients: RECIPIENTS,
    newAccounts: RECIPIENTS / 2,
    trx: { multisend: await viaMultisend('trx'), onePerRecipient: await onePerRecipient('trx') },
    trc20: { multisend: await viaMultisend('trc20'), onePerRecipient: await onePerRecipient('trc20') },
  };
  console.log(JSON.stringify({ bench: 'tron-multisend', ...figures }, null, 2));
  expect(figures.trx.multisend.transactions).toBe(1);
}, 300_000);
