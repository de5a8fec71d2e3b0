import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Test support only: a local SMTP server that keeps what it receives, so tests check real mail end to end.

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lowercased. */
  to: string[];
  /** The From header, decoded. */
  from: string;
  subject: string;
  /** The first text/plain and text/html parts, transfer encoding undone. */
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The oldest mail to this address not yet returned by an earlier call; waits for it when none has come. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const POLL_INTERVAL_MS = 10;

interface MimeEntity {
  headers: Map<string, string>;
  body: string;
}

function parseEntity(raw: string): MimeEntity {
  const normalized = raw.replace(/\r\n/g, '\n');
  const separator = normalized.indexOf('\n\n');
  const head = separator === -1 ? normalized : normalized.slice(0, separator);
  const body = separator === -1 ? '' : normalized.slice(separator + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable text is ASCII, so each character or =XX escape is one byte of the UTF-8 original. */
function decodeQuotedPrintable(text: string): Buffer {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

function decodeBody(entity: MimeEntity): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body).toString('utf8');
  return entity.body;
}

/** RFC 2047 words as nodemailer writes them (UTF-8, Q or B); the space between two adjacent words is not text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, encoded: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** Leaf parts of a message, depth first; nodemailer's text + html mails are multipart/alternative. */
function leafParts(entity: MimeEntity): MimeEntity[] {
  const contentType = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) return [entity];
  const [, ...sections] = entity.body.split(`--${boundary}`);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(parseEntity(section.replace(/^\n/, ''))));
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = parseEntity(raw);
  const parts = leafParts(message);
  const partOfType = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = partOfType('text/plain');
  const html = partOfType('text/html');
  return {
    to,
    from: decodeEncodedWords(message.headers.get('from') ?? ''),
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    raw,
  };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const returned = new Set<ReceivedMail>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const takeMail = (to: string) => {
    const found = messages.find((mail) => !returned.has(mail) && mail.to.includes(to.toLowerCase()));
    if (found) returned.add(found);
    return found;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMail(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = takeMail(to);
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`No mail to ${to} within ${timeoutMs} ms (${messages.length} in all)`);
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
