import { TronWeb } from 'tronweb';
import { encodeFunctionData, erc20Abi, type Hex, serializeSignature } from 'viem';
import { sign } from 'viem/accounts';
import {
  estimateTransactionCost,
  estimateTronCallEnergy,
  feeLimitForEnergy,
  generateTronPrivateKey,
  readTronAccountResources,
  readTronBalances,
  readTronChainParameters,
  tronAddressFromHex,
  tronAddressFromPrivateKey,
  tronAddressToEvmHex,
} from '@/chains/tron';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { MULTICALL_ARTIFACT, rpcCall } from '@/test/multicall';
import { startTronStandIn, type TronStandIn } from './server';

// TronWeb builds and signs exactly as on a page, pointed at the stand-in as its full node; balances and costs are read
// back through chains/tron. Every expected figure is computed from the chain's answers, never written in.

const TRX = 1_000_000n;
let standIn: TronStandIn;
let tronWeb: TronWeb;
let token: TestToken;
let tokenAddress: string;
let multicall: string;
const senderKey = generateTronPrivateKey();
const sender = tronAddressFromPrivateKey(senderKey);
const api = () => ({ apiUrl: standIn.url, retryDelayMs: 5 });

async function balances(owners: string[], tokens: string[] = ['native', tokenAddress]) {
  const read = await readTronBalances({ ...api(), owners, tokens, multicall });
  return read.map((entry) =>
    entry.balances.map((row) => {
      if (row.balance === null) throw new Error(`no balance for ${row.owner}: ${row.error}`);
      return row.balance;
    }),
  );
}

interface BroadcastAnswer {
  result?: boolean;
  code?: string;
  txid?: string;
  message?: string;
}
const text = (hex?: string) => Buffer.from(hex ?? '', 'hex').toString('utf8');

async function info(txId: string) {
  const response = await fetch(`${standIn.url}/wallet/gettransactioninfobyid`, {
    method: 'POST',
    body: JSON.stringify({ value: txId }),
  });
  return (await response.json()) as {
    fee?: number;
    blockNumber?: number;
    receipt: { result?: string; energy_usage_total?: number; net_usage?: number; net_fee?: number };
  };
}

// Each case is a few hundred ms alone; a busy 2-core machine (anvil, the stand-in and jest share it) can stretch that.
jest.setTimeout(30_000);

