import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { AppError, fieldError } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { localize, type Language, type ServerText } from '../i18n/localized';
import { validationMessages } from '../i18n/validation.messages';
import { nulCharacterPaths } from './nul-characters';

/**
 * Explicit per language: the shared contracts are zod/mini, which registers no default locale, so the
 * English texts must not depend on some classic zod schema having been built first.
 */
const englishErrorMap = z.locales.en().localeError;
const germanErrorMap = z.locales.de().localeError;

/** The contracts' messages by their English wording, which is what a zod issue carries. */
const validationTextByEnglish = new Map<string, ServerText>(validationMessages.map((text) => [localize(text, 'en'), text]));

function translateIssue(message: string, lang: Language): string {
  const text = lang === 'en' ? undefined : validationTextByEnglish.get(message);
  return text ? localize(text, lang) : message;
}

export function validationError(issues: z.core.$ZodIssue[], lang: Language): AppError {
  const items = issues.map((issue) => ({
    path: issue.path.join('.') || '(body)',
    msg: translateIssue(issue.message, lang),
  }));
  const fields = [...new Set(items.map((item) => item.path))].join(', ');
  return new AppError(400, commonMessages.invalidInput, { fields }, items);
}

/** Parses one part of the request with a shared contract schema; failures become a list-form 400. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(target: Target, schema: Schema) {
  /** Requests whose input Hono managed to read, so an HTTPException after that is not about parsing. */
  const parsed = new WeakSet<object>();
  const checked = validator(target, async (value, c) => {
    parsed.add(c);
    const lang = (c.get('lang') as Language | undefined) ?? 'en';
    const nulPaths = nulCharacterPaths(value);
    if (nulPaths.length) {
      const issues = nulPaths.map((path) => ({ path, msg: commonMessages.nulCharacter }));
      throw new AppError(400, commonMessages.invalidInput, { fields: nulPaths.join(', ') }, issues);
    }
    const result = await z.safeParseAsync(schema, value, { error: lang === 'de' ? germanErrorMap : englishErrorMap });
    if (!result.success) throw validationError(result.error.issues, lang);
    return result.data as z.output<Schema>;
  }) as unknown as MiddlewareHandler<AppEnv>;
  // Hono's validator answers a body it cannot parse with its own bare 400 before our function runs;
  // that is bad input too, so it gets the list form like every other 400.
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    try {
      return await checked(c, next);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 400 && !parsed.has(c)) {
        throw fieldError('(body)', commonMessages.invalidJson);
      }
      throw error;
    }
  };
  return middleware as unknown as MiddlewareHandler<
    AppEnv,
    string,
    { in: { [K in Target]: z.input<Schema> }; out: { [K in Target]: z.output<Schema> } }
  >;
}

/** Route ids are UUIDs; anything else is bad input (400), never a database error. */
export const idParamSchema = z.object({ id: z.uuid() });
