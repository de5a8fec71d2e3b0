import { SERVER_CODE } from '@/lib/errors';
import { ApiError, failureResponse, requestLocale } from '@/lib/server/api/handler';

/** Any /api path without a handler answers a JSON envelope, never an HTML page. */
function unknownApiPath(request: Request): Response {
  const detail = `unknown path ${new URL(request.url).pathname}`;
  return failureResponse(
    new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 404, detail }),
    requestLocale(request),
  );
}

export const GET = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