beforeAll(async () => {
  standIn = await startTronStandIn();
  tronWeb = new TronWeb({ fullHost: standIn.url });
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  standIn.registerContract(tokenAddress);
  // Multicall3's runtime at a fixed address (balances are read through it, as on mainnet).
  const multicallEvm = '0x00000000000000000000000000000000000ca113';
  await rpcCall(standIn.anvilRpcUrl, 'anvil_setCode', [multicallEvm, MULTICALL_ARTIFACT.deployedBytecode]);
  multicall = tronAddressFromHex(multicallEvm) as string;
  standIn.registerContract(multicall);
  await standIn.setBalance(sender, 100n * TRX);
  await token.mint(tronAddressToEvmHex(sender) as Hex, 1_000n * TRX);
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

describe('TRX transfers', () => {
  it('sends TRX to an existing account on free bandwidth, and to a new one for 1.1 TRX', async () => {
    const holder = tronAddressFromPrivateKey(generateTronPrivateKey());
    const fresh = tronAddressFromPrivateKey(generateTronPrivateKey());
    await standIn.setBalance(holder, 1n);
    const [[before, holderBefore, freshBefore]] = await balances([sender, holder, fresh], ['native']);
    expect([before, holderBefore, freshBefore]).toEqual([100n * TRX, 1n, 0n]);
    expect((await readTronAccountResources(fresh, api())).exists).toBe(false);

    const parameters = await readTronChainParameters(api());
    const rows = [
      { to: holder, amount: 2n * TRX },
      { to: fresh, amount: 3n * TRX },
    ];
    let spent = 0n;
    for (const { to, amount } of rows) {
      const resources = await readTronAccountResources(sender, api());
      const recipient = await readTronAccountResources(to, api());
      const unsigned = await tronWeb.transactionBuilder.sendTrx(to, Number(amount), sender);
      const estimate = estimateTransactionCost({
        rawDataBytes: unsigned.raw_data_hex.length / 2,
        createsAccount: !recipient.exists,
        resources,
        parameters,
      });
      const signed = await tronWeb.trx.sign(unsigned, senderKey);
      const answer = (await tronWeb.trx.sendRawTransaction(signed)) as BroadcastAnswer;
      expect(answer).toMatchObject({ result: true, txid: unsigned.txID });
      const charged = await info(unsigned.txID);
      expect(BigInt(charged.fee ?? 0)).toBe(estimate.totalSun);
      spent += amount + estimate.totalSun;
      if (recipient.exists) expect(charged.receipt.net_usage).toBe(estimate.bandwidth);
      else expect(estimate.totalSun).toBe(1_100_000n);
    }
    const [[after, holderAfter, freshAfter]] = await balances([sender, holder, fresh], ['native']);
    expect(after).toBe(100n * TRX - spent);
    expect(holderAfter).toBe(1n + 2n * TRX);
    expect(freshAfter).toBe(3n * TRX);
    expect((await readTronAccountResources(fresh, api())).exists).toBe(true);
  });
});

describe('TRC-20 transfers', () => {
  it('charges exactly the estimate: energy from the constant call at the chain price, bandwidth by size', async () => {
    const recipients = [
      tronAddressFromPrivateKey(generateTronPrivateKey()),
      tronAddressFromPrivateKey(generateTronPrivateKey()),
    ];
    // The second recipient already holds some: its transfer writes an existing slot, which costs less energy.
    await token.mint(tronAddressToEvmHex(recipients[1]) as Hex, 1n);
    const [trxBefore, tokenBefore] = await balances([sender, ...recipients]);
    const parameters = await readTronChainParameters(api());
    const energies: number[] = [];
    let trxSender = trxBefore[0];
    for (const [index, to] of recipients.entries()) {
      const amount = BigInt(index + 1) * 7n * TRX;
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [tronAddressToEvmHex(to) as Hex, amount],
      });
      const energy = await estimateTronCallEnergy({ owner: sender, contract: tokenAddress, data }, api());
      energies.push(energy);
      const resources = await readTronAccountResources(sender, api());
      const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
        tokenAddress,
        'transfer(address,uint256)',
        { txLocal: true, feeLimit: Number(feeLimitForEnergy(energy, parameters.energyPriceSun)) },
        [
          { type: 'address', value: to },
          { type: 'uint256', value: amount.toString() },
        ],
        sender,
      );
      expect(transaction.raw_data.contract[0].parameter.value.data).toBe(data.slice(2));
      const estimate = estimateTransactionCost({
        rawDataBytes: transaction.raw_data_hex.length / 2,
        energy,
        resources,
        parameters,
      });
      const signed = await tronWeb.trx.sign(transaction, senderKey);
      const answer = (await tronWeb.trx.sendRawTransaction(signed)) as BroadcastAnswer;
      expect(answer).toMatchObject({ result: true });
      const charged = await info(transaction.txID);
      expect(charged.receipt).toMatchObject({ result: 'SUCCESS', energy_usage_total: energy });
      expect(BigInt(charged.fee ?? 0)).toBe(estimate.totalSun);
      const [[trxNow]] = await balances([sender], ['native']);
      expect(trxNow).toBe(trxSender - estimate.totalSun);
      trxSender = trxNow;
    }
    expect(energies[0]).toBeGreaterThan(energies[1]);
    const [trxAfter, tokenAfter] = await balances([sender, ...recipients]);
    expect(tokenAfter).toEqual([tokenBefore[0] - 21n * TRX, 7n * TRX, 1n + 14n * TRX]);
    expect(trxAfter.slice(1)).toEqual(trxBefore.slice(1));
    expect(trxAfter[0]).toBeLessThan(trxBefore[0]);
  });

  it('fails with OUT_OF_ENERGY under a fee limit below the estimate, burning the whole limit, moving no tokens', async () => {
    const to = tronAddressFromPrivateKey(generateTronPrivateKey());
    const [[trxBefore], [tokenBefore]] = await balances([sender]);
    const resources = await readTronAccountResources(sender, api());
    const feeLimit = 1_000_000;
    const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
      tokenAddress,
      'transfer(address,uint256)',
      { txLocal: true, feeLimit },
      [
        { type: 'address', value: to },
        { type: 'uint256', value: '5' },
      ],
      sender,
    );
    const signed = await tronWeb.trx.sign(transaction, senderKey);
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true });
    const charged = await info(transaction.txID);
    expect(charged.receipt.result).toBe('OUT_OF_ENERGY');
    const bandwidth = estimateTransactionCost({
      rawDataBytes: transaction.raw_data_hex.length / 2,
      resources,
      parameters: standIn.parameters,
    });
    expect(BigInt(charged.fee ?? 0)).toBe(BigInt(feeLimit) + bandwidth.totalSun);
    const [[trxAfter], [tokenAfter]] = await balances([sender]);
    expect(tokenAfter).toBe(tokenBefore);
    expect(trxAfter).toBe(trxBefore - BigInt(feeLimit) - bandwidth.totalSun);
  });
});

