/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { UsercenterView } from './usercenter-view';

const ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';
const NEXT_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const INFO = 'GET /api/v1/account/info';
const PROFILE = 'POST /api/v1/account/update/profile';
const USER: UserInfo = {
  email: 'ada@example.com',
  address: null,
  userName: 'Ada',
  avatar: null,
  inviteCode: 'ABCD2345',
  hasPassword: true,
  vipFeatures: [],
  solanaPayoutAddress: null,
};
type ProfileBody = { solanaPayoutAddress: string };
const LINKS = { bindEmailHref: null, bindAddressHref: null, benefitsHref: null };

/** The user center as the page shows it, signed in, its profile calls answered by `profile`. */
async function renderUsercenter(locale: Locale, user: UserInfo, profile: (body: unknown) => unknown) {
  window.localStorage.setItem(
    USER_STATUS_STORAGE_KEY,
    JSON.stringify({ isLoggedIn: true, email: user.email, address: null, updatedAt: 1 }),
  );
  const http = createFakeHttpClient({ [INFO]: user, [PROFILE]: profile });
  renderWithProviders(<UsercenterView locale={locale} links={LINKS} initialUser={user} />, { locale, http });
  const heading = await screen.findByRole('heading', {
    name: locale === 'en' ? 'Referral rewards on Solana' : 'Solana 邀请奖励',
  });
  return { http, card: heading.closest('section') as HTMLElement };
}

const savedBodies = (http: ReturnType<typeof createFakeHttpClient>) =>
  http.calls.filter((call) => call.request === PROFILE).map((call) => call.body);

describe('Solana payout address card in the user center', () => {
  beforeEach(() => window.localStorage.clear());

  it('explains the 30 % share, refuses a bad address in the browser, and saves a good one trimmed', async () => {
    const { http, card } = await renderUsercenter('en', USER, (body) => ({ ...USER, ...(body as ProfileBody) }));
    expect(card).toHaveTextContent(
      '30 % of the Solana tool fees paid by the people you invited is sent to this address',
    );
    expect(card).toHaveTextContent('Current payout address: not set');
    expect(within(card).queryByRole('button', { name: 'Remove address' })).toBeNull();

    const field = within(card).getByLabelText('Solana payout address');
    for (const bad of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      `${ADDRESS.slice(0, -1)}0`,
      '1111111111111111111111111111111',
    ]) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(within(card).getByRole('button', { name: 'Save address' }));
      expect(await within(card).findByText(/^Enter a Solana address: 32 to 44 base58 characters/)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(savedBodies(http)).toEqual([]);

    fireEvent.change(field, { target: { value: `  ${ADDRESS}\u200B ` } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(await within(card).findByText('Payout address saved.')).toBeInTheDocument();
    expect(savedBodies(http)).toEqual([{ solanaPayoutAddress: ADDRESS }]);
    expect(within(card).getByText(ADDRESS, { selector: 'code' })).toBeInTheDocument();
    expect(field).toHaveValue(ADDRESS);
  });

  it('changes and removes the saved address, and shows the server refusal', async () => {
    let answer: unknown = null;
    const { http, card } = await renderUsercenter(
      'en',
      { ...USER, solanaPayoutAddress: ADDRESS },
      (body) => answer ?? { ...USER, solanaPayoutAddress: (body as ProfileBody).solanaPayoutAddress || null },
    );
    expect(within(card).getByText(ADDRESS, { selector: 'code' })).toBeInTheDocument();
    const field = within(card).getByLabelText('Solana payout address');
    expect(field).toHaveValue(ADDRESS);

    answer = serverError(5016, 'The Solana payout address must be a Solana address');
    fireEvent.change(field, { target: { value: NEXT_ADDRESS } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(await within(card).findByRole('alert')).toBeInTheDocument();
    expect(within(card).getByText(ADDRESS, { selector: 'code' })).toBeInTheDocument();

    answer = null;
    fireEvent.click(within(card).getByRole('button', { name: 'Remove address' }));
    expect(await within(card).findByText('Payout address removed.')).toBeInTheDocument();
    expect(card).toHaveTextContent('Current payout address: not set');
    expect(field).toHaveValue('');
    expect(within(card).queryByRole('button', { name: 'Remove address' })).toBeNull();
    expect(savedBodies(http)).toEqual([{ solanaPayoutAddress: NEXT_ADDRESS }, { solanaPayoutAddress: '' }]);
  });

  it('speaks Chinese, and saving an empty field clears the address', async () => {
    const { http, card } = await renderUsercenter('cn', { ...USER, solanaPayoutAddress: ADDRESS }, () => USER);
    expect(card).toHaveTextContent('你邀请的用户使用 Solana 工具所付服务费的 30 % 会在他们自己的交易中直接转入此地址');
    const field = within(card).getByLabelText('Solana 收款地址');
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(within(card).getByRole('button', { name: '保存地址' }));
    expect(await within(card).findByText(/^请输入 Solana 地址/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(card).getByRole('button', { name: '保存地址' }));
    expect(await within(card).findByText('收款地址已移除。')).toBeInTheDocument();
    expect(savedBodies(http)).toEqual([{ solanaPayoutAddress: '' }]);
    expect(card).toHaveTextContent('当前收款地址： 未设置');
  });
});
