/**
 * A choice the server and the service worker read to pick which built page to send (shared/pages):
 * mirrored into a cookie for the whole site for a year, or removed with `null`.
 */
export function writePageCookie(name: string, value: string | null): void {
  document.cookie = `${name}=${value ?? ''}; path=/; max-age=${value === null ? 0 : 31536000}; samesite=lax`;
}
