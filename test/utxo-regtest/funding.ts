import { HDKey } from '@scure/bip32';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import type { RegtestNode } from './node';

/**
 * Pays any output scripts on the regtest node from a key of ours: blocks are mined to its P2WPKH address (in
 * Litecoin regtest's `rltc` form, the only form the node's generatetoaddress takes), and each payment is a
 * transaction built and signed with @scure/btc-signer whose outputs are the raw scripts of Bitcoin- and
 * Dogecoin-shaped addresses. The node checks and relays it as any transaction; mining it confirms it.
 */

const LITECOIN_REGTEST = { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef };
const FEE_SATS = 200_000n;

export interface Payment {
  script: string;
  amount: bigint;
}

interface Unspent {
  txid: string;
  vout: number;
  amount: number;
  height: number;
}

export class RegtestFunder {
  private readonly privateKey: Uint8Array;
  private readonly script: Uint8Array;
  readonly minerAddress: string;
  private spent = new Set<string>();
  private changes: { txid: string; vout: number; amount: bigint }[] = [];

  constructor(
    private readonly node: RegtestNode,
    seed = 7,
  ) {
    const key = HDKey.fromMasterSeed(new Uint8Array(32).fill(seed));
    this.privateKey = key.privateKey as Uint8Array;
    const payment = p2wpkh(key.publicKey as Uint8Array, LITECOIN_REGTEST);
    this.script = payment.script;
    this.minerAddress = payment.address as string;
  }

  /** Mines `blocks` to our key (101 at first, so the first coinbase is spendable). */
  async mine(blocks: number): Promise<void> {
    await this.node.rpc('generatetoaddress', [blocks, this.minerAddress]);
  }

  private async spendable(need: bigint): Promise<{ txid: string; vout: number; amount: bigint }> {
    const position = this.changes.findIndex((change) => change.amount >= need);
    if (position >= 0) return this.changes.splice(position, 1)[0];
    const height = await this.node.rpc<number>('getblockcount');
    const scan = await this.node.rpc<{ unspents: Unspent[] }>('scantxoutset', [
      'start',
      [`addr(${this.minerAddress})`],
    ]);
    const mature = scan.unspents
      .filter((utxo) => height - utxo.height >= 100 && !this.spent.has(`${utxo.txid}:${utxo.vout}`))
      .filter((utxo) => BigInt(Math.round(utxo.amount * 1e8)) >= need)
      .sort((left, right) => left.height - right.height);
    if (!mature[0]) throw new Error('No mature coinbase left: mine more blocks');
    return { txid: mature[0].txid, vout: mature[0].vout, amount: BigInt(Math.round(mature[0].amount * 1e8)) };
  }

  /** One transaction paying every output (unconfirmed until mined); its txid. */
  async pay(payments: readonly Payment[]): Promise<string> {
    const input = await this.spendable(payments.reduce((sum, payment) => sum + payment.amount, FEE_SATS));
    this.spent.add(`${input.txid}:${input.vout}`);
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput({ txid: input.txid, index: input.vout, witnessUtxo: { script: this.script, amount: input.amount } });
    let total = 0n;
    for (const payment of payments) {
      tx.addOutput({ script: Uint8Array.from(Buffer.from(payment.script, 'hex')), amount: payment.amount });
      total += payment.amount;
    }
    const change = input.amount - total - FEE_SATS;
    if (change < 0n) throw new Error('Payments exceed one coinbase');
    tx.addOutput({ script: this.script, amount: change });
    tx.sign(this.privateKey);
    tx.finalize();
    const txid = await this.node.rpc<string>('sendrawtransaction', [tx.hex]);
    this.changes.push({ txid, vout: payments.length, amount: change });
    return txid;
  }

  /**
   * Spends every confirmed output of a P2WPKH script whose key is `privateKey` back to our key, leaving the spend in
   * the mempool (the address's unconfirmed balance turns negative); the amount spent.
   */
  async spendP2wpkh(privateKey: Uint8Array, publicKey: Uint8Array): Promise<bigint> {
    const script = p2wpkh(publicKey).script;
    const hex = Buffer.from(script).toString('hex');
    const scan = await this.node.rpc<{ unspents: Unspent[] }>('scantxoutset', ['start', [`raw(${hex})`]]);
    const tx = new Transaction();
    let total = 0n;
    for (const utxo of scan.unspents) {
      const amount = BigInt(Math.round(utxo.amount * 1e8));
      tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount } });
      total += amount;
    }
    tx.addOutput({ script: this.script, amount: total - 5_000n });
    tx.sign(privateKey);
    tx.finalize();
    await this.node.rpc('sendrawtransaction', [tx.hex]);
    return total;
  }

  /** Confirms the mempool. */
  async confirm(): Promise<void> {
    await this.mine(1);
  }
}
