import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { AppError, toAppError } from '../errors.ts';

/**
 * Yoga's `maskError`: a service's AppError becomes a GraphQL error with the same
 * `extensions.code` (and HTTP status) as on REST; anything unexpected is logged and
 * answered as `internal` without its message. GraphQL's own errors (parse,
 * validation, variable and scalar coercion) are the caller's input: they keep their
 * message and get code `invalid_request` where they carry none.
 */
export function createMaskError(log: Logger) {
  return (error: unknown): Error => {
    if (!(error instanceof GraphQLError)) return mask(error, undefined);
    if (!error.originalError) return coded(error);
    if (error.originalError instanceof GraphQLError) return coded(error.originalError);
    return mask(error.originalError, error);
  };

  function coded(error: GraphQLError): GraphQLError {
    if (error.extensions?.code) return error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { ...error.extensions, code: 'invalid_request' },
    });
  }

  function mask(cause: unknown, located: GraphQLError | undefined): GraphQLError {
    if (!(cause instanceof AppError)) log.error({ err: cause }, 'unexpected error in a GraphQL operation');
    const appError = toAppError(cause);
    return new GraphQLError(appError.message, {
      nodes: located?.nodes,
      source: located?.source,
      positions: located?.positions,
      path: located?.path,
      extensions: { code: appError.code, http: { status: appError.status, headers: appError.headers } },
    });
  }
}
