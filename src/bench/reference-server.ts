import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '../server/http/context';
import { mountClient } from '../server/static';

/**
 * `node --import tsx src/bench/reference-server.ts <root>`: serves a built client from `root` exactly as
 * the production server serves its own (`mountClient`: gzip, a year's cache for hashed assets, pages
 * never cached), on a free port of 127.0.0.1, and prints that port on its first line.
 */
const root = process.argv[2];
if (!root) throw new Error('usage: reference-server.ts <built client folder>');
const app = new Hono<AppEnv>();
mountClient(app, root);
// SIGTERM ends it (Node's default): it holds nothing that needs closing.
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(String(info.port)));
