import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookDeliveriesTable, WebhookEndpointsTable } from '../tables.ts';
import type { Slice } from '../../src/domain/types.ts';
import type { DeliveryAttempt, DeliveryStatus, WebhookDelivery, WebhookEndpoint } from '../../src/domain/webhooks.ts';
import { AppError } from '../../src/errors.ts';

function toEndpoint(row: Selectable<WebhookEndpointsTable>): WebhookEndpoint {
  return { id: row.id, accountId: row.account_id, url: row.url, description: row.description, createdAt: Math.floor(Number(row.created_at) / 1000) };
}

function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    accountId: row.account_id,
    toolRunId: row.tool_run_id,
    endpointId: row.endpoint_id,
    url: row.url,
    eventType: row.event_type as WebhookDelivery['eventType'],
    payload: row.payload,
    status: row.status,
    attempts: JSON.parse(row.attempts),
    nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
    createdAt: Number(row.created_at),
  };
}

/** Cursors of these lists: base64url of the row's creation time and id (the tables have no sequence). */
function encodeCursor(createdAt: number, id: string): string {
  return Buffer.from(`t:${createdAt}:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: number; id: string } {
  const match = /^t:(\d{1,15}):([A-Za-z0-9_]{1,40})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('invalid_request', 'cursor is not one this API returned');
  return { createdAt: Number(match[1]), id: match[2] };
}

function slice<Row extends { created_at: number | string; id: string }, T>(rows: Row[], first: number, map: (row: Row) => T): Slice<T> {
  const items = rows.slice(0, first);
  const cursors = items.map((row) => encodeCursor(Number(row.created_at), row.id));
  return { items: items.map(map), cursors, hasMore: rows.length > first, endCursor: cursors.at(-1) ?? null };
}

export async function insertEndpoint(db: Kysely<Database>, endpoint: WebhookEndpoint & { secret: string; createdAtMs: number }): Promise<void> {
  await db
    .insertInto('webhook_endpoints')
    .values({ id: endpoint.id, account_id: endpoint.accountId, url: endpoint.url, description: endpoint.description, secret: endpoint.secret, created_at: endpoint.createdAtMs })
    .execute();
}

export async function findEndpoint(db: Kysely<Database>, accountId: string, id: string): Promise<WebhookEndpoint | undefined> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return row && toEndpoint(row);
}

/** The secret that signs deliveries to an endpoint; undefined once it is deleted. */
export async function endpointSecret(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('webhook_endpoints').select('secret').where('id', '=', id).executeTakeFirst();
  return row?.secret;
}

/** Oldest first, the order they were added. */
export async function listEndpoints(db: Kysely<Database>, accountId: string, page: { first: number; after?: string | null }): Promise<Slice<WebhookEndpoint>> {
  let query = db.selectFrom('webhook_endpoints').selectAll().where('account_id', '=', accountId);
  if (page.after) {
    const { createdAt, id } = decodeCursor(page.after);
    query = query.where((eb) => eb.or([eb('created_at', '>', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)])]));
  }
  const rows = await query.orderBy('created_at').orderBy('id').limit(page.first + 1).execute();
  return slice(rows, page.first, toEndpoint);
}

export async function allEndpoints(db: Kysely<Database>, accountId: string): Promise<WebhookEndpoint[]> {
  const rows = await db.selectFrom('webhook_endpoints').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
  return rows.map(toEndpoint);
}

export async function deleteEndpoint(db: Kysely<Database>, accountId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countEndpoints(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db.selectFrom('webhook_endpoints').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAccountSecret(db: Kysely<Database>, accountId: string): Promise<string | undefined> {
  const row = await db.selectFrom('webhook_secrets').select('secret').where('account_id', '=', accountId).executeTakeFirst();
  return row?.secret;
}

/** Keeps the first secret when two requests create one at once. */
export async function insertAccountSecret(db: Kysely<Database>, accountId: string, secret: string, at: number): Promise<void> {
  await db.insertInto('webhook_secrets').values({ account_id: accountId, secret, created_at: at }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
}

export async function insertDelivery(db: Kysely<Database>, d: Omit<WebhookDelivery, 'attempts' | 'status'>): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values({
      id: d.id,
      account_id: d.accountId,
      tool_run_id: d.toolRunId,
      endpoint_id: d.endpointId,
      url: d.url,
      event_type: d.eventType,
      payload: d.payload,
      status: 'pending',
      attempt_count: 0,
      attempts: '[]',
      next_attempt_at: d.nextAttemptAt,
      created_at: d.createdAt,
    })
    .execute();
}

export async function loadDelivery(db: Kysely<Database>, id: string): Promise<WebhookDelivery | undefined> {
  const row = await db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDelivery(row);
}

/** Records an attempt and what follows: the next try's time, or the delivery's final status. */
export async function recordAttempt(
  db: Kysely<Database>,
  id: string,
  attempts: DeliveryAttempt[],
  next: { status: DeliveryStatus; nextAttemptAt: number | null },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ attempts: JSON.stringify(attempts), attempt_count: attempts.length, status: next.status, next_attempt_at: next.nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

/** Ends a pending delivery without another attempt (its endpoint is gone, or its worker gave up). */
export async function endDelivery(db: Kysely<Database>, id: string, status: DeliveryStatus): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ status, next_attempt_at: null }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Drops an account's finished deliveries created before `before` (Unix ms); pending ones stay. */
export async function pruneDeliveries(db: Kysely<Database>, accountId: string, before: number): Promise<void> {
  await db.deleteFrom('webhook_deliveries').where('account_id', '=', accountId).where('created_at', '<', before).where('status', '!=', 'pending').execute();
}

/** Newest first, optionally only one run's or one endpoint's. */
export async function listDeliveries(
  db: Kysely<Database>,
  filter: { accountId: string; toolRunId?: string; endpointId?: string },
  page: { first: number; after?: string | null },
): Promise<Slice<WebhookDelivery>> {
  let query = db.selectFrom('webhook_deliveries').selectAll().where('account_id', '=', filter.accountId);
  if (filter.toolRunId) query = query.where('tool_run_id', '=', filter.toolRunId);
  if (filter.endpointId) query = query.where('endpoint_id', '=', filter.endpointId);
  if (page.after) {
    const { createdAt, id } = decodeCursor(page.after);
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.first + 1).execute();
  return slice(rows, page.first, toDelivery);
}
