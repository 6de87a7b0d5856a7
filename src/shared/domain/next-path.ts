/**
 * A path of this app to return to after a mailed link (the booking a visitor signed up in the middle
 * of), or null. Only same-origin paths pass: one leading slash, no scheme or host (`//evil`, `/\evil`),
 * no control characters, and short enough for a mail line.
 */
export const MAX_NEXT_PATH_LENGTH = 500;

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_NEXT_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\p{Cc}\\]/u.test(value)) return null;
  return value;
}
