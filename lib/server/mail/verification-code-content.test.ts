import { VERIFICATION_SOURCES } from '@/db/schema';
import { LOCALES } from '@/lib/i18n/config';
import { composeVerificationCodeMail, escapeHtml } from './verification-code-content';

describe('verification code mail content', () => {
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it.each(LOCALES.flatMap((locale) => VERIFICATION_SOURCES.map((source) => [locale, source] as const)))(
    'in %s for %s: code, purpose, validity and "not you" in text and HTML',
    (locale, source) => {
      const mail = composeVerificationCodeMail({ code: '012345', source, locale, validForMinutes: 10 });
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('012345');
        expect(body).toMatch(locale === 'cn' ? /10 分钟/ : /10 minutes/);
        expect(body).toMatch(locale === 'cn' ? /不是您本人/ : /If it was not you, ignore this mail/);
      }
      expect(mail.html).toContain(locale === 'cn' ? 'lang="zh-CN"' : 'lang="en"');
    },
  );

  it('names the purpose per source and language', () => {
    const purpose = (source: (typeof VERIFICATION_SOURCES)[number], locale: 'en' | 'cn') =>
      composeVerificationCodeMail({ code: '111111', source, locale, validForMinutes: 10 });
    expect(purpose('signup', 'en').text).toMatch(/creating your Chainkit account/);
    expect(purpose('forgetPassword', 'en').subject).toMatch(/password reset/);
    expect(purpose('bindEmail', 'en').text).toMatch(/bind this e-mail address/);
    expect(purpose('signup', 'cn').subject).toBe('Chainkit 注册验证码');
    expect(purpose('forgetPassword', 'cn').text).toMatch(/重置/);
    expect(purpose('bindEmail', 'cn').text).toMatch(/绑定/);
  });

  it('never puts an interpolated value into the HTML raw', () => {
    const mail = composeVerificationCodeMail({ code: '<b>1</b>', source: 'signup', locale: 'en', validForMinutes: 10 });
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('&lt;b&gt;1&lt;/b&gt;');
  });
});
