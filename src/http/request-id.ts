import type { IncomingMessage } from 'node:http';
import { randomAlphanumeric } from '../ids.ts';

const CALLER_ID = /^[A-Za-z0-9._:@\/+=-]{1,128}$/;

/** The caller's own `X-Request-Id` when it is a sane token, otherwise a fresh one. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && CALLER_ID.test(value) ? value : `req_${randomAlphanumeric(16)}`;
}