describe('refusals, as java-tron answers them, charging nothing', () => {
  async function unsignedTransfer(blockHeader?: Record<string, unknown>) {
    const to = tronAddressFromPrivateKey(generateTronPrivateKey());
    return tronWeb.transactionBuilder.sendTrx(to, 1_000, sender, blockHeader ? { blockHeader } : {});
  }

  async function refused(signed: unknown): Promise<BroadcastAnswer> {
    const [[before]] = await balances([sender], ['native']);
    const answer = (await tronWeb.trx.sendRawTransaction(signed as never)) as BroadcastAnswer;
    const [[after]] = await balances([sender], ['native']);
    expect(after).toBe(before);
    expect(answer.result).toBeUndefined();
    return answer;
  }

  it('refuses a signature by another key (SIGERROR) and a tampered one', async () => {
    const unsigned = await unsignedTransfer();
    const otherKey = generateTronPrivateKey();
    // TronWeb refuses to sign with a key that is not the owner's; sign the id directly, as a buggy wallet would.
    const signature = serializeSignature(await sign({ hash: `0x${unsigned.txID}`, privateKey: `0x${otherKey}` })).slice(
      2,
    );
    const wrongKey = await refused({ ...unsigned, signature: [] });
    expect(wrongKey.code).toBe('SIGERROR');
    const byOther = await refused({ ...unsigned, signature: [signature] });
    expect(byOther.code).toBe('SIGERROR');
    expect(text(byOther.message)).toContain(`is signed by ${tronAddressFromPrivateKey(otherKey)}`);
    const signed = await tronWeb.trx.sign(unsigned, senderKey);
    const flipped = signed.signature[0].replace(/^(.)/, (digit: string) => (digit === 'a' ? 'b' : 'a'));
    expect((await refused({ ...signed, signature: [flipped] })).code).toBe('SIGERROR');
    // The amount changed after signing: the id the node computes no longer matches the signature.
    const changed = { ...signed, raw_data: structuredClone(signed.raw_data) };
    changed.raw_data.contract[0].parameter.value.amount = 2_000;
    expect((await refused(changed)).code).toBe('SIGERROR');
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true });
    expect((await refused(signed)).code).toBe('DUP_TRANSACTION_ERROR');
  });

  it('refuses an expired transaction (TRANSACTION_EXPIRATION_ERROR)', async () => {
    const unsigned = await unsignedTransfer();
    const signed = await tronWeb.trx.sign(unsigned, senderKey);
    standIn.advanceTime(60_000);
    const answer = await refused(signed);
    expect(answer).toMatchObject({ code: 'TRANSACTION_EXPIRATION_ERROR', txid: unsigned.txID });
    expect(text(answer.message)).toBe('transaction expired');
    // An expiration more than 24 h past the head is refused the same way; 23 h passes.
    const head = standIn.chain.head;
    const header = (expiration: number) => ({
      ref_block_bytes: head.id.slice(12, 16),
      ref_block_hash: head.id.slice(16, 32),
      expiration,
      timestamp: head.timestamp,
    });
    const tooFar = await tronWeb.trx.sign(await unsignedTransfer(header(head.timestamp + 25 * 3_600_000)), senderKey);
    expect((await refused(tooFar)).code).toBe('TRANSACTION_EXPIRATION_ERROR');
    const farEnough = await tronWeb.trx.sign(
      await unsignedTransfer(header(head.timestamp + 23 * 3_600_000)),
      senderKey,
    );
    expect(await tronWeb.trx.sendRawTransaction(farEnough)).toMatchObject({ result: true });
  });

  it('refuses a wrong reference block (TAPOS_ERROR)', async () => {
    const head = standIn.chain.head;
    const header = {
      ref_block_bytes: head.id.slice(12, 16),
      ref_block_hash: 'ffffffffffffffff',
      expiration: head.timestamp + 60_000,
      timestamp: head.timestamp,
    };
    const signed = await tronWeb.trx.sign(await unsignedTransfer(header), senderKey);
    const answer = await refused(signed);
    expect(answer.code).toBe('TAPOS_ERROR');
    expect(text(answer.message)).toBe('Tapos check error.');
    // The same header with the head's real hash passes.
    const good = await tronWeb.trx.sign(
      await unsignedTransfer({ ...header, ref_block_hash: head.id.slice(16, 32) }),
      senderKey,
    );
    expect(await tronWeb.trx.sendRawTransaction(good)).toMatchObject({ result: true });
  });
});
