import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { AppError, toAppError } from '../errors.ts';

/**
 * Yoga's `maskError`: a service's AppError becomes a GraphQL error with the same
 * `extensions.code` (and HTTP status) as on REST; anything unexpected is logged and
 * answered as `internal` without its message. GraphQL's own parse and validation
 * errors pass through untouched.
 */
export function createMaskError(log: Logger) {
  return (error: unknown): Error => {
    if (!(error instanceof GraphQLError)) return mask(error, undefined);
    if (!error.originalError) return error;
    if (error.originalError instanceof GraphQLError) return error.originalError;
    return mask(error.originalError, error);
  };

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
