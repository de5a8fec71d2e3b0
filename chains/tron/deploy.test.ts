import { TronWeb } from 'tronweb';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { planTronSend, sendPreparedCall, sendTronBatch } from './batch-send';
import { prepareMultisendDeployment, tronContractAddress } from './deploy';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from './keys';
import { readTronChainParameters } from './resources';
import type { TronSigner } from './transaction';

// Our Multisend deployed on the stand-in by a wallet: priced before signing (the charge equals the estimate), built
// by the node and checked, at the address java-tron gives it; then a batch goes through it.

jest.setTimeout(60_000);

let standIn: TronStandIn;
const key = generateTronPrivateKey();
const owner = tronAddressFromPrivateKey(key);
const offline = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
const signer: TronSigner = async (transaction) => (await offline.trx.sign(transaction as never, key)) as never;

beforeAll(async () => {
  standIn = await startTronStandIn();
  await standIn.setBalance(owner, 10_000_000_000n);
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

it('deploys the Multisend for what it said, where it said, and the deployment sends a batch', async () => {
  const options = { apiUrl: standIn.url, retryDelayMs: 5, intervalMs: 20 };
  const parameters = await readTronChainParameters(options);
  const prepared = await prepareMultisendDeployment(owner, parameters, options);
  expect(prepared.address).toBe(tronContractAddress(prepared.transaction.txID, owner));
  expect(prepared.energy).toBeGreaterThan(100_000);
  const sent = await sendPreparedCall(prepared, { ...options, signer });
  expect(sent.outcome).toMatchObject({ status: 'success', feeSun: prepared.cost.totalSun });

  const feeRecipient = tronAddressFromPrivateKey(generateTronPrivateKey());
  const rows = [0, 1, 2].map((index) => ({
    index,
    to: tronAddressFromPrivateKey(generateTronPrivateKey()),
    amount: 1_000_000n,
  }));
  const plan = await planTronSend(
    { ...options, owner, multisend: prepared.address, token: 'native', feeRecipient },
    rows,
  );
  const batch = await sendTronBatch(plan.batches[0], parameters, { ...options, signer });
  expect(batch.outcome.status).toBe('success');
  for (const row of rows) expect(await standIn.balance(row.to)).toBe(1_000_000n);
});

it('refuses to sign a deployment the node changed', async () => {
  const options = { apiUrl: standIn.url, retryDelayMs: 5 };
  const parameters = await readTronChainParameters(options);
  const { verifyDeployment } = await import('./deploy');
  const prepared = await prepareMultisendDeployment(owner, parameters, options);
  const tampered = structuredClone(prepared.transaction);
  const value = tampered.raw_data.contract[0].parameter.value as { new_contract: { bytecode: string } };
  value.new_contract.bytecode = `${value.new_contract.bytecode.slice(0, -2)}00`;
  await expect(
    verifyDeployment(tampered, owner, `0x${value.new_contract.bytecode}`, prepared.feeLimit),
  ).rejects.toThrow(/id or bytes/);
});
