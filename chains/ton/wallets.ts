import type { Address } from '@ton/core';
// Deep imports: @ton/ton is CommonJS, so its index brings TonClient, TonClient4 and axios to every page that signs.
import { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';
import { WalletContractV5R1 } from '@ton/ton/dist/wallets/v5r1/WalletContractV5R1';
import type { TonNetwork } from './address';
import { TON_GLOBAL_ID, type TonWalletVersion } from './wallet-limits';

/**
 * The wallet contracts a key controls. A TON account is a contract: the same public key gives a different address per
 * wallet version (and per wallet id). v4r2 (wallet id 698983191, the default of every wallet app before 2024) and
 * v5r1 ("W5", Tonkeeper's default since; its wallet id carries the network: -239 mainnet, -3 testnet).
 * How many messages one signed external message may carry is the contract's limit, measured on @ton/sandbox (see
 * /work/shared/TOOLCHAIN.md and bench/ton-packing): v4r2 4 (a fifth: "Too many references"), v5r1 255 (the TVM's
 * limit of 255 output actions).
 */

export {
  MAX_MESSAGES_PER_EXTERNAL,
  TON_GLOBAL_ID,
  TON_WALLET_VERSIONS,
  type TonWalletVersion,
} from './wallet-limits';

export type TonWalletContract = WalletContractV4 | WalletContractV5R1;

/** The wallet contract of a public key (basechain, default wallet id of the version). */
export function tonWalletContract(
  version: TonWalletVersion,
  publicKey: Uint8Array,
  network: TonNetwork = 'mainnet',
): TonWalletContract {
  const key = Buffer.from(publicKey);
  if (key.length !== 32) throw new RangeError(`An ed25519 public key has 32 bytes, not ${key.length}`);
  if (version === 'v4r2') return WalletContractV4.create({ workchain: 0, publicKey: key });
  if (version === 'v5r1') {
    return WalletContractV5R1.create({
      publicKey: key,
      walletId: { networkGlobalId: TON_GLOBAL_ID[network] },
    });
  }
  throw new RangeError(`Unknown TON wallet version: ${String(version)}`);
}

export function tonWalletAddress(
  version: TonWalletVersion,
  publicKey: Uint8Array,
  network: TonNetwork = 'mainnet',
): Address {
  return tonWalletContract(version, publicKey, network).address;
}
