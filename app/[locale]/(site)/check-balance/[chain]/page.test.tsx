import { TronCheckBalancePageContent } from '@/components/tools/tron/check-balance/tron-check-balance-page';
import ChainCheckBalancePage, { generateMetadata } from './page';

// The server-only locale setter has no place in this test's client build of next-intl; the page's choice is tested.
jest.mock('next-intl/server', () => ({ ...jest.requireActual('next-intl/server'), setRequestLocale: jest.fn() }));

const call = (chain: string) =>
  ChainCheckBalancePage({ params: Promise.resolve({ locale: 'en', chain }), searchParams: Promise.resolve({}) });

describe('check-balance/:chain page', () => {
  it.each(['solana', 'sui', 'ton', 'aptos', 'btc', 'doge', 'nonsense'])(
    'is a 404 for %s, which has no checker yet',
    async (chain) => {
      await expect(call(chain)).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
      });
      await expect(generateMetadata({ params: Promise.resolve({ locale: 'en', chain }) })).resolves.toEqual({});
    },
  );

  it('serves the Tron checker for tron, with its own copy of the catalogue', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'en', chain: 'tron' }) });
    expect(metadata.title).toBe('TRON Multi-Address Balance Checker | Chainkit');
    const page = (await call('tron')) as { props: { namespaces: readonly string[]; children: { type: unknown } } };
    expect(page.props.namespaces).toEqual(['checkBalance', 'tronCheckBalance', 'tronApi', 'batch']);
    expect(page.props.children.type).toBe(TronCheckBalancePageContent);
  });

  it('has the EVM copy of the catalogue for evm', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'en', chain: 'evm' }) });
    expect(metadata.title).toBe('EVM Multi-Address Balance Checker | Chainkit');
  });
});
