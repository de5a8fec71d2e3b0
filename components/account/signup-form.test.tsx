/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { INVITE_CODE_STORAGE_KEY } from '@/lib/client/invite-code';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { Locale } from '@/lib/i18n/config';
import { SignupForm } from './signup-form';

jest.mock('@/lib/client/navigate', () => ({ navigateTo: jest.fn() }));

const TEXTS = {
  en: {
    email: 'E-mail',
    password: 'Password',
    confirmation: 'Repeat the password',
    submit: 'Create account',
    rule: '8 to 128 characters.',
    invalidEmail: 'Enter a valid e-mail address, like name@example.com.',
    shortPassword: 'The password must be 8 to 128 characters long.',
    mismatch: 'The two passwords are not the same.',
  },
  cn: {
    email: '邮箱',
    password: '密码',
    confirmation: '再次输入密码',
    submit: '注册',
    rule: '8 到 128 个字符。',
    invalidEmail: '请输入有效的邮箱地址，例如 name@example.com。',
    shortPassword: '密码长度须为 8 到 128 个字符。',
    mismatch: '两次输入的密码不一致。',
  },
} as const;

function renderSignup(locale: Locale) {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(<SignupForm locale={locale} lastPage={null} loginHref={`/${locale}/login`} />, { locale, http });
  return http;
}

describe.each(['en', 'cn'] as const)('SignupForm (%s)', (locale) => {
  const text = TEXTS[locale];
  beforeEach(() => window.sessionStorage.clear());

  it('states the password rule and shows every field error on submit, sending nothing', () => {
    const http = renderSignup(locale);
    expect(screen.getByText(text.rule)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(text.email), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(text.password), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(text.confirmation), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: text.submit }));

    expect(screen.getByText(text.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(text.shortPassword)).toBeInTheDocument();
    expect(screen.getByText(text.mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText(text.email)).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls.filter((call) => call.request.startsWith('POST'))).toEqual([]);
  });

  it('prefills the invite code kept from an earlier link', async () => {
    window.sessionStorage.setItem(INVITE_CODE_STORAGE_KEY, 'FRIEND1');
    renderSignup(locale);
    expect(await screen.findByDisplayValue('FRIEND1')).toBeInTheDocument();
  });
});

it('sends the form once it is valid, and shows the server error in the page language', async () => {
  window.sessionStorage.clear();
  const http = renderSignup('cn');
  http.answer('POST /api/v1/account/signup', serverError(5010, '验证码错误'));
  fireEvent.change(screen.getByLabelText(TEXTS.cn.email), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText(TEXTS.cn.password), { target: { value: 'correct horse' } });
  fireEvent.change(screen.getByLabelText(TEXTS.cn.confirmation), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: TEXTS.cn.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/验证码/);
  expect(http.calls.find((call) => call.request === 'POST /api/v1/account/signup')?.body).toEqual({
    email: 'ada@example.com',
    password: 'correct horse',
    verifyCode: '123456',
  });
});
