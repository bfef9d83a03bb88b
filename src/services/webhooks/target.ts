import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalidRequest } from '../../errors.ts';

export const WEBHOOK_URL_MAX = 2048;

/**
 * Addresses a webhook must not reach (DESIGN section 10): loopback, private, link-local,
 * carrier-grade NAT, multicast and reserved ranges, in both families. A webhook sent
 * there would let a caller probe the network the service runs in.
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1], 'ipv4');
  return INTERNAL.check(address, 'ipv6');
}

/** The URL's shape: http(s), a host, no credentials, not too long. */
export function parseWebhookUrl(raw: unknown, at: string): URL {
  if (typeof raw !== 'string' || !raw.trim()) throw invalidRequest(`${at} must be an http or https URL`);
  if (raw.length > WEBHOOK_URL_MAX) throw invalidRequest(`${at} must be at most ${WEBHOOK_URL_MAX} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidRequest(`${at} is not a URL: ${JSON.stringify(raw.slice(0, 100))}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidRequest(`${at} must use http or https, not ${url.protocol.slice(0, -1)}`);
  if (url.username || url.password) throw invalidRequest(`${at} must not hold credentials; check the webhook-signature header instead`);
  return url;
}

/** The host's addresses: an address literal as it is, a name as DNS answers now. */
export async function resolveHost(url: URL): Promise<Array<{ address: string; family: number }>> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  return lookup(host, { all: true, verbatim: true });
}

/**
 * A webhook URL a caller may register: its shape, and (unless `allowPrivate`) every
 * address its host resolves to now is a public one. Delivery checks again, since DNS
 * can answer differently later.
 */
export async function checkWebhookUrl(raw: unknown, at: string, allowPrivate: boolean): Promise<string> {
  const url = parseWebhookUrl(raw, at);
  if (allowPrivate) return url.href;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await withTimeout(resolveHost(url), 5000);
  } catch {
    throw invalidRequest(`${at}: the host ${url.hostname} could not be resolved`);
  }
  const internal = addresses.find((a) => isInternalAddress(a.address));
  if (internal) {
    throw invalidRequest(`${at} resolves to ${internal.address}, a loopback, private or link-local address; webhooks go to public addresses only`);
  }
  return url.href;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)));
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
