import { AppError, type ErrorLevel } from './app-error';
import { CLIENT_CODE, type ClientCode, type ErrorCode, isServerCode } from './codes';
import { isFailureEnvelope } from './envelope';
import { collectRawErrorFacts, type RawErrorFacts } from './raw-error-facts';

interface MappingRule {
  code: ClientCode;
  rawCodes?: readonly (number | string)[];
  wording?: RegExp;
}

/**
 * Raw wallet/chain errors to client codes (spec §8), first match wins. Order matters where wordings
 * overlap: a cancellation is never anything else, and 'insufficient funds' is more telling than the
 * 'execution reverted' that may surround it. The EIP-1193/JSON-RPC codes 4100, 4200, -32601, -32602
 * and the pending/priority-fee/fetch wordings are standard meanings the catalogue has kinds for.
 */
const MAPPING_RULES: readonly MappingRule[] = [
  {
    code: CLIENT_CODE.USER_REJECTED,
    rawCodes: [4001, 'ACTION_REJECTED'],
    wording: /user (denied|rejected|cancell?ed|declined)|(rejected|declined|cancell?ed) by (the )?user/i,
  },
  { code: CLIENT_CODE.REQUEST_ALREADY_PENDING, wording: /already pending/i },
  { code: CLIENT_CODE.NETWORK_NOT_FOUND, rawCodes: [4902], wording: /unrecognized chain id/i },
  { code: CLIENT_CODE.TOO_MANY_REQUESTS, rawCodes: [429], wording: /rate limit|too many requests/i },
  { code: CLIENT_CODE.PAYLOAD_TOO_LARGE, rawCodes: [413], wording: /payload too large|request entity too large/i },
  { code: CLIENT_CODE.SIGNATURE_EXPIRED, wording: /blockhash not found/i },
  { code: CLIENT_CODE.GAS_TOO_LOW, wording: /underpriced/i },
  {
    code: CLIENT_CODE.PRIORITY_FEE_ABOVE_MAX,
    wording: /max ?priority ?fee ?per ?gas higher than|tip .*cannot be higher than the fee cap/i,
  },
  { code: CLIENT_CODE.INSUFFICIENT_BALANCE, wording: /insufficient funds/i },
  { code: CLIENT_CODE.EXECUTION_REVERTED, wording: /execution reverted/i },
  { code: CLIENT_CODE.UNAUTHORIZED, rawCodes: [4100] },
  { code: CLIENT_CODE.INVALID_METHOD, rawCodes: [4200, -32601] },
  { code: CLIENT_CODE.INVALID_ARGUMENT, rawCodes: [-32602] },
  { code: CLIENT_CODE.PROVIDER_FETCH_FAILED, wording: /failed to fetch|fetch failed|http request failed/i },
];

function matches(rule: MappingRule, facts: RawErrorFacts): boolean {
  if (rule.rawCodes?.some((code) => facts.codes.includes(code))) return true;
  const { wording } = rule;
  return wording !== undefined && facts.texts.some((text) => wording.test(text));
}

function levelFor(code: ErrorCode): ErrorLevel {
  return code === CLIENT_CODE.USER_REJECTED ? 'warning' : 'error';
}

/**
 * Any thrown value as an AppError. An AppError (also one wrapped as a cause) is returned as it is;
 * our server's envelope keeps its code and message. Mapped errors carry the catalogue's English text
 * so identical failures group together in batches; unmapped ones keep their own code and text, which
 * errorMessage then shows as is.
 */
export function toAppError(raw: unknown): AppError {
  if (raw instanceof AppError) return raw;
  const facts = collectRawErrorFacts(raw);
  const wrapped = facts.layers.find((layer): layer is AppError => layer instanceof AppError);
  if (wrapped) return wrapped;
  const envelope = facts.layers.find((layer) => isFailureEnvelope(layer) && isServerCode(layer.code));
  if (envelope && isFailureEnvelope(envelope)) return new AppError(envelope.code, envelope.message, { raw });

  const rule = MAPPING_RULES.find((candidate) => matches(candidate, facts));
  if (rule) return new AppError(rule.code, undefined, { raw, level: levelFor(rule.code) });
  const ownCode = facts.codes[0] ?? CLIENT_CODE.UNKNOWN_ERROR;
  return new AppError(ownCode, facts.conciseText || undefined, { raw });
}

export function isUserRejection(error: unknown): boolean {
  return toAppError(error).code === CLIENT_CODE.USER_REJECTED;
}
