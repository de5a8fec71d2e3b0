import 'server-only';
import type { VerificationSource } from '@/db/schema';
import type { Locale } from '@/lib/i18n/config';

export interface VerificationCodeContentInput {
  code: string;
  source: VerificationSource;
  locale: Locale;
  validForMinutes: number;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LocalizedCopy {
  subject: Record<VerificationSource, string>;
  purpose: Record<VerificationSource, string>;
  greeting: string;
  codeIntro: string;
  validity: (minutes: number) => string;
  notYou: string;
  neverShare: string;
}

const COPY: Record<Locale, LocalizedCopy> = {
  en: {
    subject: {
      signup: 'Your Chainkit sign-up code',
      forgetPassword: 'Your Chainkit password reset code',
      bindEmail: 'Your Chainkit e-mail binding code',
    },
    purpose: {
      signup: 'Use it to finish creating your Chainkit account.',
      forgetPassword: 'Use it to reset the password of your Chainkit account.',
      bindEmail: 'Use it to bind this e-mail address to your Chainkit account.',
    },
    greeting: 'Hello,',
    codeIntro: 'Your verification code is:',
    validity: (minutes) => `The code is valid for ${minutes} minutes and works once.`,
    notYou: 'If it was not you, ignore this mail: nothing changes without the code.',
    neverShare: 'Never share this code. Chainkit will never ask you for it.',
  },
  cn: {
    subject: {
      signup: 'Chainkit 注册验证码',
      forgetPassword: 'Chainkit 重置密码验证码',
      bindEmail: 'Chainkit 绑定邮箱验证码',
    },
    purpose: {
      signup: '该验证码用于完成 Chainkit 账户注册。',
      forgetPassword: '该验证码用于重置您的 Chainkit 账户密码。',
      bindEmail: '该验证码用于将此邮箱绑定到您的 Chainkit 账户。',
    },
    greeting: '您好：',
    codeIntro: '您的验证码是：',
    validity: (minutes) => `验证码 ${minutes} 分钟内有效，仅可使用一次。`,
    notYou: '如果这不是您本人的操作，请忽略此邮件：没有验证码，您的账户不会有任何变化。',
    neverShare: '请勿将验证码告诉任何人，Chainkit 不会向您索要验证码。',
  },
};

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** The verification mail in the user's language: plain text for every client, HTML for the ones that show it. */
export function composeVerificationCodeMail(input: VerificationCodeContentInput): MailContent {
  const copy = COPY[input.locale];
  const paragraphs = [copy.purpose[input.source], copy.validity(input.validForMinutes), copy.notYou, copy.neverShare];
  const text = [copy.greeting, '', `${copy.codeIntro} ${input.code}`, '', ...paragraphs, '', 'Chainkit'].join('\n');
  const lang = input.locale === 'cn' ? 'zh-CN' : 'en';
  // Every interpolated value is escaped, the code included: it is checked to be digits, but the template must not
  // depend on that.
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(copy.subject[input.source])}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">',
    `<p>${escapeHtml(copy.greeting)}</p>`,
    `<p>${escapeHtml(copy.codeIntro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<p>Chainkit</p>',
    '</body></html>',
  ].join('\n');
  return { subject: copy.subject[input.source], text, html };
}
