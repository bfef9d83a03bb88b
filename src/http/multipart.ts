import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, invalidRequest } from '../errors.ts';
import type { BlobStore, RejectedFile, StagedFile } from '../storage/blob-store.ts';

export interface MultipartBody {
  /** Text parts by name, in the order they came. */
  fields: Array<{ name: string; value: string }>;
  /**
   * File parts in the order they came: staged to disk, or the error that kept that
   * one file from being received (such as being over the size limit), so a batch can
   * report it at its place while the other files are stored.
   */
  files: Array<{ name: string; file: StagedFile | RejectedFile }>;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxFieldBytes: number;
  /** The error for more than `maxFiles` file parts; 413 by default. */
  tooManyFiles?: () => AppError;
}

/** Removes every staged file of a parsed body. */
export function discardFiles(blobs: BlobStore, files: MultipartBody['files']): void {
  for (const { file } of files) blobs.discard(file);
}

/**
 * Parses a multipart/form-data request, streaming each file part to disk as it
 * arrives. On any failure every file staged so far is removed before the error
 * is thrown, so a broken upload leaves nothing behind.
 */
export async function readMultipart(req: IncomingMessage, blobs: BlobStore, limits: MultipartLimits): Promise<MultipartBody> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    throw new AppError('unsupported_media_type', `Content-Type must be multipart/form-data${type ? `, got ${type.split(';')[0]}` : ''}`);
  }
  const declared = Number(req.headers['content-length']);
  if (declared > limits.maxFiles * limits.maxFileBytes + 16 * limits.maxFieldBytes) {
    throw new AppError('payload_too_large', 'the request body is larger than the upload limits allow');
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Keep the name as sent, so the service can refuse one with path separators rather than
      // silently storing "../../x" as "x".
      preservePath: true,
      // Part headers' file names are UTF-8 as browsers and curl send them (busboy's default is latin1).
      defParamCharset: 'utf8',
      limits: {
        // One byte over the limit, so the stager can tell "exactly at" from "over".
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: 16,
        fieldSize: limits.maxFieldBytes,
      },
    });
  } catch (error) {
    throw invalidRequest(`the multipart body cannot be parsed: ${(error as Error).message}`);
  }

  const fields: MultipartBody['fields'] = [];
  // Each promise settles to the staged file or to its error, never rejects: an upload that fails
  // while later parts are still arriving must not become an unhandled rejection.
  const staging: Array<Promise<{ name: string; file: StagedFile | RejectedFile }>> = [];
  let failure: AppError | undefined;
  const fail = (error: AppError) => (failure ??= error);

  const done = new Promise<void>((resolve) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new AppError('payload_too_large', `part ${JSON.stringify(name)} is larger than ${limits.maxFieldBytes} bytes`));
      else fields.push({ name, value });
    });
    parser.on('file', (name, stream, info) => {
      if (failure) return void stream.resume();
      const staged = blobs.stage(stream, { fileName: info.filename ?? '', mediaType: info.mimeType }, limits.maxFileBytes);
      staging.push(
        staged.then(
          (file) => ({ name, file }),
          (error: unknown) => ({
            name,
            file: {
              fileName: info.filename ?? '',
              error: error instanceof AppError ? error : invalidRequest(`an uploaded file could not be received: ${(error as Error).message}`),
            },
          }),
        ),
      );
    });
    parser.on('filesLimit', () =>
      fail(limits.tooManyFiles?.() ?? new AppError('payload_too_large', `at most ${limits.maxFiles} files may be sent in one request`)),
    );
    parser.on('fieldsLimit', () => fail(invalidRequest('too many text parts in the multipart body')));
    parser.on('error', (error: Error) => {
      fail(invalidRequest(`the multipart body is malformed or incomplete: ${error.message}`));
      resolve();
    });
    parser.on('close', () => resolve());
    req.on('aborted', () => {
      fail(invalidRequest('the client closed the connection before the upload finished'));
      parser.destroy();
      resolve();
    });
  });
  req.pipe(parser);
  await done;

  const files = await Promise.all(staging);
  if (failure) {
    discardFiles(blobs, files);
    req.unpipe(parser);
    req.resume();
    throw failure;
  }
  return { fields, files };
}
