import {
  bip39Seed,
  checkBip39Mnemonic,
  checkTonMnemonic,
  type TonKeyPair,
  tonDerivationPath,
  tonKeyPairFromBip39,
  tonKeyPairFromMnemonic,
  tonKeyPairFromPrivateKey,
} from '@/chains/ton/keys';

/** How a pasted secret was read. */
export type SecretKind = 'ton-mnemonic' | 'bip39' | 'private-key';

export interface PastedKey {
  /** 1-based line of the paste. */
  line: number;
  kind: SecretKind;
  pair: TonKeyPair;
}

export interface PastedSecrets {
  keys: PastedKey[];
  /** Lines that are none of the three. */
  invalid: number[];
  /** Lines whose key was already given on an earlier line. */
  repeated: number[];
}

/**
 * One secret per line: a 24-word TON mnemonic (Tonkeeper, MyTonWallet, Telegram Wallet), a BIP39 phrase (its first
 * account, m/44'/607'/0'), or a private key (64 hex, or 128 hex seed ‖ public key). Read here; nothing is stored.
 * A 24-word line that passes both checks is read as TON's (the wallet apps' own kind).
 */
export function readPastedSecrets(text: string): PastedSecrets {
  const keys: PastedKey[] = [];
  const invalid: number[] = [];
  const repeated: number[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const read = readSecret(trimmed);
    if (!read) {
      invalid.push(line);
      return;
    }
    const id = Buffer.from(read.pair.publicKey).toString('hex');
    if (seen.has(id)) {
      repeated.push(line);
      return;
    }
    seen.add(id);
    keys.push({ line, ...read });
  });
  return { keys, invalid, repeated };
}

export function readSecret(text: string): { kind: SecretKind; pair: TonKeyPair } | undefined {
  const pair = tonKeyPairFromPrivateKey(text);
  if (pair) return { kind: 'private-key', pair };
  if (!/\s/.test(text.trim())) return undefined;
  if (checkTonMnemonic(text).ok) return { kind: 'ton-mnemonic', pair: tonKeyPairFromMnemonic(text) };
  const bip39 = checkBip39Mnemonic(text);
  if (bip39.ok) {
    return { kind: 'bip39', pair: tonKeyPairFromBip39(bip39Seed(bip39.mnemonic), tonDerivationPath(0)) };
  }
  return undefined;
}
