import { DogeCheckBalancePageContent } from '@/components/tools/utxo/check-balance/utxo-check-balance-page';
import DogeCheckBalancePage, { generateMetadata } from './page';

// The server-only locale setter has no place in this test's client build of next-intl; the page's choice is tested.
jest.mock('next-intl/server', () => ({ ...jest.requireActual('next-intl/server'), setRequestLocale: jest.fn() }));

describe('check-balance/doge page', () => {
  it('serves the Dogecoin checker, with its own copy of the catalogue', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'en' }) });
    expect(metadata.title).toBe('Dogecoin Batch Balance Checker | Chainkit');
    const page = (await DogeCheckBalancePage({
      params: Promise.resolve({ locale: 'en' }),
      searchParams: Promise.resolve({}),
    })) as { props: { namespaces: readonly string[]; children: { type: unknown } } };
    expect(page.props.namespaces).toEqual(['checkBalance', 'utxoCheckBalance', 'batch']);
    expect(page.props.children.type).toBe(DogeCheckBalancePageContent);
  });

  it('is a 404 for a locale we do not serve', async () => {
    await expect(
      DogeCheckBalancePage({ params: Promise.resolve({ locale: 'xx' }), searchParams: Promise.resolve({}) }),
    ).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });
  });
});
