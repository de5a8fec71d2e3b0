import ChainCheckBalancePage, { generateMetadata } from './page';

// The server-only locale setter has no place in this test's client build of next-intl; the page's choice is tested.
jest.mock('next-intl/server', () => ({ ...jest.requireActual('next-intl/server'), setRequestLocale: jest.fn() }));

const call = (chain: string) =>
  ChainCheckBalancePage({ params: Promise.resolve({ locale: 'en', chain }), searchParams: Promise.resolve({}) });

describe('check-balance/:chain page', () => {
  it.each(['solana', 'nonsense'])('is a 404 for %s, which has no checker yet', async (chain) => {
    await expect(call(chain)).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
    });
    await expect(generateMetadata({ params: Promise.resolve({ locale: 'en', chain }) })).resolves.toEqual({});
  });

  it.each(['tron', 'ton', 'sui', 'aptos', 'btc', 'doge'])(
    'leaves %s to its own route (../%s/page.tsx), so this page carries none of its code',
    async (chain) => {
      await expect(call(chain)).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
      });
    },
  );

  it('has the EVM copy of the catalogue for evm', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'en', chain: 'evm' }) });
    expect(metadata.title).toBe('EVM Multi-Address Balance Checker | Chainkit');
  });
});
