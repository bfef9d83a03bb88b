import type { Db } from '../../db/database.ts';
import * as repo from '../../db/repositories/data-sources.ts';
import { nowSeconds, type Account, type DataSource, type DataSourceType, type Page, type Slice } from '../domain/types.ts';
import { AppError, invalidRequest, notFound, toAppError } from '../errors.ts';
import { newDataSourceId, parseDataSourceId } from '../ids.ts';
import { readDocument, readDocumentSlow } from '../ingest/read-document.ts';
import { isRejected, type BlobStore, type RejectedFile, type StagedFile } from '../storage/blob-store.ts';
import { isPlainObject, optionalNotes, optionalString, pageSize, requireObject, requireOneOf } from './input.ts';
import type { KnowledgeEngineService } from './knowledge-engines.ts';
import { parsePageRange } from './page-range.ts';

export const DATA_SOURCE_TYPES = ['file', 'ticket'] as const satisfies readonly DataSourceType[];
const NAME_MAX = 255;

export interface BatchItemResult {
  name: string;
  success: boolean;
  error: string | null;
  code: string | null;
  dataSource: DataSource | null;
}

export interface DataSourceLimits {
  maxPages: number;
  maxBatchFiles: number;
}

export function createDataSourceService(deps: { db: Db; blobs: BlobStore; engines: KnowledgeEngineService; limits: DataSourceLimits }) {
  const { db, blobs, engines, limits } = deps;

  /** Stores one staged upload described by `raw` metadata. The staged file is consumed either way. */
  async function create(account: Account, raw: unknown, file: StagedFile): Promise<DataSource> {
    try {
      const meta = requireObject(raw, 'data');
      checkFileName(file.fileName);
      const name = optionalString(meta, 'name', { max: NAME_MAX }) ?? file.fileName;
      const type = requireOneOf(meta, 'type', DATA_SOURCE_TYPES);
      const notes = optionalNotes(meta);
      const engine = await engines.getReferenced(account, meta.knowledge_engine_id);
      if (file.size === 0) throw invalidRequest(`file ${JSON.stringify(file.fileName)} is empty`);
      // Checked before reading so a re-upload costs no parsing; the unique index still decides races.
      if (await repo.findDataSourceByContent(db, engine.id, file.sha256)) throw duplicate();

      const readLimits = { maxPages: limits.maxPages, mediaType: file.mediaType, type };
      const document = await readDocument(file.tempPath, file.fileName, readLimits);
      if (document.needsOcr) {
        // TODO(background): OCR takes about a second a page; run readDocumentSlow in a background job
        // (status processing, then processed or failed with its error) instead of inside the request.
        document.pages = await readDocumentSlow(file.tempPath, file.fileName, readLimits);
      }
      const dataSource: DataSource = {
        id: newDataSourceId(),
        accountId: account.id,
        knowledgeEngineId: engine.id,
        name,
        type,
        status: 'processed',
        error: null,
        notes,
        fileName: file.fileName,
        format: document.format,
        sizeBytes: file.size,
        sha256: file.sha256,
        pageCount: document.pages.length,
        createdAt: nowSeconds(),
      };
      await db.transaction().execute(async (trx) => {
        await repo.insertDataSource(trx, dataSource, document.pages);
        blobs.commitSync(file);
      }).catch(translateConstraint);
      return dataSource;
    } finally {
      blobs.discard(file);
    }
  }

  return {
    create,

    /**
     * Stores each file with the metadata at the same position. A count mismatch fails
     * the whole request; after that each item succeeds or fails on its own. A file that
     * could not be received is passed as the error it met and reported at its place.
     */
    async createMany(account: Account, raw: unknown, received: Array<StagedFile | RejectedFile>): Promise<BatchItemResult[]> {
      const files = received.filter((f): f is StagedFile => !isRejected(f));
      try {
        if (!Array.isArray(raw)) throw invalidRequest('data must be a JSON array with one metadata object per file');
        if (raw.length !== received.length) {
          throw invalidRequest(`data has ${raw.length} metadata objects but ${received.length} files were sent; they are matched by position`);
        }
        if (received.length > limits.maxBatchFiles) {
          throw new AppError('payload_too_large', `a batch holds at most ${limits.maxBatchFiles} files`);
        }
      } catch (error) {
        files.forEach((f) => blobs.discard(f));
        throw error;
      }
      const results: BatchItemResult[] = [];
      try {
        for (const [i, file] of received.entries()) {
          const meta = raw[i];
          const name = isPlainObject(meta) && typeof meta.name === 'string' ? meta.name : file.fileName;
          try {
            if (isRejected(file)) throw file.error;
            const dataSource = await create(account, meta, file);
            results.push({ name: dataSource.name, success: true, error: null, code: null, dataSource });
          } catch (error) {
            const failure = toAppError(error);
            if (failure.status >= 500) throw failure;
            results.push({ name, success: false, error: failure.message, code: failure.code, dataSource: null });
          }
        }
      } finally {
        // A transient failure ends the batch; the files of the items not reached must not stay in tmp.
        files.forEach((f) => blobs.discard(f));
      }
      return results;
    },

    async get(account: Account, rawId: unknown): Promise<DataSource> {
      const id = parseDataSourceId(rawId);
      const dataSource = await repo.findDataSource(db, account.id, id);
      if (!dataSource) throw notFound('data source', id);
      return dataSource;
    },

    async find(account: Account, rawId: unknown): Promise<DataSource | null> {
      return (await repo.findDataSource(db, account.id, parseDataSourceId(rawId))) ?? null;
    },

    async listForEngine(account: Account, engineId: string, page: { first?: unknown; after?: string | null }): Promise<Slice<DataSource>> {
      const engine = await engines.get(account, engineId);
      return repo.listDataSources(db, engine.id, { first: pageSize(page.first), after: page.after });
    },

    /** Pages of a data source; `pageRange` as in tool runs ("2-5" or "3"), absent for all. */
    async pages(account: Account, rawId: unknown, pageRange?: unknown): Promise<Page[]> {
      const dataSource = await this.get(account, rawId);
      const range = parsePageRange(pageRange, dataSource.pageCount, 'page_range');
      return repo.readPages(db, dataSource.id, range.first, range.last);
    },

    async delete(account: Account, rawId: unknown): Promise<{ id: string; deleted: true }> {
      const dataSource = await this.get(account, rawId);
      await db.transaction().execute(async (trx) => {
        await repo.deleteDataSource(trx, dataSource.id);
        if (!(await repo.isContentReferenced(trx, dataSource.sha256))) blobs.removeSync(dataSource.sha256);
      });
      return { id: dataSource.id, deleted: true };
    },
  };
}

export type DataSourceService = ReturnType<typeof createDataSourceService>;

const duplicate = () => new AppError('duplicate_file', 'Duplicate file');

function checkFileName(fileName: string): void {
  if (!fileName.trim()) throw invalidRequest('the file part has no file name');
  if (/[\\/]/.test(fileName) || fileName === '.' || fileName === '..') {
    throw invalidRequest(`file name ${JSON.stringify(fileName)} must not contain path separators`);
  }
  if (/[\u0000-\u001f]/.test(fileName)) throw invalidRequest('file name must not contain control characters');
}

function translateConstraint(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicate();
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw new AppError('engine_not_found', 'the knowledge engine was deleted during the upload');
  throw error;
}
