import type { FileUpload } from 'graphql-upload-minimal';
import { AppError, invalidRequest, toAppError } from '../errors.ts';
import { isRejected, type RejectedFile, type StagedFile } from '../storage/blob-store.ts';
import type { GraphQLContext } from './context.ts';

/** Streams a GraphQL multipart upload to disk the same way REST uploads are. */
export async function stageUpload(ctx: GraphQLContext, upload: Promise<FileUpload>): Promise<StagedFile> {
  const received = await receiveUpload(ctx, upload);
  if (isRejected(received)) throw received.error;
  return received;
}

/** As `stageUpload`, but an upload that cannot be received comes back as its error, for a batch to report at its place. */
export async function receiveUpload(ctx: GraphQLContext, upload: Promise<FileUpload>): Promise<StagedFile | RejectedFile> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    return { fileName: '', error: invalidRequest(`the upload could not be received: ${(error as Error).message}`) };
  }
  try {
    return await ctx.blobs.stage(file.createReadStream(), { fileName: file.filename ?? '', mediaType: file.mimetype }, ctx.config.maxFileBytes);
  } catch (error) {
    return { fileName: file.filename ?? '', error: uploadError(error, file.filename, ctx.config.maxFileBytes) };
  }
}

function uploadError(error: unknown, fileName: string | undefined, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  if ((error as { status?: number }).status === 413) {
    return new AppError('payload_too_large', `file ${JSON.stringify(fileName)} is larger than the limit of ${maxBytes} bytes`);
  }
  if (error instanceof Error) return invalidRequest(`the upload of ${JSON.stringify(fileName)} did not complete: ${error.message}`);
  return toAppError(error);
}
