import type { FileUpload } from 'graphql-upload-minimal';
import { AppError, invalidRequest } from '../errors.ts';
import type { StagedFile } from '../storage/blob-store.ts';
import type { GraphQLContext } from './context.ts';

/** Streams a GraphQL multipart upload to disk the same way REST uploads are. */
export async function stageUpload(ctx: GraphQLContext, upload: Promise<FileUpload>): Promise<StagedFile> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw invalidRequest(`the upload could not be received: ${(error as Error).message}`);
  }
  try {
    return await ctx.blobs.stage(file.createReadStream(), { fileName: file.filename ?? '', mediaType: file.mimetype }, ctx.config.maxFileBytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { status?: number }).status === 413) {
      throw new AppError('payload_too_large', `file ${JSON.stringify(file.filename)} is larger than the limit of ${ctx.config.maxFileBytes} bytes`);
    }
    throw invalidRequest(`the upload of ${JSON.stringify(file.filename)} did not complete: ${(error as Error).message}`);
  }
}
