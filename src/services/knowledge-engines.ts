import type { Db } from '../../db/database.ts';
import * as dataSourceRepo from '../../db/repositories/data-sources.ts';
import * as engineRepo from '../../db/repositories/knowledge-engines.ts';
import { nowSeconds, type Account, type KnowledgeEngine, type Slice } from '../domain/types.ts';
import { AppError, invalidRequest, notFound } from '../errors.ts';
import { newKnowledgeEngineId, parseKnowledgeEngineId } from '../ids.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { optionalNotes, optionalString, pageSize, requireObject, requireString } from './input.ts';

export const ENGINE_NAME_MAX = 50;
export const ENGINE_DESCRIPTION_MAX = 10_000;
const NAME_RULE = { max: ENGINE_NAME_MAX };
const DESCRIPTION_RULE = { max: ENGINE_DESCRIPTION_MAX, allowEmpty: true };

export function createKnowledgeEngineService(deps: {
  db: Db;
  blobs: BlobStore;
  /** Stops the engine's work before it goes: unfinished runs fail with code cancelled, reads are aborted. */
  beforeDelete: (engineId: string) => Promise<void>;
}) {
  const { db, blobs, beforeDelete } = deps;

  return {
    async create(account: Account, raw: unknown): Promise<KnowledgeEngine> {
      const body = requireObject(raw, 'the request body');
      const engine = {
        id: newKnowledgeEngineId(),
        accountId: account.id,
        name: requireString(body, 'name', NAME_RULE),
        description: optionalString(body, 'description', DESCRIPTION_RULE) ?? '',
        notes: optionalNotes(body),
        createdAt: nowSeconds(),
      };
      await engineRepo.insertKnowledgeEngine(db, engine);
      return { ...engine, status: 'ready', dataSourceCount: 0 };
    },

    /** For an id in a path: malformed is 400 `invalid_id`, unknown (or another account's) is 404. */
    async get(account: Account, rawId: unknown): Promise<KnowledgeEngine> {
      const id = parseKnowledgeEngineId(rawId);
      const engine = await engineRepo.findKnowledgeEngine(db, account.id, id);
      if (!engine) throw notFound('knowledge engine', id);
      return engine;
    },

    /** Changes the name, description or notes it is given, by the rules of create; what it is not given stays. */
    async update(account: Account, rawId: unknown, raw: unknown): Promise<KnowledgeEngine> {
      const id = parseKnowledgeEngineId(rawId);
      const body = requireObject(raw, 'the request body');
      const unknown = Object.keys(body).find((key) => !['name', 'description', 'notes'].includes(key));
      if (unknown) throw invalidRequest(`${unknown} cannot be changed; an engine's name, description and notes can`);
      const changes = {
        name: optionalString(body, 'name', NAME_RULE),
        description: optionalString(body, 'description', DESCRIPTION_RULE),
        notes: body.notes === undefined || body.notes === null ? undefined : optionalNotes(body),
      };
      if (!(await engineRepo.updateKnowledgeEngine(db, account.id, id, changes))) throw notFound('knowledge engine', id);
      return (await engineRepo.findKnowledgeEngine(db, account.id, id))!;
    },

    /** For an id in a request body: unknown is 400 `engine_not_found`. */
    async getReferenced(account: Account, rawId: unknown, field = 'knowledge_engine_id'): Promise<KnowledgeEngine> {
      if (rawId === undefined || rawId === null) throw new AppError('invalid_request', `${field} is required`);
      const id = parseKnowledgeEngineId(rawId, field);
      const engine = await engineRepo.findKnowledgeEngine(db, account.id, id);
      if (!engine) throw new AppError('engine_not_found', `knowledge engine ${id} does not exist`);
      return engine;
    },

    /** The engine, or null when unknown: for GraphQL lookups, where a missing object is null. */
    async find(account: Account, rawId: unknown): Promise<KnowledgeEngine | null> {
      const id = parseKnowledgeEngineId(rawId);
      return (await engineRepo.findKnowledgeEngine(db, account.id, id)) ?? null;
    },

    async list(account: Account, page: { first?: unknown; after?: string | null }): Promise<Slice<KnowledgeEngine>> {
      return engineRepo.listKnowledgeEngines(db, account.id, { first: pageSize(page.first), after: page.after });
    },

    /** Removes the engine, its data sources, pages and runs, and any stored file nothing else refers to. */
    async delete(account: Account, rawId: unknown): Promise<{ id: string; deleted: true }> {
      const { id } = await this.get(account, rawId);
      await beforeDelete(id);
      const deleted = await db.transaction().execute(async (trx) => {
        const hashes = await dataSourceRepo.listContentHashes(trx, id);
        if (!(await engineRepo.deleteKnowledgeEngine(trx, account.id, id))) return false;
        for (const sha256 of new Set(hashes)) {
          if (!(await dataSourceRepo.isContentReferenced(trx, sha256))) blobs.removeSync(sha256);
        }
        return true;
      });
      if (!deleted) throw notFound('knowledge engine', id);
      return { id, deleted: true };
    },
  };
}

export type KnowledgeEngineService = ReturnType<typeof createKnowledgeEngineService>;
