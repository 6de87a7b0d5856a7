import type { ApiErrorBody, ValidationIssue } from '../../shared/contracts/errors';

/**
 * Every failed API call becomes one of these: the HTTP status (0 when the server was not reached) and
 * the server's `{ error, msg }` body, whose `msg` is already in the user's language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    options?: { cause?: unknown },
  ) {
    super(body?.msg ?? `HTTP ${status}`, options);
  }

  /** The server's one-line message, if it sent one. */
  get serverMessage(): string | null {
    return this.body?.msg || null;
  }

  /** Field errors of a list-form 400, in the order the server sent them. */
  get issues(): ValidationIssue[] {
    return Array.isArray(this.body?.error) ? this.body.error : [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isIssue = (value: unknown): value is ValidationIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.msg === 'string';

/**
 * The error contract (shared/contracts/errors.ts) checked by hand: every failed call passes here, the
 * 401 of a visitor's auth check included, and zod is not in the first bundle.
 */
function errorBodyOf(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || typeof body.msg !== 'string') return null;
  const { error, msg } = body;
  if (typeof error === 'string') return { error, msg };
  return Array.isArray(error) && error.every(isIssue) ? { error: error.map(({ path, msg }) => ({ path, msg })), msg } : null;
}

/** Reads an error response; bodies that are not our error shape still yield an ApiError with the status. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  return new ApiError(status, errorBodyOf(body));
}

/** What to show for a failure: the server's message when there is one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
