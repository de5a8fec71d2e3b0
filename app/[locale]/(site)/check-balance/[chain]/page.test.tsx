import ChainCheckBalancePage, { generateMetadata } from './page';

const call = (chain: string) =>
  ChainCheckBalancePage({ params: Promise.resolve({ locale: 'en', chain }), searchParams: Promise.resolve({}) });

describe('check-balance/:chain page', () => {
  it.each(['solana', 'sui', 'ton', 'tron', 'aptos', 'btc', 'doge', 'nonsense'])(
    'is a 404 for %s, which has no checker yet',
    async (chain) => {
      await expect(call(chain)).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
      });
      await expect(generateMetadata({ params: Promise.resolve({ locale: 'en', chain }) })).resolves.toEqual({});
    },
  );

  it('has the EVM copy of the catalogue for evm', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'en', chain: 'evm' }) });
    expect(metadata.title).toBe('EVM Multi-Address Balance Checker | Chainkit');
  });
});
