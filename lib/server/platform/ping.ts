import 'server-only';
import { getDb } from '@/db';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';
import { type PingConfig, readPlatformConfig } from './config';
import { type InflateStats, PingBodyError, readPingBody } from './ping-body';
import {
  isNestedDeeperThan,
  MAX_JSON_DEPTH,
  type PingQuery,
  pingBodySchema,
  storeTrackingEvents,
} from './tracking-events';

function badBody(detail: string, status = 400): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status, detail });
}

function bodyProblem(error: PingBodyError): ApiError {
  if (error.problem === 'bad-gzip') return badBody('body is not valid gzip');
  const stage = error.problem === 'too-large-inflated' ? ' after decompression' : '';
  return badBody(`body over ${error.limit} bytes${stage}`, 413);
}

interface ReceivePingOptions {
  config?: PingConfig;
  stats?: InflateStats;
}

/**
 * POST /api/v1/ping: reads the (gzipped) batch under the size caps, validates it, redacts and stores it. Every
 * refusal is 5016 naming the problem: 413 for a body too large (before or after inflation), 400 otherwise.
 */
export async function receivePing(
  request: Request,
  query: PingQuery,
  { config = readPlatformConfig().ping, stats }: ReceivePingOptions = {},
): Promise<{ accepted: number }> {
  let text: string;
  try {
    text = await readPingBody(request, config, stats);
  } catch (error) {
    if (error instanceof PingBodyError) throw bodyProblem(error);
    throw badBody('body could not be read');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badBody('body is not valid JSON');
  }
  if (isNestedDeeperThan(json, MAX_JSON_DEPTH)) throw badBody(`body nested deeper than ${MAX_JSON_DEPTH} levels`);
  const parsed = pingBodySchema(config.maxEvents).safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    throw badBody([...new Set(fields)].slice(0, 10).join(', '));
  }
  const accepted = await storeTrackingEvents(await getDb(), query, parsed.data.events);
  return { accepted };
}
