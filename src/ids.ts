import { randomInt } from 'node:crypto';
import { AppError } from './errors.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters from [A-Za-z0-9], drawn from the CSPRNG. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const newKnowledgeEngineId = () => `kng_${randomAlphanumeric(10)}`;
export const newDataSourceId = () => `ds_${randomAlphanumeric(10)}`;
export const newToolRunId = () => `trun_${randomAlphanumeric(10)}`;
export const newAccountId = () => `acc_${randomAlphanumeric(10)}`;
export const newApiKeyId = () => `key_${randomAlphanumeric(10)}`;

const ENGINE_ID = /^kng_[A-Za-z0-9]{10}$/;
const DATA_SOURCE_ID = /^(?:ds|dsc)_([A-Za-z0-9]{10})$/;
const TOOL_RUN_ID = /^trun_[A-Za-z0-9]{10}$/;

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 64)) : `a ${value === null ? 'null' : typeof value}`;
}

export function parseKnowledgeEngineId(value: unknown, field = 'knowledge engine id'): string {
  if (typeof value !== 'string' || !ENGINE_ID.test(value)) {
    throw new AppError('invalid_id', `${field} must look like kng_ followed by 10 letters or digits, got ${describe(value)}`);
  }
  return value;
}

/** Accepts `ds_X` and `dsc_X` (tool-run requests use the latter); returns the canonical `ds_X`. */
export function parseDataSourceId(value: unknown, field = 'data source id'): string {
  const match = typeof value === 'string' ? DATA_SOURCE_ID.exec(value) : null;
  if (!match) {
    throw new AppError('invalid_id', `${field} must look like ds_ (or dsc_) followed by 10 letters or digits, got ${describe(value)}`);
  }
  return `ds_${match[1]}`;
}

export function parseToolRunId(value: unknown, field = 'tool run id'): string {
  if (typeof value !== 'string' || !TOOL_RUN_ID.test(value)) {
    throw new AppError('invalid_id', `${field} must look like trun_ followed by 10 letters or digits, got ${describe(value)}`);
  }
  return value;
}
