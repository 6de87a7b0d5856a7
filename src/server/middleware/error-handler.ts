import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/contracts/errors';
import type { AppEnv } from '../http/context';
import { AppError, isDatabaseUnavailable, isExclusionViolation, isForeignKeyViolation, isUniqueViolation } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { localize, type Language, type ServerText } from '../i18n/localized';

export function errorBody(
  lang: Language,
  text: ServerText,
  params?: Record<string, string | number>,
  issues?: AppError['issues'],
): ApiErrorBody {
  const msg = localize(text, lang, params);
  if (!issues?.length) return { error: msg, msg };
  return {
    error: issues.map((issue) => ({
      path: issue.path,
      msg: typeof issue.msg === 'string' ? issue.msg : localize(issue.msg, lang),
    })),
    msg,
  };
}

export function sendError(c: Context<AppEnv>, error: AppError) {
  return c.json(errorBody(c.get('lang') ?? 'en', error.text, error.params, error.issues), error.status as ContentfulStatusCode);
}

/** Every failure leaves as `{ error, msg }`; unexpected ones are logged with the request id and never leak a stack. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const lang = c.get('lang') ?? 'en';
  if (error instanceof AppError) return sendError(c, error);
  if (error instanceof HTTPException) {
    const status = error.status;
    const text =
      status === 413
        ? commonMessages.bodyTooLarge
        : status === 401
          ? commonMessages.notLoggedIn
          : status === 403
            ? commonMessages.forbidden
            : commonMessages.invalidInput;
    return c.json(errorBody(lang, text, { fields: '-' }), status as ContentfulStatusCode);
  }
  // A constraint the service did not anticipate still means "conflict with existing data", not a crash.
  if (isUniqueViolation(error) || isExclusionViolation(error) || isForeignKeyViolation(error)) {
    c.get('deps')?.logger.warn({ err: error, requestId: c.get('requestId') }, 'constraint violation surfaced as 409');
    return c.json(errorBody(lang, commonMessages.constraintConflict), 409);
  }
  if (isDatabaseUnavailable(error)) {
    c.get('deps')?.logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'database unavailable');
    return c.json(errorBody(lang, commonMessages.databaseUnavailable), 503);
  }
  c.get('deps')?.logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
  return c.json(errorBody(lang, commonMessages.internal), 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(errorBody(c.get('lang') ?? 'en', commonMessages.routeNotFound), 404);
