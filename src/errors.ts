/**
 * The one way the service reports a failure a caller can act on. Both surfaces
 * read the same fields: REST writes `{error, code, request_id}` with `status`,
 * GraphQL puts `code` in `extensions.code` (see graphql/error-masking.ts).
 */
export type ErrorCode =
  | 'invalid_request'
  | 'invalid_id'
  | 'engine_not_found'
  | 'data_source_not_found'
  | 'engine_not_ready'
  | 'engine_empty'
  | 'model_not_supported'
  | 'model_not_enabled'
  | 'unauthorized'
  | 'cross_site_request'
  | 'not_found'
  | 'duplicate_file'
  | 'request_timeout'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'query_too_complex'
  | 'internal'
  | 'backend_unavailable'
  | 'database_unavailable'
  | 'insufficient_storage'
  // How a tool run can end besides the request errors above (DESIGN section 6).
  | 'timeout'
  | 'cancelled';

const statusOf: Record<ErrorCode, number> = {
  invalid_request: 400,
  invalid_id: 400,
  engine_not_found: 400,
  data_source_not_found: 400,
  engine_not_ready: 400,
  engine_empty: 400,
  model_not_supported: 400,
  model_not_enabled: 400,
  unauthorized: 401,
  cross_site_request: 403,
  not_found: 404,
  duplicate_file: 409,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  query_too_complex: 400,
  internal: 500,
  backend_unavailable: 500,
  database_unavailable: 500,
  insufficient_storage: 507,
  timeout: 500,
  cancelled: 409,
};

/** Every code with its HTTP status: the API's error table, as the OpenAPI document lists it. */
export const ERROR_STATUSES: Readonly<Record<ErrorCode, number>> = statusOf;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusOf[code];
    this.headers = this.status >= 500 && !headers['Retry-After'] ? { 'Retry-After': '1', ...headers } : headers;
  }
}

export const invalidRequest = (message: string) => new AppError('invalid_request', message);
export const notFound = (what: string, id: string) => new AppError('not_found', `${what} ${id} not found`);

/** Turns anything thrown into an AppError; unknown errors become a generic 500 that leaks nothing. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|CORRUPT|NOTADB|READONLY)/.test(code) || storeUnreachable(code))) {
    return new AppError('database_unavailable', 'The database is temporarily unavailable; retry shortly', { 'Retry-After': '2' });
  }
  return new AppError('internal', 'Internal server error');
}

/**
 * PostgreSQL out of reach or refusing work for now: the connection (ECONNREFUSED and
 * kin), class 08 (connection), 53 (insufficient resources), 57P0x (shutting down), a
 * lock or statement timeout (55P03, 57014) and serialization failures (40001, 40P01).
 */
function storeUnreachable(code: string): boolean {
  return /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|08...|53...|57P0.|55P03|57014|40001|40P01)$/.test(code);
}
