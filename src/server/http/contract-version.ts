import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

/** What an answer's shape depends on: the contracts and the domain values they are built from. */
const CONTRACT_FOLDERS = ['src/shared/contracts', 'src/shared/domain'];

/**
 * The version of the HTTP contract: a digest of the sources in `CONTRACT_FOLDERS` (tests apart). The
 * server computes it at start from the files it runs; the client build computes it from the same files
 * (vite.config.ts), so both agree exactly when they were built from the same contract.
 */
export function contractVersion(root = projectRoot): string {
  let version = computed.get(root);
  if (!version) {
    version = digest(root);
    computed.set(root, version);
  }
  return version;
}

/** Each app the server (or a test file) creates asks again; the files do not change while it runs. */
const computed = new Map<string, string>();

function digest(root: string): string {
  const hash = createHash('sha256');
  for (const folder of CONTRACT_FOLDERS) {
    const files = readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .sort();
    for (const name of files)
      hash
        .update(`${folder}/${name}\0`)
        .update(readFileSync(path.join(root, folder, name)))
        .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
