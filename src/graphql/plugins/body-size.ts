import type { Plugin } from 'graphql-yoga';
import { AppError } from '../../errors.ts';
import { codedGraphQLError } from '../error-masking.ts';

/** The one answer to a GraphQL body over the limit, wherever it is read. */
export const graphQLBodyTooLarge = (limit: number) => new AppError('payload_too_large', `the GraphQL request body is larger than ${limit} bytes`);

/**
 * The largest GraphQL body held whole while parsed, like REST's JSON bodies: refused
 * from its Content-Length before anything is read, and counted while it streams in
 * when it has none. Yoga's own `maxRequestBodySize` would apply to multipart uploads
 * too; those are streamed to disk by http/body/graphql-multipart.ts under the file limits.
 */
export function bodySizeLimit(limit: number): Plugin {
  const tooLarge = () => codedGraphQLError(graphQLBodyTooLarge(limit));
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      // No body stream: a multipart request, whose operations http/body/graphql-multipart.ts already read.
      const body = request.body;
      if (!body) return;
      const declared = request.headers.get('content-length');
      if (declared != null && Number(declared) > limit) throw tooLarge();
      if (!requestParser) return;
      // The platform's TransformStream for the platform's own stream (Yoga does the same, graphql-yoga#4583).
      const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
      let read = 0;
      const counted = body.pipeThrough(
        new Transform({
          transform(chunk: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) {
            read += chunk.byteLength;
            if (read > limit) controller.error(tooLarge());
            else controller.enqueue(chunk);
          },
        }),
      );
      const parse = requestParser;
      setRequestParser(() =>
        parse(new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body: counted, duplex: 'half' } as RequestInit)),
      );
    },
  };
}
