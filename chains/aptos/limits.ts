/**
 * The limits an Aptos user transaction is held to (aptos-core's gas schedule, `txn.*`, the same on mainnet since
 * gas feature version 13; @aptos-labs/ts-sdk carries none of them but its default max gas, 200,000 units):
 *
 * - `max_transaction_size_in_bytes` 65,536: a larger transaction is refused at validation
 *   (EXCEEDED_MAX_TRANSACTION_SIZE). We hold the whole signed transaction (raw transaction + authenticator) to it, a
 *   little stricter than the node, which counts the raw transaction.
 * - `maximum_number_of_gas_units` 2,000,000: `max_gas_amount` above it is refused (MAX_GAS_UNITS_EXCEEDS_MAX_GAS_UNITS_BOUND).
 * - `min_price_per_gas_unit` 100 octas.
 */
export const APTOS_MAX_TRANSACTION_BYTES = 65_536;
export const APTOS_MAX_GAS_UNITS = 2_000_000n;
export const APTOS_MIN_GAS_UNIT_PRICE = 100n;
/** Bytes left unused under the size limit (a wallet may sign with a larger authenticator than ed25519's 99 bytes). */
export const APTOS_SIZE_MARGIN_BYTES = 512;
