import type { ServerText } from '../i18n/localized';

type Params = Record<string, string | number>;

/**
 * An expected failure with its HTTP status. The message is localised when the response is written,
 * so services throw without knowing the request's language.
 *
 * It carries no stack trace: it is an answer, not a bug, and the error handler never logs it. Capturing
 * one (with async frames) was a visible share of a booking burst's CPU, where 99 of 100 requests get a 409.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    readonly text: ServerText,
    readonly params: Params = {},
    /** Field errors; plain strings are already in the request's language. */
    readonly issues?: Array<{ path: string; msg: string | ServerText }>,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(text.id);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const badRequest = (text: ServerText, params?: Params) => new AppError(400, text, params);
export const unauthorized = (text: ServerText) => new AppError(401, text);
export const forbidden = (text: ServerText) => new AppError(403, text);
export const notFound = (text: ServerText) => new AppError(404, text);
export const conflict = (text: ServerText, params?: Params) => new AppError(409, text, params);

/** A 400 for one field, in the list form the client shows under that field. */
export function fieldError(path: string, text: ServerText): AppError {
  return new AppError(400, text, {}, [{ path, msg: text }]);
}

/** PostgreSQL SQLSTATEs we turn into 409s instead of 500s. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasPgCode(error, '23505', constraint);
}
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return hasPgCode(error, '23P01', constraint);
}
/** 23503 on PostgreSQL 15; PGlite (PostgreSQL 18) reports a blocked ON DELETE RESTRICT as 23001. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return hasPgCode(error, '23503', constraint) || hasPgCode(error, '23001', constraint);
}

/** Deadlock (40P01) or serialization failure (40001): the transaction was aborted and may simply be retried. */
export function isRetryableConflict(error: unknown): boolean {
  return hasPgCode(error, '40P01') || hasPgCode(error, '40001');
}

/**
 * The database is down, frozen or refusing connections: a pool or driver timeout, a refused or dropped
 * connection, the server shutting down (57P01-57P03), a statement cancelled by statement_timeout (57014),
 * any connection exception (class 08). Such requests get a 503, not a 500: nothing is wrong with them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (/^(08...|57P0[123]|57014|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH)$/.test(code)) return true;
    if (typeof candidate.message === 'string' && unavailableMessages.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/** pg and pg-pool report their own timeouts and dropped connections with these messages and no code. */
const unavailableMessages =
  /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Connection terminated unexpectedly)/;

function hasPgCode(error: unknown, code: string, constraint?: string): boolean {
  // Drizzle wraps driver errors; the pg / PGlite error sits in `cause`.
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
