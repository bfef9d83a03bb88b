import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isInternalAddress } from './target.ts';

export interface SendLimits {
  timeoutMs: number;
  /** Most bytes of the receiver's answer read; the connection is dropped past it. */
  maxResponseBytes: number;
  allowPrivate: boolean;
}

export interface SendOutcome {
  statusCode: number | null;
  error: string | null;
}

/**
 * One POST of a signed message. The host is resolved at this moment and the connection
 * goes only to an address checked now (a name that resolved to a public address when
 * it was registered may resolve to an internal one today: DNS rebinding). Redirects
 * are not followed: a 3xx is a failed attempt.
 */
export async function sendWebhook(target: string, headers: Record<string, string>, body: string, limits: SendLimits, signal: AbortSignal): Promise<SendOutcome> {
  const url = new URL(target);
  // An address literal is connected to without a lookup, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!limits.allowPrivate && isIP(literal) && isInternalAddress(literal)) {
    return { statusCode: null, error: `${literal} is a loopback, private or link-local address` };
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const request = transport.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'User-Agent': 'knowledge-engine-webhooks/1', ...headers },
      lookup: checkedLookup(limits.allowPrivate),
      agent: false,
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${limits.timeoutMs / 1000} s`)), limits.timeoutMs);
    const onAbort = () => request.destroy(new Error('the server is stopping'));
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => finish({ statusCode: null, error: error.message }));
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      let read = 0;
      const done = () => finish(statusCode >= 200 && statusCode < 300 ? { statusCode, error: null } : { statusCode, error: `the receiver answered ${statusCode}` });
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // The status is all we need; a receiver that keeps talking is cut off.
        if (read > limits.maxResponseBytes) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      response.on('error', done);
      response.on('close', done);
    });
    request.end(body);
  });
}

function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return (callback as (e: Error) => void)(error);
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isInternalAddress(a.address));
      if (!usable.length) {
        return (callback as (e: Error) => void)(new Error(`${hostname} resolves to a loopback, private or link-local address`));
      }
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: typeof usable) => void)(null, usable);
      return (callback as (e: null, a: string, f: number) => void)(null, usable[0].address, usable[0].family);
    });
  };
}
