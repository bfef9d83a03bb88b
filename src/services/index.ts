import type { Db } from '../../db/database.ts';
import type { Config } from '../config.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createApiKeyService } from './api-keys.ts';
import { createDataSourceService } from './data-sources.ts';
import { createKnowledgeEngineService } from './knowledge-engines.ts';

/** Every service, wired to its dependencies. Both the GraphQL schema and the REST routes call these. */
export function createServices(deps: { db: Db; blobs: BlobStore; config: Config }) {
  const { db, blobs, config } = deps;
  const apiKeys = createApiKeyService(db);
  const knowledgeEngines = createKnowledgeEngineService({ db, blobs });
  const dataSources = createDataSourceService({
    db,
    blobs,
    engines: knowledgeEngines,
    limits: { maxPages: config.maxPages, maxBatchFiles: config.maxBatchFiles },
  });
  return { apiKeys, knowledgeEngines, dataSources };
}

export type Services = ReturnType<typeof createServices>;
