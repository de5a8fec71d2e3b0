import { BaseError, parseEther } from 'viem';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { chunkForGas, TRANSACTION_GAS_CAP } from './chunk';
import { encodeNativeSend } from './encode';
import {
  connectLocalChain,
  deployMultisend,
  freshAddresses,
  type LocalChain,
  nativeBalances,
  sendAndWait,
} from './test-support';

// EIP-7825 on a real chain: anvil on the Osaka hardfork with --enable-tx-gas-limit (anvil leaves the cap off unless
// told). 500 native transfers to fresh addresses need ≈ 17.5 M gas in one call: the chain refuses that call, and the
// chunks the planner makes (two of 250) each go through under the cap.

const SENDER = ANVIL_ACCOUNTS[1];
const RECIPIENTS = 500;
const amountOf = (index: number) => parseEther('0.001') + BigInt(index);

describe('Multisend under the EIP-7825 transaction gas cap', () => {
  let anvil: AnvilInstance | undefined;
  let local: LocalChain;

  beforeAll(async () => {
    anvil = await startAnvil({ hardfork: 'osaka', transactionGasCap: true });
    local = await connectLocalChain(anvil.rpcUrl);
    await deployMultisend(local);
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('refuses one 500-recipient call and sends the planned chunks', async () => {
    const recipients = freshAddresses(RECIPIENTS, 'tx-gas-cap');
    const transfers = recipients.map((to, index) => ({ to, amount: amountOf(index) }));
    const { gasLimit: blockGasLimit } = await local.publicClient.getBlock();
    expect(blockGasLimit).toBeGreaterThan(TRANSACTION_GAS_CAP);

    // In one call: above the cap, so the node refuses it even with the gas it needs.
    const whole = encodeNativeSend({ transfers });
    expect(whole.functionName).toBe('sendNative');
    const request = (call: typeof whole) => ({ to: call.to, data: call.data, value: call.value });
    const refusal = await sendAndWait(local, SENDER, { ...request(whole), gas: 17_600_000n }).catch((error) => error);
    // The node's own words (viem files them under "exceeds the limit allowed for the block").
    expect(refusal).toBeInstanceOf(BaseError);
    expect((refusal as BaseError).details).toMatch(/tx_gas_limit_cap/);
    console.log(`one call of 500 refused: ${(refusal as BaseError).details}`);

    const chunks = chunkForGas(transfers, { blockGasLimit, kind: 'native' });
    expect(chunks.map((chunk) => chunk.length)).toEqual([250, 250]);
    const used: bigint[] = [];
    for (const chunk of chunks) {
      const call = encodeNativeSend({ transfers: chunk });
      const estimate = await local.publicClient.estimateGas({ account: SENDER, ...request(call) });
      expect(estimate).toBeLessThan(TRANSACTION_GAS_CAP);
      used.push((await sendAndWait(local, SENDER, { ...request(call), gas: estimate })).gasUsed);
    }
    for (const gas of used) expect(gas).toBeLessThan(TRANSACTION_GAS_CAP);
    // Together the chunks use what one call would have: ≈ 17.5 M, more than one transaction may.
    expect(used[0] + used[1]).toBeGreaterThan(TRANSACTION_GAS_CAP);
    expect(await nativeBalances(local, recipients)).toEqual(transfers.map((transfer) => transfer.amount));
    console.log(`500 fresh native recipients under the cap: chunks of 250/250, gas ${used.join(' + ')}`);
  }, 120_000);
});
