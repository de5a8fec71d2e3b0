import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { rpcCall } from '@/test/multicall';

// Test support only: the EVM side of the Tron stand-in. anvil (Cancun rules, base fee 0) executes the contract calls —
// TVM runs EVM bytecode — and holds TRX balances as ETH balances, 1 sun = 1 wei, so that contract code sees call
// values and BALANCE in sun as on TVM. Every sender is impersonated and pays no gas (price 0): the stand-in charges
// energy and bandwidth itself, by Tron's rules.

export interface CallTrace {
  /** Gas left for execution after the intrinsic cost: gas sent − trace.gas is that intrinsic cost. */
  gas: string;
  gasUsed: string;
  output?: string;
  error?: string;
  to?: string;
  value?: string;
  calls?: CallTrace[];
}

export interface ExecutionResult {
  isSuccess: boolean;
  /** Execution gas only (intrinsic transaction gas taken out): the stand-in's energy. */
  energyUsed: number;
  output: string;
  logs: { address: string; topics: string[]; data: string }[];
  /** Addresses that received TRX from a contract during the call (they exist as accounts afterwards, as on Tron). */
  valueRecipients: string[];
}

/** Inner calls that moved value and did not fail (a failed frame's transfer is undone). */
function valueRecipients(trace: CallTrace): string[] {
  const found: string[] = [];
  const visit = (frame: CallTrace) => {
    if (frame.error) return;
    for (const call of frame.calls ?? []) {
      if (!call.error && call.to && call.value && BigInt(call.value) > 0n) found.push(call.to.toLowerCase());
      visit(call);
    }
  };
  visit(trace);
  return found;
}

/** Intrinsic gas of a call under Cancun rules: 21,000 + 4 per zero byte + 16 per other byte of call data. */
export function intrinsicGas(data: string): number {
  const bytes = data.replace(/^0x/, '').match(/../g) ?? [];
  return bytes.reduce((total, byte) => total + (byte === '00' ? 4 : 16), 21_000);
}

/** anvil mines at once, but under load its receipt can lag the hash by a moment. */
export async function waitForReceipt<T>(rpcUrl: string, hash: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await rpcCall<T | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export class AnvilExecutor {
  private constructor(readonly anvil: AnvilInstance) {}

  static async start(): Promise<AnvilExecutor> {
    const anvil = await startAnvil({ hardfork: 'cancun', baseFee: 0 });
    await rpcCall(anvil.rpcUrl, 'anvil_autoImpersonateAccount', [true]);
    return new AnvilExecutor(anvil);
  }

  get rpcUrl(): string {
    return this.anvil.rpcUrl;
  }

  rpc<T>(method: string, params: unknown[] = []): Promise<T> {
    return rpcCall<T>(this.anvil.rpcUrl, method, params);
  }

  async balance(evmAddress: string): Promise<bigint> {
    return BigInt(await this.rpc<string>('eth_getBalance', [evmAddress, 'latest']));
  }

  async setBalance(evmAddress: string, sun: bigint): Promise<void> {
    await this.rpc('anvil_setBalance', [evmAddress, `0x${sun.toString(16)}`]);
  }

  async hasCode(evmAddress: string): Promise<boolean> {
    return (await this.rpc<string>('eth_getCode', [evmAddress, 'latest'])) !== '0x';
  }

  private static energyOf(trace: CallTrace, gasSent: number): number {
    const intrinsic = gasSent - Number(BigInt(trace.gas));
    return Number(BigInt(trace.gasUsed)) - intrinsic;
  }

  /** A constant call: executed on the latest state, nothing kept. */
  async call(from: string, to: string, data: string, value: bigint, energyLimit: number): Promise<ExecutionResult> {
    const gas = intrinsicGas(data) + energyLimit;
    const request = { from, to, data, value: `0x${value.toString(16)}`, gas: `0x${gas.toString(16)}`, gasPrice: '0x0' };
    const trace = await this.rpc<CallTrace>('debug_traceCall', [request, 'latest', { tracer: 'callTracer' }]);
    return {
      isSuccess: !trace.error,
      energyUsed: AnvilExecutor.energyOf(trace, gas),
      output: trace.output ?? '0x',
      logs: [],
      // A constant call keeps nothing, so it creates no account.
      valueRecipients: [],
    };
  }

  /**
   * A contract creation's run, as a constant call: its init code executed from `from`, the runtime code it returns
   * and the energy it used; nothing kept (the stand-in puts the code at the Tron address with setCode).
   */
  async create(from: string, initCode: string, energyLimit: number): Promise<ExecutionResult> {
    const gas = intrinsicGas(initCode) + 32_000 + energyLimit;
    const request = { from, data: initCode, value: '0x0', gas: `0x${gas.toString(16)}`, gasPrice: '0x0' };
    const trace = await this.rpc<CallTrace>('debug_traceCall', [request, 'latest', { tracer: 'callTracer' }]);
    return {
      isSuccess: !trace.error,
      energyUsed: AnvilExecutor.energyOf(trace, gas),
      output: trace.output ?? '0x',
      logs: [],
      valueRecipients: [],
    };
  }

  async setCode(evmAddress: string, code: string): Promise<void> {
    await this.rpc('anvil_setCode', [evmAddress, code]);
  }

  /** A state-changing call from `from` (impersonated), mined at once. */
  async send(from: string, to: string, data: string, value: bigint, energyLimit: number): Promise<ExecutionResult> {
    const gas = intrinsicGas(data) + energyLimit;
    const request = { from, to, data, value: `0x${value.toString(16)}`, gas: `0x${gas.toString(16)}`, gasPrice: '0x0' };
    const hash = await this.rpc<string>('eth_sendTransaction', [request]);
    const receipt = await waitForReceipt<{ status: string; logs: ExecutionResult['logs'] }>(this.anvil.rpcUrl, hash);
    const trace = await this.rpc<CallTrace>('debug_traceTransaction', [hash, { tracer: 'callTracer' }]);
    return {
      isSuccess: receipt.status === '0x1',
      energyUsed: AnvilExecutor.energyOf(trace, gas),
      output: trace.output ?? '0x',
      logs: receipt.logs,
      valueRecipients: receipt.status === '0x1' ? valueRecipients(trace) : [],
    };
  }

  stop(): Promise<void> {
    return this.anvil.stop();
  }
}
