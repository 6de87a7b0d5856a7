import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's recommended 19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a login for an unknown email as slow as one for a known email. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hash('not-a-real-password'));
