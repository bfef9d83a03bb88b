import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, invalidRequest } from '../../errors.ts';

/**
 * What the REST and GraphQL multipart readers share: how a body is split into parts,
 * its limits, and the messages a caller gets when it breaks them.
 */
export interface PartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Largest text part. */
  maxFieldBytes: number;
  /** Most text parts. */
  maxFields: number;
}

export const isMultipart = (req: IncomingMessage) => /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');

/** A busboy parser over `req`, or the 400 its headers earn. */
export function partParser(req: IncomingMessage, limits: PartLimits, what: string): busboy.Busboy {
  try {
    return busboy({
      headers: req.headers,
      // Keep names as sent, so the data source service can refuse one with path separators
      // rather than silently storing "../../x" as "x"; and read them as UTF-8 on both surfaces.
      preservePath: true,
      defParamCharset: 'utf8',
      limits: {
        // One byte over the limit, so the stager can tell "exactly at" from "over".
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
      },
    });
  } catch (error) {
    throw invalidRequest(`${what} cannot be parsed: ${(error as Error).message}`);
  }
}

export const tooManyFiles = (maxFiles: number) => new AppError('payload_too_large', `at most ${maxFiles} files may be sent in one request`);
export const partTooLarge = (name: string, maxBytes: number) => new AppError('payload_too_large', `part ${JSON.stringify(name)} is larger than ${maxBytes} bytes`);
export const malformedBody = (what: string, error: Error) => invalidRequest(`${what} is malformed or incomplete: ${error.message}`);
export const clientAborted = () => invalidRequest('the client closed the connection before the upload finished');
