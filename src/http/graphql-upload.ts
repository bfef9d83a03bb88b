import type { IncomingMessage, ServerResponse } from 'node:http';
import { processRequest } from 'graphql-upload-minimal';
import { AppError, invalidRequest } from '../errors.ts';

/** Headers a browser cannot send cross-site without a CORS preflight (Apollo's and Yoga's conventions). */
const PREFLIGHT_HEADERS = ['graphql-require-preflight', 'apollo-require-preflight', 'x-graphql-yoga-csrf', 'x-apollo-operation-name'];

export const isMultipart = (req: IncomingMessage) => /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');

/**
 * Parses a GraphQL multipart request (operations, map, then files) so Yoga receives
 * `Upload` promises whose streams the resolvers write to disk. Yoga's own multipart
 * support would buffer each file in memory, which this service never does.
 */
export async function parseGraphQLMultipart(
  req: IncomingMessage,
  res: ServerResponse,
  limits: { maxFileBytes: number; maxFiles: number },
): Promise<void> {
  // A cross-site form could post multipart with a browser's cached Basic credentials.
  if (!PREFLIGHT_HEADERS.some((h) => req.headers[h])) {
    throw invalidRequest('multipart GraphQL requests must carry a GraphQL-Require-Preflight header (any value), as a guard against cross-site requests');
  }
  try {
    const body = await processRequest(req, res, { maxFileSize: limits.maxFileBytes + 1, maxFiles: limits.maxFiles });
    (req as IncomingMessage & { body?: unknown }).body = body;
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = (error as Error).message;
    if (status === 413) throw new AppError('payload_too_large', message);
    throw invalidRequest(`the GraphQL multipart request is malformed: ${message}`);
  }
}
