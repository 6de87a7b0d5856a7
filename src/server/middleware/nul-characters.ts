/** One value met on the walk, with the way to it kept as a link to its parent (no path copied per level). */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
  keyHasNul: boolean;
}

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let current: Step | null = step; current?.key != null; current = current.parent) keys.push(current.key);
  return keys.reverse().join('.') || '(body)';
}

const MAX_REPORTED = 20;

/**
 * Paths of the strings (values or object keys; the first MAX_REPORTED of them) that hold a NUL character.
 * PostgreSQL text cannot store one, so such input would otherwise fail deep inside a query as a 500; it is
 * bad input, found once here where bodies, queries and path parameters are validated.
 *
 * Walks with a stack of its own rather than by recursion: a JSON body nested a hundred thousand levels
 * deep (a few hundred kB, well under the body limit) is bad input as well, not a stack overflow.
 */
export function nulCharacterPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Step[] = [{ value, key: null, parent: null, keyHasNul: false }];
  // The first few are answer enough; naming each of thousands of deep paths would cost quadratic time.
  while (stack.length && found.length < MAX_REPORTED) {
    const step = stack.pop()!;
    if (step.keyHasNul) found.push(pathOf(step));
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes('\0')) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: String(index), parent: step, keyHasNul: false });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        // The key goes into the error's path, which must not carry the NUL itself.
        stack.push({ value: item, key: key.replaceAll('\0', '\\0'), parent: step, keyHasNul: key.includes('\0') });
      }
    }
  }
  return found;
}
