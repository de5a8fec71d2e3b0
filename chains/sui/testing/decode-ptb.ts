import { bcs } from '@mysten/sui/bcs';
import { verifyTransactionSignature } from '@mysten/sui/verify';

/** A PTB decoded from its BCS bytes with the SDK's schema, with readers of its pure inputs. */
export type PtbArgument = { $kind: string; Input?: number; NestedResult?: [number, number]; GasCoin?: true };

export function decodePtb(bytes: Uint8Array) {
  const data = bcs.TransactionData.parse(bytes);
  const v1 = data.V1;
  const ptb = v1?.kind.ProgrammableTransaction;
  if (!v1 || !ptb) throw new Error('not a programmable transaction');
  const input = (arg: PtbArgument) => {
    if (arg.$kind !== 'Input' || arg.Input === undefined) throw new Error(`not an input: ${arg.$kind}`);
    return ptb.inputs[arg.Input];
  };
  const pure = (arg: PtbArgument) => {
    const value = input(arg);
    if (!value.Pure) throw new Error('not a pure input');
    return Buffer.from(value.Pure.bytes, 'base64');
  };
  return {
    v1,
    inputs: ptb.inputs,
    commands: ptb.commands,
    u64: (arg: PtbArgument) => BigInt(bcs.u64().parse(pure(arg))),
    address: (arg: PtbArgument) => bcs.Address.parse(pure(arg)),
    objectId: (arg: PtbArgument) => input(arg).Object?.ImmOrOwnedObject?.objectId,
  };
}

/** The address whose key signed `bytes`, as the SDK verifies it. */
export async function signerOf(bytes: Uint8Array, signature: string): Promise<string> {
  return (await verifyTransactionSignature(bytes, signature)).toSuiAddress();
}
