import { t } from '@lingui/core/macro';
import { CONTRACT_VERSION_HEADER } from '../../shared/contract-version';
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

  /** The server's one-line message, if it sent one; for a changed contract, ours (translated when shown). */
  get serverMessage(): string | null {
    if (this.contractChanged) return t`This app has been updated. Reload the page to continue.`;
    return this.body?.msg || null;
  }

  /** The answer followed another contract version than this build's: only a reload helps. */
  get contractChanged(): boolean {
    return this.body?.error === CONTRACT_CHANGED;
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

const CONTRACT_CHANGED = 'ContractChanged';

/**
 * A successful answer's JSON, typed as the contract says, if the server speaks this build's contract
 * version; else an ApiError saying the app was updated. An open tab of the previous version then shows
 * that message instead of drawing (and persisting for offline use) data of a shape it does not know.
 */
export async function readAnswer<T>(response: Response): Promise<T> {
  const version = response.headers.get(CONTRACT_VERSION_HEADER);
  if (version !== __CONTRACT_VERSION__) {
    throw new ApiError(response.status, {
      error: CONTRACT_CHANGED,
      msg: `The answer follows contract ${version ?? 'none'}, this build ${__CONTRACT_VERSION__}`,
    });
  }
  return (await response.json()) as T;
}
