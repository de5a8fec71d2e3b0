import { type InjectedTronWeb, sendTronTransfer, TRC20_FEE_LIMIT_SUN, TronTransferError } from './tronlink-transfer';

const FROM = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const RECEIVER = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const REQUEST = { tokenAddress: USDT, receiver: RECEIVER, decimals: 6, amount: '28.9' };

/** A wallet as TronLink injects it, recording what the page asked of it. */
function fakeTronWeb(overrides: Partial<{ build: unknown; sign: () => Promise<unknown>; send: unknown }> = {}) {
  const calls: unknown[][] = [];
  const tronWeb: InjectedTronWeb = {
    defaultAddress: { base58: FROM },
    transactionBuilder: {
      triggerSmartContract: async (...args) => {
        calls.push(args);
        return (overrides.build ?? { result: { result: true }, transaction: { txID: 'raw' } }) as never;
      },
    },
    trx: {
      sign: overrides.sign ?? (async (transaction) => ({ ...(transaction as object), signature: ['sig'] })),
      sendRawTransaction: async (signed) => {
        calls.push(['send', signed]);
        return (overrides.send ?? { result: true, txid: 'ab'.repeat(32) }) as never;
      },
    },
  };
  return { tronWeb, calls };
}

describe('sendTronTransfer', () => {
  it('asks for the account, builds transfer(receiver, exact units), signs and broadcasts it', async () => {
    const { tronWeb, calls } = fakeTronWeb();
    const requests: string[] = [];
    const tronLink = {
      tronWeb,
      request: async ({ method }: { method: string }) => {
        requests.push(method);
        return { code: 200 };
      },
    };
    await expect(sendTronTransfer({ tronLink }, REQUEST)).resolves.toEqual({ txId: 'ab'.repeat(32), from: FROM });
    expect(requests).toEqual(['tron_requestAccounts']);
    expect(calls[0]).toEqual([
      USDT,
      'transfer(address,uint256)',
      { feeLimit: TRC20_FEE_LIMIT_SUN },
      [
        { type: 'address', value: RECEIVER },
        { type: 'uint256', value: '28900000' },
      ],
      FROM,
    ]);
    expect(calls[1]).toEqual(['send', { txID: 'raw', signature: ['sig'] }]);
  });

  it('works with an older wallet that injects only window.tronWeb', async () => {
    const { tronWeb } = fakeTronWeb();
    await expect(sendTronTransfer({ tronWeb }, REQUEST)).resolves.toMatchObject({ from: FROM });
  });

  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'sent',
      (error) => (error instanceof TronTransferError ? error.reason : String(error)),
    );

  it('names each way it can fail, and never sends what the wallet refused to sign', async () => {
    expect(await reason(sendTronTransfer({}, REQUEST))).toBe('no-wallet');
    const refused = { request: async () => ({ code: 4001 }), tronWeb: fakeTronWeb().tronWeb };
    expect(await reason(sendTronTransfer({ tronLink: refused }, REQUEST))).toBe('rejected');
    const locked = { ...fakeTronWeb().tronWeb, defaultAddress: { base58: false as const } };
    expect(await reason(sendTronTransfer({ tronWeb: locked }, REQUEST))).toBe('locked');

    const cancelled = fakeTronWeb({ sign: () => Promise.reject(new Error('Confirmation declined by user')) });
    expect(await reason(sendTronTransfer({ tronWeb: cancelled.tronWeb }, REQUEST))).toBe('rejected');
    expect(cancelled.calls.some((call) => call[0] === 'send')).toBe(false);

    const noEnergy = fakeTronWeb({ build: { result: { message: '636f6e7472616374206572726f72' } } });
    await expect(sendTronTransfer({ tronWeb: noEnergy.tronWeb }, REQUEST)).rejects.toThrow('refused: contract error');
    const broadcast = fakeTronWeb({ send: { code: 'BANDWITH_ERROR', message: '6e6f2062616e647769647468' } });
    await expect(sendTronTransfer({ tronWeb: broadcast.tronWeb }, REQUEST)).rejects.toThrow('refused: no bandwidth');
  });

  it('refuses an amount with more decimals than the token before asking the wallet', async () => {
    const { tronWeb, calls } = fakeTronWeb();
    await expect(sendTronTransfer({ tronWeb }, { ...REQUEST, amount: '1.0000001' })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });
});
