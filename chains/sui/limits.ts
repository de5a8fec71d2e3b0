/**
 * Sui's protocol limits that a programmable transaction block (PTB) is held to, as sui-protocol-config sets them
 * (unchanged since protocol version 1 for these: `max_tx_size_bytes` 128 × 1024, `max_programmable_tx_commands` 1024,
 * `max_arguments` 512, `max_pure_argument_size` 16 × 1024, `max_input_objects` 2048, `max_gas_payment_objects` 256,
 * `max_num_new_move_object_ids` 2048). @mysten/sui carries none of them as constants (only its resolver's own
 * MAX_GAS_PAYMENT_OBJECTS = 256 and MAX_GAS = 50,000,000,000, the `max_tx_gas` of current versions); a node answers
 * them with `protocolConfig`. The validity check counts a command's argument list against `max_arguments`
 * (SplitCoins' amounts, MergeCoins' sources, TransferObjects' objects must each be fewer than 512); we count the coin
 * argument too, which keeps every command within either reading.
 */
export const SUI_PROTOCOL_LIMITS = {
  maxTxSizeBytes: 128 * 1024,
  maxProgrammableTxCommands: 1024,
  maxArguments: 512,
  maxPureArgumentSize: 16 * 1024,
  maxInputObjects: 2048,
  maxGasPaymentObjects: 256,
  maxNewObjects: 2048,
  maxTxGas: 50_000_000_000n,
} as const;

/** Amounts of one splitCoins: its coin argument and the amounts together stay within max_arguments. */
export const SUI_MAX_SPLIT_AMOUNTS = SUI_PROTOCOL_LIMITS.maxArguments - 1;
/** Coins merged by one mergeCoins: the destination and the sources together stay within max_arguments. */
export const SUI_MAX_MERGE_SOURCES = SUI_PROTOCOL_LIMITS.maxArguments - 1;
