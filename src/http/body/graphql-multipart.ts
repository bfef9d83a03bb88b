import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type busboy from 'busboy';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { AppError, invalidRequest } from '../../errors.ts';
import { clientAborted, malformedBody, partParser, partTooLarge, tooManyFiles } from './parts.ts';

/** Headers a browser cannot send cross-site without a CORS preflight (Apollo's and Yoga's conventions). */
export const PREFLIGHT_HEADERS = ['graphql-require-preflight', 'apollo-require-preflight', 'x-graphql-yoga-csrf', 'x-apollo-operation-name'];

/** Largest `operations` or `map` part. */
const MAX_FIELD_BYTES = 1024 * 1024;

const SPEC = 'see https://github.com/jaydenseric/graphql-multipart-request-spec';

/** graphql-upload-minimal's `Upload`, with the settle functions its typings leave out. */
type PendingUpload = Upload & { resolve(file: FileUpload): void; reject(error: Error): void };

/**
 * Parses a GraphQL multipart request (operations, map, then files) so Yoga receives
 * `Upload` promises whose streams the resolvers write to disk. Yoga's own multipart
 * support would buffer each file in memory, which this service never does.
 *
 * This follows graphql-upload-minimal's `processRequest` (and hands out its `Upload`,
 * which the `Upload` scalar expects), with what the service needs on top: file names
 * kept as sent, so the data source service refuses ones with path separators exactly
 * as on REST; and, once the answer is out, the rest of the body (files no resolver
 * read, say after a validation error) is discarded, so the connection is not left
 * waiting on a body nobody consumes.
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
  (req as IncomingMessage & { body?: unknown }).body = await readOperations(req, res, limits);
}

function readOperations(req: IncomingMessage, res: ServerResponse, limits: { maxFileBytes: number; maxFiles: number }): Promise<unknown> {
  let parser: busboy.Busboy;
  try {
    // Two text parts: operations and map.
    parser = partParser(req, { ...limits, maxFieldBytes: MAX_FIELD_BYTES, maxFields: 2 }, 'the GraphQL multipart request');
  } catch (error) {
    return Promise.reject(error);
  }

  return new Promise((resolve, reject) => {
    let operations: unknown;
    let uploads: Map<string, PendingUpload> | undefined;
    let failure: AppError | undefined;
    let current: Readable | undefined;

    const fail = (error: AppError) => {
      if (failure) return;
      failure = error;
      reject(error); // no effect once the operations were handed over
      for (const upload of uploads?.values() ?? []) if (!upload.file) upload.reject(error);
      if (current && !current.readableEnded) current.destroy(error);
      req.unpipe(parser);
      parser.destroy();
      // Read and drop what the client still sends, so the answer can go out.
      setImmediate(() => req.resume());
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(partTooLarge(name, MAX_FIELD_BYTES));
      if (name === 'operations') {
        try {
          operations = JSON.parse(value);
        } catch {
          return fail(invalidRequest(`the "operations" part is not valid JSON (${SPEC})`));
        }
        if (typeof operations !== 'object' || operations === null) return fail(invalidRequest(`the "operations" part must be a JSON object or array (${SPEC})`));
      } else if (name === 'map') {
        if (operations === undefined) return fail(invalidRequest(`the "map" part must follow the "operations" part (${SPEC})`));
        let map: unknown;
        try {
          map = JSON.parse(value);
        } catch {
          return fail(invalidRequest(`the "map" part is not valid JSON (${SPEC})`));
        }
        if (typeof map !== 'object' || map === null || Array.isArray(map)) return fail(invalidRequest(`the "map" part must be a JSON object (${SPEC})`));
        const entries = Object.entries(map);
        if (entries.length > limits.maxFiles) {
          return fail(tooManyFiles(limits.maxFiles));
        }
        uploads = new Map();
        for (const [fieldName, paths] of entries) {
          if (!Array.isArray(paths) || paths.length === 0) return fail(invalidRequest(`the "map" entry ${JSON.stringify(fieldName)} must be a list of paths (${SPEC})`));
          const upload = new Upload() as PendingUpload;
          uploads.set(fieldName, upload);
          for (const path of paths) {
            const problem = typeof path === 'string' ? place(operations, path, upload) : 'is not a string';
            if (problem) return fail(invalidRequest(`the "map" path ${JSON.stringify(path)} ${problem} (${SPEC})`));
          }
        }
        resolve(operations);
      } else {
        fail(invalidRequest(`unexpected multipart part ${JSON.stringify(name)}; expected "operations", "map", then the files`));
      }
    });

    parser.on('file', (name, stream, info) => {
      current = stream;
      // A part stream is destroyed with an error when the request breaks off; whoever reads
      // it sees that error, and one nobody reads must not take the process down with it.
      stream.on('error', () => undefined);
      const upload = uploads?.get(name);
      if (!uploads) {
        stream.resume();
        return fail(invalidRequest(`files must follow the "operations" and "map" parts (${SPEC})`));
      }
      if (!upload || upload.file) {
        stream.resume(); // not named in the map: ignored, as the spec allows
        return;
      }
      let taken = false;
      const file: FileUpload = {
        fieldName: name,
        filename: info.filename ?? '',
        mimetype: info.mimeType,
        encoding: info.encoding,
        createReadStream: () => {
          if (taken) throw invalidRequest(`the upload ${JSON.stringify(name)} is used more than once; send each file for one place`);
          taken = true;
          // Typed as an fs.ReadStream upstream; a busboy part stream is what it always was.
          return stream as unknown as ReturnType<FileUpload['createReadStream']>;
        },
      };
      upload.resolve(file);
    });

    parser.on('filesLimit', () => fail(tooManyFiles(limits.maxFiles)));
    parser.on('fieldsLimit', () => fail(invalidRequest('unexpected multipart part; expected "operations", "map", then the files')));
    parser.on('error', (error: Error) => fail(malformedBody('the GraphQL multipart request', error)));
    parser.on('close', () => {
      if (operations === undefined) return fail(invalidRequest(`the multipart body has no "operations" part (${SPEC})`));
      if (!uploads) return fail(invalidRequest(`the multipart body has no "map" part (${SPEC})`));
      for (const upload of uploads.values()) if (!upload.file) upload.reject(invalidRequest('File missing in the request: the map names a part that was not sent'));
    });
    req.on('aborted', () => fail(clientAborted()));
    // Once the answer is out (or the client is gone) nothing reads the uploads any more:
    // end them and drop the rest of the body.
    res.once('close', () => {
      if (!req.readableEnded) fail(invalidRequest('the request ended before its uploads were read'));
    });
    req.pipe(parser);
  });
}

/** Puts `value` at a dotted path such as `variables.input.items.0.file`; returns what is wrong, if anything. */
function place(root: unknown, path: string, value: unknown): string | undefined {
  const props = path.split('.');
  const last = props.pop()!;
  let target = root as Record<string, unknown>;
  for (const prop of [...props, last]) {
    if (!prop || prop === '__proto__' || prop === 'constructor' || prop === 'prototype') return 'is not a valid path';
  }
  for (const prop of props) {
    const next = Object.hasOwn(target, prop) ? target[prop] : undefined;
    if (typeof next !== 'object' || next === null) return 'does not name a place in the operations';
    target = next as Record<string, unknown>;
  }
  target[last] = value;
  return undefined;
}
