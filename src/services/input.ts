import { invalidRequest } from '../errors.ts';
import type { JsonObject } from '../domain/types.ts';

/**
 * Reading untrusted request input. Every service reads its input through these,
 * so the same mistake gets the same message on REST and on GraphQL.
 */

export const NOTES_MAX_BYTES = 16 * 1024;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireObject(value: unknown, what: string): JsonObject {
  if (!isPlainObject(value)) throw invalidRequest(`${what} must be a JSON object`);
  return value;
}

export function requireString(body: JsonObject, field: string, opts: { max?: number; allowEmpty?: boolean } = {}): string {
  const value = body[field];
  if (value === undefined || value === null) throw invalidRequest(`${field} is required`);
  return checkString(value, field, opts);
}

export function optionalString(body: JsonObject, field: string, opts: { max?: number; allowEmpty?: boolean } = {}): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return checkString(value, field, opts);
}

function checkString(value: unknown, field: string, opts: { max?: number; allowEmpty?: boolean }): string {
  if (typeof value !== 'string') throw invalidRequest(`${field} must be a string`);
  if (!opts.allowEmpty && value.trim() === '') throw invalidRequest(`${field} must not be empty`);
  // Counted in characters as people count them (code points), not UTF-16 units.
  const length = [...value].length;
  if (opts.max !== undefined && length > opts.max) {
    throw invalidRequest(`${field} must be at most ${opts.max} characters (got ${length})`);
  }
  return value;
}

export function requireOneOf<T extends string>(body: JsonObject, field: string, allowed: readonly T[]): T {
  const value = body[field];
  if (value === undefined || value === null) throw invalidRequest(`${field} is required (one of: ${allowed.join(', ')})`);
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalidRequest(`${field} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

/** `notes`: any JSON object up to 16 KiB; absent means `{}`. */
export function optionalNotes(body: JsonObject, field = 'notes'): JsonObject {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw invalidRequest(`${field} must be a JSON object`);
  return checkNotesSize(value, field);
}

/** Notes of any shape are kept up to 16 KiB of JSON. */
export function checkNotesSize(notes: JsonObject, field = 'notes'): JsonObject {
  const size = Buffer.byteLength(JSON.stringify(notes));
  if (size > NOTES_MAX_BYTES) throw invalidRequest(`${field} must be at most ${NOTES_MAX_BYTES} bytes of JSON (got ${size})`);
  return notes;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Page size for lists: default 20, at most 100. */
export function pageSize(value: unknown, field = 'limit'): number {
  if (value === undefined || value === null) return DEFAULT_PAGE_SIZE;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) {
    throw invalidRequest(`${field} must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  return n;
}
