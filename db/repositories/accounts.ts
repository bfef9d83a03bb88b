import type { Kysely, Selectable } from 'kysely';
import type { Database, AccountsTable, ApiKeysTable } from '../tables.ts';
import type { Account } from '../../src/domain/types.ts';

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  accountName: string;
  name: string;
  keyHash: string;
  keyHint: string;
  createdAt: number;
  revokedAt: number | null;
}

function toAccount(row: Selectable<AccountsTable>): Account {
  return { id: row.id, name: row.name, enabledModels: JSON.parse(row.enabled_models) };
}

type KeyRow = Selectable<ApiKeysTable> & { account_name: string };

function toApiKey(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    name: row.name,
    keyHash: row.key_hash,
    keyHint: row.key_hint,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export async function insertAccount(db: Kysely<Database>, account: Account, createdAt: number): Promise<void> {
  await db
    .insertInto('accounts')
    .values({ id: account.id, name: account.name, enabled_models: JSON.stringify(account.enabledModels), created_at: createdAt })
    .execute();
}

export async function findAccount(db: Kysely<Database>, id: string): Promise<Account | undefined> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toAccount(row);
}

export async function insertApiKey(db: Kysely<Database>, key: Omit<ApiKeyRecord, 'accountName' | 'revokedAt'>): Promise<void> {
  await db
    .insertInto('api_keys')
    .values({
      id: key.id,
      account_id: key.accountId,
      name: key.name,
      key_hash: key.keyHash,
      key_hint: key.keyHint,
      created_at: key.createdAt,
      revoked_at: null,
    })
    .execute();
}

function keysWithAccount(db: Kysely<Database>) {
  return db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .selectAll('api_keys')
    .select('accounts.name as account_name');
}

export async function findApiKeyByHash(db: Kysely<Database>, keyHash: string): Promise<ApiKeyRecord | undefined> {
  const row = await keysWithAccount(db).where('api_keys.key_hash', '=', keyHash).executeTakeFirst();
  return row && toApiKey(row);
}

export async function listApiKeys(db: Kysely<Database>): Promise<ApiKeyRecord[]> {
  const rows = await keysWithAccount(db).orderBy('api_keys.created_at').orderBy('api_keys.id').execute();
  return rows.map(toApiKey);
}

export async function countApiKeys(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('api_keys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Returns false when no such key exists. */
export async function revokeApiKey(db: Kysely<Database>, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return true;
  return (await db.selectFrom('api_keys').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
