import { Hono } from 'hono';
import type { Registry } from 'prom-client';
import type { AppEnv } from '../http/context';
import { onNotFound } from '../middleware/error-handler';
import { tokenMatches } from './metrics';

/**
 * `GET /app/metrics` for Prometheus, with `Authorization: Bearer $METRICS_TOKEN`. Without the setting, and
 * with a missing or wrong token alike, the answer is the same 404 as any unknown API path: a scanner
 * learns nothing, not even that the endpoint exists (decision 095).
 */
export function metricsRoutes(registry: Registry) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const expected = c.get('deps').config.METRICS_TOKEN;
    const given = c.req.header('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    if (!tokenMatches(given, expected)) return onNotFound(c);
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
  });
}
