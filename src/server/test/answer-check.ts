import { z } from 'zod/mini';
import { answerSchemas, type Endpoint } from '../../shared/contracts/endpoints';
import { apiErrorBodySchema } from '../../shared/contracts/errors';
import { CONTRACT_VERSION_HEADER } from '../../shared/contract-version';
import { contractVersion } from '../http/contract-version';

/** An API answer that breaks the shared contract: the test that received it fails. */
export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The table's entry for a concrete request ("GET", "/app/calendar/booking-details/42"): the route whose
 * segments all match, the one with the most literal segments should two match.
 */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  const wanted = segmentsOf(path);
  let best: { endpoint: Endpoint; literals: number } | undefined;
  for (const endpoint of Object.keys(answerSchemas) as Endpoint[]) {
    const [routeMethod, routePath = ''] = endpoint.split(' ');
    const route = segmentsOf(routePath);
    if (routeMethod !== method.toUpperCase() || route.length !== wanted.length) continue;
    if (!route.every((segment, index) => segment.startsWith(':') || segment === wanted[index])) continue;
    const literals = route.filter((segment) => !segment.startsWith(':')).length;
    if (!best || literals > best.literals) best = { endpoint, literals };
  }
  return best?.endpoint;
}

function mustParse(schema: z.ZodMiniType, body: unknown, what: string): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ContractViolation(`${what} breaks its schema:\n${z.prettifyError(result.error)}\n${JSON.stringify(body)}`);
  }
}

/**
 * Checks one answer of the API (paths under /app/) against the shared contract: a 2xx JSON answer
 * against its endpoint's schema in `answerSchemas`, an error answer against the error shape.
 * Anything else of the API, and every path outside it, passes unchecked.
 */
export function checkAnswer(method: string, url: string, status: number, contentType: string | null, body: unknown): void {
  const { pathname } = new URL(url, 'http://test.invalid');
  if (!pathname.startsWith('/app/')) return;
  const request = `${method.toUpperCase()} ${pathname} (${status})`;
  const isJson = /^application\/json\b/.test(contentType ?? '');
  if (status >= 400) {
    if (!isJson) throw new ContractViolation(`${request}: an error answer must be JSON, got ${contentType}`);
    mustParse(apiErrorBodySchema, body, request);
    return;
  }
  if (status < 200 || status >= 300) return;
  const endpoint = endpointOf(method, pathname);
  if (!endpoint) throw new ContractViolation(`${request}: no entry in answerSchemas (shared/contracts/endpoints.ts)`);
  const schema = answerSchemas[endpoint];
  if (schema === null) {
    if (isJson) throw new ContractViolation(`${request}: ${endpoint} is listed as not answering JSON`);
    return;
  }
  if (!isJson) throw new ContractViolation(`${request}: expected JSON, got ${contentType}`);
  mustParse(schema, body, request);
}

const version = contractVersion();

/**
 * Every API answer names the contract version it follows, and it is this source's: the built client
 * refuses a successful answer without it (decision 087). Error answers carry it too.
 */
export function checkContractVersion(method: string, url: string, status: number, headers: Headers): void {
  const { pathname } = new URL(url, 'http://test.invalid');
  if (!pathname.startsWith('/app/')) return;
  const sent = headers.get(CONTRACT_VERSION_HEADER);
  if (sent !== version) {
    throw new ContractViolation(`${method.toUpperCase()} ${pathname} (${status}): contract version ${sent}, expected ${version}`);
  }
}
