import { AccountAuthenticatorEd25519 } from '@aptos-labs/ts-sdk';
import type { AptosAddress } from '../address';
import {
  type AptosSendAsset,
  aptosBatchSendPayload,
  aptosRawTransaction,
  aptosSignedBytes,
  aptosSigningMessage,
  aptosSimulationBytes,
  aptosSponsoredSimulationBytes,
} from '../batch-send';
import { APT_FA_METADATA, APTOS_COIN_TYPE } from '../chain';
import { aptosAddressFromPrivateKey, aptosPrivateKeyOf, generateAptosPrivateKey } from '../keys';
import { type AptosStandIn, startAptosStandIn } from './aptos-stand-in';

// The stand-in's ledger (applyTransactions), which the collection e2e's balances rest on: a transaction submitted to
// it moves what a node would move, charges the gas a node would charge, and fails where a node would fail.

const secret = generateAptosPrivateKey();
const key = aptosPrivateKeyOf(secret);
const sender = aptosAddressFromPrivateKey(secret);
const TO = `0x${'e1'.repeat(32)}` as AptosAddress;
const OTHER = `0x${'e2'.repeat(32)}` as AptosAddress;
const FA = `0x${'bc'.repeat(32)}` as AptosAddress;
const COIN = `0x${'1a'.repeat(32)}::usdt::USDT`;
const PRICE = 100n;

let standIn: AptosStandIn;

beforeEach(async () => {
  standIn = await startAptosStandIn({ applyTransactions: true });
  standIn.gasOf = (entries) => 1_000n + 10n * BigInt(entries);
  standIn.accounts.set(sender, 0n);
});

afterEach(() => standIn.close());

function signed(asset: AptosSendAsset, rows: { to: AptosAddress; amount: bigint }[], maxGas: bigint, sequence = 0n) {
  const raw = aptosRawTransaction(aptosBatchSendPayload(asset, rows), {
    sender,
    sequenceNumber: sequence,
    maxGasAmount: maxGas,
    gasUnitPrice: PRICE,
    expirationSeconds: BigInt(Math.floor(Date.now() / 1000) + 60),
  });
  return {
    bytes: aptosSignedBytes(raw, new AccountAuthenticatorEd25519(key.publicKey(), key.sign(aptosSigningMessage(raw)))),
    simulation: aptosSimulationBytes(raw, key.publicKey()),
    sponsored: aptosSponsoredSimulationBytes(raw, key.publicKey()),
  };
}

const post = (path: string, body: Uint8Array) =>
  fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x.aptos.signed_transaction+bcs' },
    body: Buffer.from(body),
  });

it('moves APT from the coin store first, then the fungible store, into the recipient, and charges gas used × price', async () => {
  standIn.balances.set(APTOS_COIN_TYPE, new Map([[sender, 50_000_000n]]));
  standIn.balances.set(APT_FA_METADATA, new Map([[sender, 30_000_000n]]));
  const tx = signed(
    { kind: 'apt' },
    [
      { to: TO, amount: 60_000_000n },
      { to: OTHER, amount: 1n },
    ],
    5_000n,
  );
  expect((await post('/transactions', tx.bytes)).status).toBe(202);
  const gas = (1_000n + 20n) * PRICE;
  expect(standIn.balanceOf(sender, APTOS_COIN_TYPE)).toBe(80_000_000n - 60_000_001n - gas);
  expect(standIn.balances.get(APTOS_COIN_TYPE)?.get(sender)).toBe(0n);
  expect(standIn.balanceOf(TO, APTOS_COIN_TYPE)).toBe(60_000_000n);
  expect(standIn.accounts.get(TO)).toBe(0n);
  expect(standIn.accounts.get(sender)).toBe(1n);
  expect(standIn.submitted[0]).toMatchObject({ success: true, gasUsed: 1_020n });
});

