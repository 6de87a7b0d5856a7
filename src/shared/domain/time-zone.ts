/**
 * An IANA zone name as stored in a profile ("europe/berlin" → "Europe/Berlin"), or null when the runtime
 * does not know it. Offsets ("+01:00") and abbreviations ("CET") are refused: a profile zone must follow
 * daylight saving time. A name the runtime maps to an older alias (Node: "Asia/Kolkata" → "Asia/Calcutta")
 * is kept as written, since browsers differ in which alias they call canonical.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(name)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}
