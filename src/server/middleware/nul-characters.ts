/**
 * Paths of every string (value or object key) that holds a NUL character. PostgreSQL text cannot store
 * one, so such input would otherwise fail deep inside a query as a 500; it is bad input, found once here
 * where bodies, queries and path parameters are validated.
 */
export function nulCharacterPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\0')) found.push(path.join('.') || '(body)');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulCharacterPaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // The key goes into the error's path, which must not carry the NUL itself.
      const shown = key.replaceAll('\0', '\\0');
      if (key.includes('\0')) found.push([...path, shown].join('.'));
      nulCharacterPaths(item, [...path, shown], found);
    }
  }
  return found;
}
