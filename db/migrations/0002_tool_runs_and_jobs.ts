import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tool_runs')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('knowledge_engine_id', 'text', (c) => c.notNull().references('knowledge_engines.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'integer')
    .addColumn('completed_at', 'integer')
    .execute();
  await db.schema.createIndex('tool_runs_by_engine').on('tool_runs').columns(['knowledge_engine_id', 'seq']).execute();
  await db.schema.createIndex('tool_runs_by_account').on('tool_runs').columns(['account_id', 'seq']).execute();

  // The durable work queue: a row per piece of background work, claimed atomically.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'integer', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_ready').on('jobs').columns(['state', 'kind', 'run_after', 'id']).execute();
  await db.schema.createIndex('jobs_by_subject').on('jobs').column('subject_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('tool_runs').execute();
}
