import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from '../env';

/**
 * Which URLs the server posts reminders to. A push endpoint comes from the user's browser, so without
 * these rules anyone could make the server send requests into its own network (SSRF): cloud metadata,
 * loopback admin ports, private hosts. docs/product.md, "The HTTP contract".
 */
export type PushEndpointPolicy = Pick<Config, 'PUSH_ALLOWED_HOSTS' | 'PUSH_DEV_ENDPOINTS'>;

/** All addresses of a host name; tests replace the system resolver (AppDeps.resolveHost). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const systemResolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export class RefusedPushEndpoint extends Error {}

/**
 * Ordinary global unicast only. ipaddr.js names every special range (loopback, private, link-local with
 * the metadata address, unique-local, IPv4-mapped, unspecified, carrier-grade NAT, NAT64, reserved…).
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.parse(address).range() === 'unicast';
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** A `host:port` of PUSH_DEV_ENDPOINTS: a local push service, exempt from every rule. */
export function isDevEndpoint(url: URL, policy: PushEndpointPolicy): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return policy.PUSH_DEV_ENDPOINTS.includes(`${url.hostname}:${port}`);
}

function isAllowedHost(hostname: string, allowed: string[]): boolean {
  if (!allowed.length) return true;
  return allowed.some((entry) => (entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) : hostname === entry));
}

/** The checks that need no DNS: https, an allowed host, and a public address when the host is one. */
function passesStaticRules(url: URL, policy: PushEndpointPolicy): boolean {
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (!isAllowedHost(url.hostname, policy.PUSH_ALLOWED_HOSTS)) return false;
  const host = bare(url.hostname);
  return !ipaddr.isValid(host) || isPublicAddress(host);
}

/** At subscribe: true when the endpoint may be stored. A name must resolve, to public addresses only. */
export async function isAcceptableEndpoint(endpoint: string, policy: PushEndpointPolicy, resolveHost: ResolveHost): Promise<boolean> {
  const url = URL.parse(endpoint);
  if (!url) return false;
  if (isDevEndpoint(url, policy)) return true;
  if (!passesStaticRules(url, policy)) return false;
  const host = bare(url.hostname);
  if (ipaddr.isValid(host)) return true;
  const addresses = await resolveHost(host).catch(() => []);
  return addresses.length > 0 && addresses.every(isPublicAddress);
}

/**
 * At send: the rules again, and a DNS lookup for the connection itself that refuses non-public
 * addresses, so a name that changed its answer since the subscription (DNS rebinding) cannot
 * redirect the request: the address checked is the address connected to. Undefined: no checks (dev).
 */
export function guardedLookup(url: URL, policy: PushEndpointPolicy, resolveHost: ResolveHost): LookupFunction | undefined {
  if (isDevEndpoint(url, policy)) return undefined;
  if (!passesStaticRules(url, policy)) throw new RefusedPushEndpoint(`refused push endpoint host ${url.host}`);
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        if (!addresses.length || !addresses.every(isPublicAddress)) {
          callback(new RefusedPushEndpoint(`${hostname} resolves to a non-public address`), '', 4);
        } else if (options.all) {
          callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
        } else {
          const [address = ''] = addresses;
          callback(null, address, address.includes(':') ? 6 : 4);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
