import type { FileUpload } from 'graphql-upload-minimal';
import { AppError, invalidRequest } from '../errors.ts';
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
    return { fileName: '', error: error instanceof AppError ? error : invalidRequest(`the upload could not be received: ${(error as Error).message}`) };
  }
  return ctx.blobs.receive(file.createReadStream(), { fileName: file.filename ?? '', mediaType: file.mimetype }, ctx.config.maxFileBytes);
}
