import { lookup as dnsLookup } from 'node:dns/promises';
import { webhookUrlProblem } from '@parking/core';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to every address it has (node:dns by default; tests pass their own, no network). */
type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** A webhook URL that must not be used, with the reason the operator is shown. */
export class UnsafeWebhookError extends Error {
  override name = 'UnsafeWebhookError';
}

/** The URL and the one address it was checked to resolve to: the connection goes there and nowhere else. */
export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };

/**
 * Whether an address is one the whole internet can reach: ipaddr.js names every special range
 * (loopback, private, link-local, CGNAT `carrierGradeNat`, unique-local, multicast, reserved, 6to4 and
 * Teredo relays…) and only `unicast` is public. An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/** Options for the check: `allow` lists `host:port` test receivers that may be private (never in production). */
export type GuardOptions = { resolve?: Resolve; allow?: readonly string[] };

/**
 * Checks a webhook URL: https, no credentials, and a host that resolves only to public addresses (every
 * address it has, so a host with one private record is refused). Returns the address to connect to.
 * Run when the URL is saved and again before every delivery (DNS can change in between).
 */
export async function checkWebhookUrl(raw: string, options: GuardOptions = {}): Promise<CheckedTarget> {
  const problem = webhookUrlProblem(raw);
  if (problem) throw new UnsafeWebhookError(problem);
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host);
  let addresses: { address: string; family: number }[];
  try {
    addresses = literal
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await (options.resolve ?? systemResolve)(host);
  } catch {
    throw new UnsafeWebhookError(`The host ${host} could not be found`);
  }
  if (addresses.length === 0) throw new UnsafeWebhookError(`The host ${host} could not be found`);
  const allowed = options.allow?.includes(`${host}:${url.port || '443'}`) ?? false;
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (bad && !allowed)
    throw new UnsafeWebhookError(
      `The address must be reachable on the public internet; ${host} points to a private or reserved address (${bad.address})`,
    );
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
