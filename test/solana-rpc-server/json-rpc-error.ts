/** A JSON-RPC 2.0 error answer, with the codes a Solana node uses (-32602 bad params, -32002 preflight…). */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'JsonRpcError';
  }
}

export const invalidParams = (message: string) => new JsonRpcError(-32_602, message);
