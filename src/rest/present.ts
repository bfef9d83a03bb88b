import type { DataSource, KnowledgeEngine, Slice } from '../domain/types.ts';
import type { BatchItemResult } from '../services/data-sources.ts';

/** Domain objects in the REST API's snake_case shapes (spec part 2). */

export function presentKnowledgeEngine(engine: KnowledgeEngine) {
  return {
    id: engine.id,
    name: engine.name,
    description: engine.description,
    notes: engine.notes,
    status: engine.status,
    data_source_count: engine.dataSourceCount,
    created_at: engine.createdAt,
  };
}

export function presentDataSource(ds: DataSource) {
  return {
    id: ds.id,
    name: ds.name,
    type: ds.type,
    status: ds.status,
    ...(ds.status === 'failed' ? { error: ds.error } : {}),
    notes: ds.notes,
    knowledge_engine_id: ds.knowledgeEngineId,
    file_name: ds.fileName,
    format: ds.format,
    size_bytes: ds.sizeBytes,
    page_count: ds.pageCount,
    created_at: ds.createdAt,
  };
}

export function presentBatchItem(item: BatchItemResult) {
  return {
    name: item.name,
    success: item.success,
    error: item.error,
    ...(item.code ? { code: item.code } : {}),
    data_source: item.dataSource && presentDataSource(item.dataSource),
  };
}

export function presentList<T, R>(slice: Slice<T>, present: (item: T) => R) {
  return { data: slice.items.map(present), has_more: slice.hasMore, next_cursor: slice.hasMore ? slice.endCursor : null };
}
