// Only the English list file: this module runs in the browser too, and the package index brings the rest.
import { wordlist } from '@scure/bip39/wordlists/english';
import { bip39WordTest, type Redacted, stripSensitiveWith } from './strip-sensitive-core';

export { REDACTED, type Redacted } from './strip-sensitive-core';

const isBip39Word = bip39WordTest(wordlist);

/**
 * THE one redaction of the product (spec §5, DESIGN §6; what it removes: strip-sensitive-core.ts). A deep copy safe
 * to send in error reports and tracking: secret fields at any depth, and strings that look like a private key or a
 * mnemonic, become '[redacted]'. Errors become plain objects (name, message, stack, cause and own fields) so their
 * text is redacted too; a reference back to an enclosing object becomes '[circular]'. Other byte arrays become plain
 * arrays of numbers.
 */
export function stripSensitive<T>(value: T): Redacted<T> {
  return stripSensitiveWith(value, { isBip39Word });
}
