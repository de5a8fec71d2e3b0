/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { VipView } from './vip-view';

function renderWithoutReceivers(locale: 'en' | 'cn' = 'en') {
  const http = createFakeHttpClient({
    'GET /api/v1/vip/pay/address': { chains: [] },
    'GET /api/v1/account/info': serverError(5006),
  });
  renderWithProviders(<VipView locale={locale} initialFeature="balanceMonitor" initialDays={30} returnHref={null} />, {
    locale,
    http,
  });
}

describe('VipView with payments off (no receiving address configured)', () => {
  it('still lists the EVM and TRON price of every plan', () => {
    renderWithoutReceivers();
    const plans = screen.getByRole('group', { name: 'Plans and prices' }).textContent ?? '';
    for (const price of ['27.9', '99', '999', '28.9', '100', '1000']) expect(plans).toContain(`${price} USDT`);
    expect(plans).toContain('EVM chains');
    expect(plans).toContain('TRON');
  });

  it('tells the user in a neutral notice, without the configuration detail', async () => {
    renderWithoutReceivers();
    const notice = await screen.findByText(/Payments are not open yet/);
    expect(notice.className).not.toMatch(/notice|success/);
    expect(notice.textContent).not.toMatch(/address|configur/i);
  });

  it('says it in Chinese too', async () => {
    renderWithoutReceivers('cn');
    const notice = await screen.findByText(/暂未开放付款/);
    expect(notice.textContent).not.toMatch(/地址|配置/);
    expect(screen.getByRole('group', { name: '套餐与价格' }).textContent).toContain('27.9 USDT');
  });
});
