import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { AppError, toAppError, type ErrorCode } from '../errors.ts';

/**
 * Yoga's `maskError`: a service's AppError becomes a GraphQL error with the same
 * `extensions.code` (and HTTP status) as on REST; anything unexpected is logged and
 * answered as `internal` without its message. GraphQL's own errors (parse,
 * validation, variable and scalar coercion) are the caller's input: they keep their
 * message and get code `invalid_request` where they carry none.
 */
/** Codes Yoga's own request checks use, as the service names the same failures. */
const YOGA_CODES: Record<string, ErrorCode> = {
  REQUEST_ENTITY_TOO_LARGE: 'payload_too_large',
  BAD_REQUEST: 'invalid_request',
};

export function createMaskError(log: Logger) {
  return (error: unknown): Error => {
    if (!(error instanceof GraphQLError)) return mask(error, undefined);
    if (!error.originalError) return coded(error);
    if (error.originalError instanceof GraphQLError) return coded(error.originalError);
    return mask(error.originalError, error);
  };

  function coded(error: GraphQLError): GraphQLError {
    const yogaCode = YOGA_CODES[String(error.extensions?.code)];
    if (error.extensions?.code && !yogaCode) return error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { ...error.extensions, code: yogaCode ?? 'invalid_request' },
    });
  }

  function mask(cause: unknown, located: GraphQLError | undefined): GraphQLError {
    if (!(cause instanceof AppError)) log.error({ err: cause }, 'unexpected error in a GraphQL operation');
    return codedGraphQLError(toAppError(cause), located);
  }
}

/** An AppError as a GraphQL error: the same code and HTTP status (and headers) as on REST. */
export function codedGraphQLError(appError: AppError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(appError.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { code: appError.code, http: { status: appError.status, headers: appError.headers } },
  });
}
