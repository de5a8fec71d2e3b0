import { AppError } from './app-error';
import { CLIENT_CODE, SERVER_CODE } from './codes';
import { isUserRejection, toAppError } from './to-app-error';

/** Shapes as viem throws them: a BaseError with shortMessage/details wrapping the provider's error as cause. */
function viemError(shortMessage: string, cause: unknown, details = ''): Error {
  const message = `${shortMessage}\n\nRequest Arguments:\n  from: 0xabc\n\nVersion: viem@2.21.0`;
  return Object.assign(new Error(message), { name: 'TransactionExecutionError', shortMessage, details, cause });
}

describe('toAppError', () => {
  it.each([
    ['EIP-1193 code 4001', { code: 4001, message: 'Request rejected' }, CLIENT_CODE.USER_REJECTED],
    [
      'viem rejection wrapping 4001',
      viemError('User rejected the request.', Object.assign(new Error('denied'), { code: 4001 })),
      CLIENT_CODE.USER_REJECTED,
    ],
    [
      'MetaMask wording',
      new Error('MetaMask Tx Signature: User denied transaction signature.'),
      CLIENT_CODE.USER_REJECTED,
    ],
    ['Solana adapter wording', new Error('User rejected the request.'), CLIENT_CODE.USER_REJECTED],
    ['ethers v6 code', { code: 'ACTION_REJECTED', message: 'user rejected action' }, CLIENT_CODE.USER_REJECTED],
    ['Tron wording', 'Confirmation declined by user', CLIENT_CODE.USER_REJECTED],
    [
      'insufficient funds in details',
      viemError('The total cost exceeds the balance.', undefined, 'insufficient funds for gas * price + value'),
      CLIENT_CODE.INSUFFICIENT_BALANCE,
    ],
    [
      'HTTP 429 status',
      Object.assign(new Error('HTTP request failed.'), { status: 429 }),
      CLIENT_CODE.TOO_MANY_REQUESTS,
    ],
    ['JSON-RPC 429 code', { jsonrpc: '2.0', id: 1, error: { code: 429, message: 'x' } }, CLIENT_CODE.TOO_MANY_REQUESTS],
    ['rate limit wording', new Error('You have exceeded the rate limit'), CLIENT_CODE.TOO_MANY_REQUESTS],
    ['too many requests wording', new Error('Too Many Requests'), CLIENT_CODE.TOO_MANY_REQUESTS],
    ['code 4902', { code: 4902, message: 'Unrecognized chain ID "0x38".' }, CLIENT_CODE.NETWORK_NOT_FOUND],
    ['underpriced', new Error('replacement transaction underpriced'), CLIENT_CODE.GAS_TOO_LOW],
    [
      'Solana blockhash',
      new Error('failed to send transaction: Transaction simulation failed: Blockhash not found'),
      CLIENT_CODE.SIGNATURE_EXPIRED,
    ],
    [
      'MetaMask execution reverted in data.message',
      { code: -32603, message: 'Internal JSON-RPC error.', data: { code: 3, message: 'execution reverted: ERC20' } },
      CLIENT_CODE.EXECUTION_REVERTED,
    ],
    [
      'JSON-RPC error.message',
      { error: { code: -32000, message: 'insufficient funds' } },
      CLIENT_CODE.INSUFFICIENT_BALANCE,
    ],
    [
      'pending request',
      { code: -32002, message: 'Request of type eth_requestAccounts already pending' },
      CLIENT_CODE.REQUEST_ALREADY_PENDING,
    ],
    [
      'priority fee',
      new Error('max priority fee per gas higher than max fee per gas'),
      CLIENT_CODE.PRIORITY_FEE_ABOVE_MAX,
    ],
    ['unauthorized 4100', { code: 4100, message: 'not authorized' }, CLIENT_CODE.UNAUTHORIZED],
    ['unsupported method 4200', { code: 4200, message: 'unsupported' }, CLIENT_CODE.INVALID_METHOD],
    ['invalid params', { code: -32602, message: 'invalid params' }, CLIENT_CODE.INVALID_ARGUMENT],
    ['browser fetch failure', new TypeError('Failed to fetch'), CLIENT_CODE.PROVIDER_FETCH_FAILED],
  ])('maps %s', (_, raw, expected) => {
    const error = toAppError(raw);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(expected);
    expect(error.raw).toBe(raw);
  });

  it('marks cancellations as warnings and keeps the catalogue text so identical failures group', () => {
    const error = toAppError({ code: 4001, message: 'whatever the wallet says' });
    expect(error.level).toBe('warning');
    expect(error.message).toBe('You rejected the request');
    expect(toAppError(new Error('insufficient funds')).level).toBe('error');
  });

  it('keeps the server envelope code and message', () => {
    const envelope = { code: SERVER_CODE.VIP_REQUIRED, message: 'need vip' };
    const error = toAppError(envelope);
    expect([error.code, error.message, error.raw]).toEqual([5020, 'need vip', envelope]);
  });

  it('returns an AppError unchanged, also when wrapped as a cause', () => {
    const original = new AppError(CLIENT_CODE.INVALID_ADDRESS);
    expect(toAppError(original)).toBe(original);
    expect(toAppError(new Error('wrapper', { cause: original }))).toBe(original);
  });

  it('keeps the own code and innermost text of unmapped errors', () => {
    const error = toAppError({ code: -32603, message: 'Internal JSON-RPC error.', data: { message: 'nonce too low' } });
    expect([error.code, error.message]).toEqual([-32603, 'nonce too low']);
    const viem = toAppError(viemError('Contract function "mint" reverted.', new Error('deep text')));
    expect(viem.message).toBe('Contract function "mint" reverted.');
  });

  it('gives unknown error to code-less values', () => {
    expect(toAppError(new TypeError('x is undefined'))).toMatchObject({
      code: CLIENT_CODE.UNKNOWN_ERROR,
      message: 'x is undefined',
    });
    expect(toAppError(undefined)).toMatchObject({
      code: CLIENT_CODE.UNKNOWN_ERROR,
      message: 'Unknown error, please try again',
    });
  });

  it('survives self-referencing causes', () => {
    const raw: Record<string, unknown> = { message: 'loop' };
    raw.cause = raw;
    expect(toAppError(raw).code).toBe(CLIENT_CODE.UNKNOWN_ERROR);
  });

  it('does not treat wallet codes as server envelopes', () => {
    expect(toAppError({ code: 4001, message: 'x' }).code).not.toBe(4001);
  });
});

describe('isUserRejection', () => {
  it('is true only for cancellations', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection(new Error('User denied account authorization'))).toBe(true);
    expect(isUserRejection(new Error('execution reverted'))).toBe(false);
    expect(isUserRejection(new AppError(SERVER_CODE.NOT_LOGGED_IN))).toBe(false);
  });
});
