import { AppError } from '../../src/errors.ts';

/** Cursors are opaque to callers: base64url of the row's insertion sequence. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`seq:${seq}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^seq:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('invalid_request', 'cursor is not one this API returned');
  return Number(match[1]);
}
