import pino from 'pino';
import type { Config } from './env';

/** JSON lines on stdout: one per request plus anything noteworthy, with the request id to tie them. */
export function createLogger(level: Config['LOG_LEVEL']) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
