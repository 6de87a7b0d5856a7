import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { commonMessages } from '../i18n/common.messages';
import { localize, type Language, type ServerText } from '../i18n/localized';
import { validationMessages } from '../i18n/validation.messages';

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
  return validator(target, async (value, c) => {
    const lang = (c.get('lang') as Language | undefined) ?? 'en';
    const result = await z.safeParseAsync(schema, value, { error: lang === 'de' ? germanErrorMap : englishErrorMap });
    if (!result.success) throw validationError(result.error.issues, lang);
    return result.data as z.output<Schema>;
  }) as unknown as import('hono').MiddlewareHandler<
    AppEnv,
    string,
    { in: { [K in Target]: z.input<Schema> }; out: { [K in Target]: z.output<Schema> } }
  >;
}

/** Route ids are UUIDs; anything else is bad input (400), never a database error. */
export const idParamSchema = z.object({ id: z.uuid() });
