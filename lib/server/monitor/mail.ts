import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { escapeHtml, type MailContent } from '@/lib/server/mail';

/** One change in a digest; balances are exact decimal strings in token units. */
export interface DigestChange {
  chainName: string;
  address: string;
  label: string | null;
  symbol: string;
  oldBalance: string;
  newBalance: string;
  /** new − old, negative for a decrease. */
  change: string;
  blockNumber: number;
}

interface DigestCopy {
  subject: (count: number) => string;
  greeting: string;
  intro: (count: number) => string;
  block: (blockNumber: number) => string;
  settings: string;
}

const COPY: Record<Locale, DigestCopy> = {
  en: {
    subject: (count) => (count === 1 ? 'Chainkit: 1 balance change' : `Chainkit: ${count} balance changes`),
    greeting: 'Hello,',
    intro: (count) =>
      count === 1
        ? 'The balance of an address you watch has changed:'
        : `The balances of addresses you watch changed ${count} times:`,
    block: (blockNumber) => `at block ${blockNumber}`,
    settings: 'You receive this mail because balance change notifications are on in Chainkit. Turn them off there.',
  },
  cn: {
    subject: (count) => `Chainkit：${count} 笔余额变动`,
    greeting: '您好：',
    intro: (count) => `您监控的地址有 ${count} 笔余额变动：`,
    block: (blockNumber) => `区块高度 ${blockNumber}`,
    settings: '您收到此邮件是因为您在 Chainkit 开启了余额变动通知，可在通知设置中关闭。',
  },
};

function signed(change: string): string {
  return change.startsWith('-') ? change : `+${change}`;
}

function describe(change: DigestChange): { title: string; detail: string } {
  const title = `${change.label ? `${change.label} · ` : ''}${change.address} (${change.chainName})`;
  const detail = `${change.oldBalance} → ${change.newBalance} ${change.symbol} (${signed(change.change)})`;
  return { title, detail };
}

/** The digest of one run for one user: every change above the user's threshold, in the user's language. */
export function composeBalanceDigest(locale: Locale, changes: readonly DigestChange[]): MailContent {
  const copy = COPY[locale];
  const lines = changes.map((change) => {
    const { title, detail } = describe(change);
    return { title, detail, block: copy.block(change.blockNumber) };
  });
  const text = [
    copy.greeting,
    '',
    copy.intro(changes.length),
    '',
    ...lines.map((line) => `- ${line.title}\n  ${line.detail}, ${line.block}`),
    '',
    copy.settings,
  ].join('\n');
  const items = lines
    .map(
      (line) =>
        `<li><strong>${escapeHtml(line.title)}</strong><br>${escapeHtml(line.detail)}, ${escapeHtml(line.block)}</li>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${locale === 'cn' ? 'zh-CN' : 'en'}"><body>` +
    `<p>${escapeHtml(copy.greeting)}</p><p>${escapeHtml(copy.intro(changes.length))}</p><ul>${items}</ul>` +
    `<p style="color:#666">${escapeHtml(copy.settings)}</p></body></html>`;
  return { subject: copy.subject(changes.length), text, html };
}
