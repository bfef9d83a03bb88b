import type { Kysely } from 'kysely';

/**
 * Where each page's text stands on the page (src/domain/page-boxes.ts), for PDF pages
 * and images: a row only for pages that have such geometry. Portable column types only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_source_page_boxes')
    .addColumn('data_source_id', 'text', (c) => c.notNull().references('data_sources.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('boxes', 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_source_page_boxes_pk', ['data_source_id', 'page'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_source_page_boxes').execute();
}
