import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import * as accounts from '../../db/repositories/accounts.ts';
import type { ApiKeyRecord } from '../../db/repositories/accounts.ts';
import { nowSeconds, type Account } from '../domain/types.ts';
import { AppError } from '../errors.ts';
import { newAccountId, newApiKeyId, randomAlphanumeric } from '../ids.ts';
import { SUPPORTED_MODELS } from '../domain/tool-runs.ts';

export const API_KEY_PATTERN = /^ke-[A-Za-z0-9]{32}$/;
/** "Basic " and the base64 of a key with a user name or password of up to about 100 characters. */
const MAX_REMEMBERED_HEADER = 200;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const unauthorized = (message: string) =>
  new AppError('unauthorized', message, { 'WWW-Authenticate': 'Basic realm="knowledge-engine"' });

export interface IssuedKey {
  key: string;
  record: Omit<ApiKeyRecord, 'keyHash'>;
}

/**
 * API keys and the accounts they belong to. Keys are stored as SHA-256 hashes:
 * they carry 190 bits of randomness, so a slow password hash would add nothing.
 */
export function createApiKeyService(db: Db, opts: { verifiedForMs?: number } = {}) {
  // A verified key is trusted again for a moment without reading the database: the two
  // reads cost more than the rest of a small request. A revocation by this process takes
  // effect at once; one by another process (the key CLI) within `verifiedForMs`. Entries
  // are found by the Authorization header as sent, so a repeated caller costs neither the
  // base64 decoding nor the SHA-256 (a header holding no valid key is never kept).
  const verifiedForMs = opts.verifiedForMs ?? 1000;
  const verified = new Map<string, { account: Account; keyId: string; until: number }>();

  async function issue(opts: { name: string; accountId?: string; key?: string }): Promise<IssuedKey> {
    const key = opts.key ?? `ke-${randomAlphanumeric(32)}`;
    if (!API_KEY_PATTERN.test(key)) throw new Error('an API key is ke- followed by 32 letters or digits');
    const createdAt = nowSeconds();
    return db.transaction().execute(async (trx) => {
      let account: Account | undefined;
      if (opts.accountId) {
        account = await accounts.findAccount(trx, opts.accountId);
        if (!account) throw new Error(`no account ${opts.accountId}`);
      } else {
        account = { id: newAccountId(), name: opts.name, enabledModels: [...SUPPORTED_MODELS] };
        await accounts.insertAccount(trx, account, createdAt);
      }
      const record = { id: newApiKeyId(), accountId: account.id, name: opts.name, keyHash: hashKey(key), keyHint: key.slice(-4), createdAt };
      await accounts.insertApiKey(trx, record);
      const { keyHash: _hash, ...visible } = record;
      return { key, record: { ...visible, accountName: account.name, revokedAt: null } };
    });
  }

  /** The account behind an `Authorization` header and the id of the key used, or a 401 saying what is wrong. */
  async function authenticateKey(header: string | undefined): Promise<{ account: Account; keyId: string }> {
    if (!header) throw unauthorized('Authorization header is missing; send Authorization: Basic base64(API_KEY:)');
    const known = verified.get(header);
    if (known && known.until > performance.now()) return known;
    const scheme = /^Basic(?:\s+|$)(.*)$/is.exec(header.trim());
    if (!scheme) throw unauthorized('Authorization must use the Basic scheme: Basic base64(API_KEY:)');
    // Standard or URL-safe base64, padded or not; a length of 4n+1 cannot be base64.
    const encoded = scheme[1].trim();
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) || encoded.replace(/=+$/, '').length % 4 === 1) {
      throw unauthorized('the Basic credentials are not base64 of user:password; send Authorization: Basic base64(API_KEY:)');
    }
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const parts = colon < 0 ? [decoded] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
    const key = parts.find((p) => API_KEY_PATTERN.test(p));
    if (!key) throw unauthorized('the credentials hold no well-formed API key (ke- followed by 32 letters or digits)');
    const hash = hashKey(key);
    const record = await accounts.findApiKeyByHash(db, hash);
    if (!record || !timingSafeEqual(Buffer.from(record.keyHash, 'hex'), Buffer.from(hash, 'hex'))) {
      throw unauthorized('the API key is not valid');
    }
    if (record.revokedAt !== null) throw unauthorized('the API key has been revoked');
    const account = await accounts.findAccount(db, record.accountId);
    if (!account) throw unauthorized('the API key is not valid');
    if (verified.size > 10_000) verified.clear(); // bounded: keys are few, a flood of them is not worth keeping
    // Only headers of a key's usual size: a user name of kilobytes beside a valid key would
    // make each of those entries cost as much.
    if (header.length <= MAX_REMEMBERED_HEADER) verified.set(header, { account, keyId: record.id, until: performance.now() + verifiedForMs });
    return { account, keyId: record.id };
  }

  return {
    issue,

    async list() {
      return (await accounts.listApiKeys(db)).map(({ keyHash: _hash, ...visible }) => visible);
    },

    async revoke(id: string): Promise<boolean> {
      const revoked = await accounts.revokeApiKey(db, id, nowSeconds());
      for (const [header, entry] of verified) if (entry.keyId === id) verified.delete(header);
      return revoked;
    },

    /** Makes sure `key` (from `API_KEY`) exists; a new one gets an account of its own. */
    async seed(key: string): Promise<void> {
      if (!API_KEY_PATTERN.test(key)) throw new Error('API_KEY must be ke- followed by 32 letters or digits');
      if (!(await accounts.findApiKeyByHash(db, hashKey(key)))) await issue({ name: 'default', key });
    },

    /** On a first start with no key at all, issues one; returns it so it can be shown once. */
    async issueFirstKey(): Promise<string | undefined> {
      if ((await accounts.countApiKeys(db)) > 0) return undefined;
      return (await issue({ name: 'default' })).key;
    },

    /** The account behind an `Authorization` header, or a 401 saying what is wrong. */
    async authenticate(header: string | undefined): Promise<Account> {
      return (await authenticateKey(header)).account;
    },

    /** Also the id of the key used: rate limits are per key. */
    authenticateKey,
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