it('moves an FA and a coin whole, the coin into its paired store (coin::balance counts both)', async () => {
  standIn.balances.set(APTOS_COIN_TYPE, new Map([[sender, 10_000_000n]]));
  standIn.balances.set(FA, new Map([[sender, 700n]]));
  standIn.balances.set(COIN, new Map([[sender, 900n]]));
  await post('/transactions', signed({ kind: 'fa', metadata: FA }, [{ to: TO, amount: 700n }], 2_000n).bytes);
  await post('/transactions', signed({ kind: 'coin', coinType: COIN }, [{ to: TO, amount: 900n }], 2_000n, 1n).bytes);
  expect([standIn.balanceOf(sender, FA), standIn.balanceOf(sender, COIN)]).toEqual([0n, 0n]);
  expect([standIn.balanceOf(TO, FA), standIn.balanceOf(TO, COIN)]).toEqual([700n, 900n]);
  expect(standIn.balances.get(COIN)?.get(TO)).toBeUndefined();
  expect(standIn.balanceOf(sender, APTOS_COIN_TYPE)).toBe(10_000_000n - 2n * 1_010n * PRICE);
  const view = await fetch(`${standIn.url}/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ function: '0x1::coin::balance', type_arguments: [COIN], arguments: [TO] }),
  });
  expect(await view.json()).toEqual(['900']);
});

it('refuses a submission whose sender cannot pay max gas × price, and lands nothing', async () => {
  standIn.balances.set(APTOS_COIN_TYPE, new Map([[sender, 499_999n]]));
  const answer = await post('/transactions', signed({ kind: 'apt' }, [{ to: TO, amount: 1n }], 5_000n).bytes);
  expect(answer.status).toBe(400);
  expect(((await answer.json()) as { message: string }).message).toContain('INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE');
  expect(standIn.submitted).toHaveLength(0);
  expect(standIn.accounts.get(sender)).toBe(0n);
});

it('fails a transfer over the balance or out of gas: nothing moves, the gas is charged, the sequence number used', async () => {
  standIn.balances.set(APTOS_COIN_TYPE, new Map([[sender, 10_000_000n]]));
  await post('/transactions', signed({ kind: 'apt' }, [{ to: TO, amount: 9_900_000n }], 2_000n).bytes);
  expect(standIn.submitted[0]).toMatchObject({ success: false, gasUsed: 1_010n });
  expect(standIn.submitted[0].vmStatus).toContain('PROLOGUE_ECANT_PAY_GAS_DEPOSIT');
  await post('/transactions', signed({ kind: 'apt' }, [{ to: TO, amount: 20_000_000n }], 2_000n, 1n).bytes);
  expect(standIn.submitted[1].vmStatus).toContain('EINSUFFICIENT_BALANCE');
  await post('/transactions', signed({ kind: 'apt' }, [{ to: TO, amount: 1n }], 1_009n, 2n).bytes);
  expect(standIn.submitted[2]).toMatchObject({ success: false, vmStatus: 'Out of gas', gasUsed: 1_009n });
  expect(standIn.balanceOf(TO, APTOS_COIN_TYPE)).toBe(0n);
  expect(standIn.balanceOf(sender, APTOS_COIN_TYPE)).toBe(10_000_000n - (1_010n + 1_010n + 1_009n) * PRICE);
  expect(standIn.accounts.get(sender)).toBe(3n);
  const byHash = await fetch(`${standIn.url}/transactions/by_hash/${standIn.submitted[2].hash}`);
  expect(await byHash.json()).toMatchObject({ success: false, vm_status: 'Out of gas', gas_used: '1009' });
});

it('simulates on the ledger without changing it, capping max gas at what the sender can pay', async () => {
  standIn.balances.set(APTOS_COIN_TYPE, new Map([[sender, 150_000n]]));
  standIn.balances.set(FA, new Map([[sender, 5n]]));
  const tx = signed({ kind: 'fa', metadata: FA }, [{ to: TO, amount: 5n }], 2_000_000n);
  const [capped] = (await (
    await post('/transactions/simulate?estimate_max_gas_amount=true', tx.simulation)
  ).json()) as {
    success: boolean;
    max_gas_amount: string;
    gas_used: string;
  }[];
  expect(capped).toMatchObject({ success: true, max_gas_amount: '1500', gas_used: '1010' });
  const [uncapped] = (await (await post('/transactions/simulate', tx.simulation)).json()) as { vm_status: string }[];
  expect(uncapped.vm_status).toBe('INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE');
  expect(standIn.balanceOf(sender, FA)).toBe(5n);
  expect(standIn.balanceOf(sender, APTOS_COIN_TYPE)).toBe(150_000n);
  // A wallet without APT: the node never caps below the minimum, and its prologue refuses the fee.
  standIn.balances.get(APTOS_COIN_TYPE)?.set(sender, 0n);
  const [empty] = (await (await post('/transactions/simulate?estimate_max_gas_amount=true', tx.simulation)).json()) as {
    success: boolean;
    vm_status: string;
  }[];
  expect(empty).toMatchObject({ success: false, vm_status: 'INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE' });
});

it('simulates a transaction sponsored by fee payer 0x0 without the fee: gas reported, nothing charged or moved', async () => {
  standIn.balances.set(FA, new Map([[sender, 5n]]));
  const tx = signed({ kind: 'fa', metadata: FA }, [{ to: TO, amount: 5n }], 2_000_000n);
  const simulate = async (bytes: Uint8Array) =>
    (
      (await (await post('/transactions/simulate?estimate_max_gas_amount=true', bytes)).json()) as {
        success: boolean;
        vm_status: string;
        gas_used: string;
      }[]
    )[0];
  expect(await simulate(tx.simulation)).toMatchObject({ success: false });
  expect(await simulate(tx.sponsored)).toMatchObject({ success: true, gas_used: '1010' });
  // A transfer of APT the wallet does not hold aborts, sponsored or not.
  const apt = signed({ kind: 'apt' }, [{ to: TO, amount: 1n }], 2_000_000n);
  expect((await simulate(apt.sponsored)).vm_status).toContain('EINSUFFICIENT_BALANCE');
  expect(standIn.balanceOf(sender, FA)).toBe(5n);
  expect(standIn.balanceOf(sender, APTOS_COIN_TYPE)).toBe(0n);
  // Fee payer 0x0 is for simulations only.
  expect((await post('/transactions', tx.sponsored)).status).toBe(400);
});
