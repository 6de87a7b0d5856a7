import type { MiddlewareHandler } from 'hono';
import { bodyLimit as countingBodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';

const DECIMAL = /^\d+$/;

/**
 * Refuses request bodies over `maxSize` bytes with 413 before anything reads them.
 *
 * A body with a declared Content-Length is settled from the header alone: Node's HTTP parser delivers
 * exactly that many bytes. Hono's own bodyLimit asks the request for its body stream first, and on
 * @hono/node-server that turns the adapter's light request into a full fetch Request with two web
 * streams, about a sixth of a booking's server time; left alone, `c.req.json()` reads the socket directly.
 * Only a body without a length (chunked) is counted as it streams, by Hono's bodyLimit.
 */
export function bodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const tooLarge = () => {
    throw new AppError(413, commonMessages.bodyTooLarge);
  };
  const counting = countingBodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    // The Node adapter never gives a GET or HEAD a body.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && DECIMAL.test(declared) && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) > maxSize) tooLarge();
      return next();
    }
    return counting(c, next);
  };
}
