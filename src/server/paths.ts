import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the server is started from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
