import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled_models', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'integer')
    .execute();

  await db.schema
    .createTable('knowledge_engines')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('knowledge_engines_by_account').on('knowledge_engines').columns(['account_id', 'seq']).execute();

  await db.schema
    .createTable('data_sources')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('knowledge_engine_id', 'text', (c) => c.notNull().references('knowledge_engines.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    // The duplicate-file rule, enforced by the database so two concurrent uploads cannot both win.
    .addUniqueConstraint('data_sources_unique_content', ['knowledge_engine_id', 'sha256'])
    .execute();
  await db.schema.createIndex('data_sources_by_engine').on('data_sources').columns(['knowledge_engine_id', 'seq']).execute();
  await db.schema.createIndex('data_sources_by_sha256').on('data_sources').column('sha256').execute();

  await db.schema
    .createTable('data_source_pages')
    .addColumn('data_source_id', 'text', (c) => c.notNull().references('data_sources.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_source_pages_pk', ['data_source_id', 'page'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['data_source_pages', 'data_sources', 'knowledge_engines', 'api_keys', 'accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
