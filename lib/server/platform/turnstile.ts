import 'server-only';
import { z } from 'zod';
import { SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApiError, clientIp } from '@/lib/server/api/handler';
import { readPlatformConfig, type TurnstileConfig } from './config';

/** The header the browser sends the widget's token in (spec §7). */
export const TURNSTILE_TOKEN_HEADER = 'cf-turnstile-response';
/** Cloudflare: "The token can only have a maximum length of 2048 characters." */
const MAX_TOKEN_LENGTH = 2048;

/** siteverify's answer; unknown fields are ignored. */
const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  action: z.string().optional(),
});

export type TurnstileRefusal = 'turnstile-failed' | 'turnstile-unavailable' | 'turnstile-not-configured';

export type TurnstileResult =
  | { isSuccess: true; hostname?: string; challengeTs?: string }
  | { isSuccess: false; refusal: TurnstileRefusal; errorCodes: string[] };

/** No closing full stop: the answer appends ": <refusal>". */
const MESSAGES: Readonly<Record<TurnstileRefusal, Readonly<Record<Locale, string>>>> = {
  'turnstile-failed': {
    en: 'The bot check did not pass. Please try again',
    cn: '人机验证未通过，请重试',
  },
  'turnstile-unavailable': {
    en: 'The bot check could not be verified right now. Please try again in a moment',
    cn: '暂时无法完成人机验证，请稍后重试',
  },
  'turnstile-not-configured': {
    en: 'The bot check is not set up on this server, so this form is closed',
    cn: '服务器未配置人机验证，此表单暂不可用',
  },
};

/**
 * HTTP statuses of the refusals. Never 5xx: a CDN in front (Cloudflare itself, with Turnstile) may replace 5xx bodies
 * with its own page, and the envelope would be lost. 424 (failed dependency) says "not your fault, retry".
 */
const STATUS: Readonly<Record<TurnstileRefusal, number>> = {
  'turnstile-failed': 403,
  'turnstile-unavailable': 424,
  'turnstile-not-configured': 424,
};

/**
 * Not every unsuccessful answer is the visitor's fault: a secret Cloudflare does not know is our configuration, and
 * internal-error is Cloudflare's own trouble (retry). Everything else (invalid, expired or reused token) failed.
 */
function refusalFor(errorCodes: readonly string[]): TurnstileRefusal {
  if (errorCodes.some((code) => code === 'missing-input-secret' || code === 'invalid-input-secret')) {
    console.error('[turnstile] siteverify does not accept TURNSTILE_SECRET_KEY', errorCodes);
    return 'turnstile-not-configured';
  }
  return errorCodes.includes('internal-error') ? 'turnstile-unavailable' : 'turnstile-failed';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface CheckTokenInput {
  token: string;
  remoteIp?: string;
  /** The widget's action ('subscribe', 'suggest'): a token made for another form is refused when Cloudflare says so. */
  expectedAction?: string;
  config?: TurnstileConfig;
}

/**
 * One siteverify round trip (POST form secret, response, remoteip). Every failure is a result, never a throw:
 * a refused token, an unreachable or slow Cloudflare (timeout), or an answer that is not siteverify's JSON.
 */
export async function checkTurnstileToken({
  token,
  remoteIp,
  expectedAction,
  config = readPlatformConfig().turnstile,
}: CheckTokenInput): Promise<TurnstileResult> {
  const refuse = (refusal: TurnstileRefusal, errorCodes: string[] = []): TurnstileResult => ({
    isSuccess: false,
    refusal,
    errorCodes,
  });
  if (!config.secretKey) return refuse('turnstile-not-configured');
  if (token.length > MAX_TOKEN_LENGTH) return refuse('turnstile-failed', ['invalid-input-response']);
  const form = new URLSearchParams({ secret: config.secretKey, response: token });
  if (remoteIp && remoteIp !== 'unknown') form.set('remoteip', remoteIp);
  let answer: string;
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs),
      cache: 'no-store',
    });
    answer = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn('[turnstile] siteverify unreachable:', reason);
    return refuse('turnstile-unavailable', ['network-error']);
  }
  const parsed = siteverifyAnswerSchema.safeParse(parseJson(answer));
  if (!parsed.success) {
    console.warn('[turnstile] siteverify answered something else than its JSON:', answer.slice(0, 200));
    return refuse('turnstile-unavailable', ['bad-answer']);
  }
  const { success, 'error-codes': errorCodes, hostname, challenge_ts: challengeTs, action } = parsed.data;
  if (!success) return refuse(refusalFor(errorCodes), errorCodes);
  if (expectedAction && action && action !== expectedAction) return refuse('turnstile-failed', ['action-mismatch']);
  return { isSuccess: true, hostname, challengeTs };
}

export function turnstileRefusalError(refusal: TurnstileRefusal): ApiError {
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: STATUS[refusal],
    detail: refusal,
    messages: MESSAGES[refusal],
  });
}

/**
 * The gate of every Turnstile-protected call: the token from the cf-turnstile-response header, verified with
 * siteverify. Answers 5016 (`cf-turnstile-response`) without a token, and 5021 `turnstile-failed` (403),
 * `turnstile-unavailable` or `turnstile-not-configured` (424) otherwise.
 */
export async function requireTurnstile(request: Request, expectedAction?: string): Promise<void> {
  const token = request.headers.get(TURNSTILE_TOKEN_HEADER)?.trim();
  if (!token) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: TURNSTILE_TOKEN_HEADER });
  const result = await checkTurnstileToken({ token, remoteIp: clientIp(request), expectedAction });
  if (!result.isSuccess) throw turnstileRefusalError(result.refusal);
}
