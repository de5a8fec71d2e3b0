import {
  Deserializer,
  generateSigningMessageForTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  TransactionPayloadEntryFunction,
} from '@aptos-labs/ts-sdk';

/** A signed Aptos transaction decoded from its BCS with the SDK's own deserializers, its signature checked. */
export interface DecodedAptosTransaction {
  size: number;
  sender: string;
  sequenceNumber: bigint;
  maxGasAmount: bigint;
  gasUnitPrice: bigint;
  expirationSeconds: bigint;
  chainId: number;
  /** `0x1::aptos_account::batch_transfer` (the module address in its short form). */
  function: string;
  typeArguments: string[];
  /** batch_transfer_fungible_assets' metadata object. */
  metadata?: string;
  recipients: string[];
  amounts: bigint[];
  publicKey: string;
  /** The ed25519 signature verifies over the transaction's signing message, with the SDK. */
  isSignatureValid: boolean;
  /** The signature is all zeros (a simulation's). */
  isZeroSignature: boolean;
}

/** An entry function call's name, type arguments and batch-transfer arguments, decoded from its BCS arguments. */
export function decodeAptosEntryCall(payload: unknown) {
  if (!(payload instanceof TransactionPayloadEntryFunction)) throw new Error('not an entry function payload');
  const call = payload.entryFunction;
  const args = call.args.map((arg) => new Deserializer(arg.bcsToBytes()));
  const fa = args.length === 3;
  const metadata = fa ? args[0].deserialize(AddressReader).toString() : undefined;
  const recipientsArg = args[fa ? 1 : 0];
  const amountsArg = args[fa ? 2 : 1];
  const recipients = Array.from({ length: recipientsArg.deserializeUleb128AsU32() }, () =>
    recipientsArg.deserialize(AddressReader).toString(),
  );
  const amounts = Array.from({ length: amountsArg.deserializeUleb128AsU32() }, () => amountsArg.deserializeU64());
  for (const arg of args) if (arg.remaining() !== 0) throw new Error('an argument has bytes left over');
  return {
    function: `${call.module_name.address.toString()}::${call.module_name.name.identifier}::${call.function_name.identifier}`,
    typeArguments: call.type_args.map((tag) => tag.toString()),
    metadata,
    recipients,
    amounts,
  };
}

export function decodeAptosTransaction(bytes: Uint8Array): DecodedAptosTransaction {
  const deserializer = new Deserializer(bytes);
  const signed = SignedTransaction.deserialize(deserializer);
  if (deserializer.remaining() !== 0) throw new Error(`${deserializer.remaining()} bytes after the transaction`);
  const raw = signed.raw_txn;
  const call = decodeAptosEntryCall(raw.payload);
  const auth = signed.authenticator;
  if (!(auth instanceof TransactionAuthenticatorEd25519)) throw new Error('not an ed25519 authenticator');
  const message = generateSigningMessageForTransaction(new SimpleTransaction(raw));
  const signature = auth.signature.toUint8Array();
  return {
    size: bytes.length,
    sender: raw.sender.toStringLong(),
    sequenceNumber: raw.sequence_number,
    maxGasAmount: raw.max_gas_amount,
    gasUnitPrice: raw.gas_unit_price,
    expirationSeconds: raw.expiration_timestamp_secs,
    chainId: raw.chain_id.chainId,
    ...call,
    publicKey: auth.public_key.toString(),
    isSignatureValid: auth.public_key.verifySignature({ message, signature: auth.signature }),
    isZeroSignature: signature.every((byte) => byte === 0),
  };
}

/** 32 address bytes, long form. */
const AddressReader = {
  deserialize(deserializer: Deserializer) {
    const bytes = deserializer.deserializeFixedBytes(32);
    return { toString: () => `0x${Buffer.from(bytes).toString('hex')}` };
  },
};
