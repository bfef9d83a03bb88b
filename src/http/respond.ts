import type { ServerResponse } from 'node:http';
import type { AppError } from '../errors.ts';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return; // already answered (a body timeout answers before the handler fails)
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/** The REST error body of DESIGN section 4. */
export function sendRestError(res: ServerResponse, error: AppError, requestId: string): void {
  sendJson(res, error.status, { error: error.message, code: error.code, request_id: requestId }, error.headers);
}

/** The same failure as a GraphQL response, for errors that happen before Yoga runs. */
export function sendGraphQLError(res: ServerResponse, error: AppError, requestId: string): void {
  sendJson(
    res,
    error.status,
    { errors: [{ message: error.message, extensions: { code: error.code, request_id: requestId } }] },
    error.headers,
  );
}
