import type { Logger } from 'pino';
import { isForeignKeyViolation, isUniqueViolation, type Db } from '../../db/database.ts';
import * as repo from '../../db/repositories/data-sources.ts';
import { nowSeconds, type Account, type DataSource, type DataSourceType, type Page, type Slice } from '../domain/types.ts';
import { AppError, invalidRequest, notFound, toAppError } from '../errors.ts';
import { newDataSourceId, parseDataSourceId } from '../ids.ts';
import type { OcrPool } from '../ingest/ocr.ts';
import { mediaTypeOf } from '../ingest/detect.ts';
import { readDocument, readDocumentLater } from '../ingest/read-document.ts';
import { listening, type Events } from '../jobs/events.ts';
import { QueueStopping, type JobQueue } from '../jobs/queue.ts';
import type { Metrics } from '../metrics/index.ts';
import { isRejected, type BlobStore, type RejectedFile, type StagedFile } from '../storage/blob-store.ts';
import { isPlainObject, optionalNotes, optionalString, pageSize, requireObject, requireOneOf } from './input.ts';
import type { KnowledgeEngineService } from './knowledge-engines.ts';
import { parsePageRange } from '../domain/page-range.ts';

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

export const READ_JOB = 'read_data_source';

export function createDataSourceService(deps: {
  db: Db;
  blobs: BlobStore;
  engines: KnowledgeEngineService;
  queue: JobQueue;
  events: Events;
  ocr: OcrPool;
  metrics: Pick<Metrics, 'pagesRead'>;
  limits: DataSourceLimits;
  log: Logger;
}) {
  const { db, blobs, engines, queue, events, ocr, metrics, limits, log } = deps;

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
      // OCR takes about a second a page, so scans (and very large documents) are read by a
      // background job: until it is done the data source (and so its engine) is processing.
      const document = await readDocument(file.tempPath, file.fileName, readLimits);
      const dataSource: DataSource = {
        id: newDataSourceId(),
        accountId: account.id,
        knowledgeEngineId: engine.id,
        name,
        type,
        status: document.later ? 'processing' : 'processed',
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
        await repo.lockContent(trx, file.sha256);
        await repo.insertDataSource(trx, dataSource, document.pages.map((text, i) => ({ text, boxes: document.boxes?.[i] ?? null })));
        if (document.later) await queue.enqueue(trx, READ_JOB, dataSource.id);
        blobs.commitSync(file);
      }).catch(translateConstraint);
      if (document.later) queue.wake();
      else metrics.pagesRead('request', document.pages.length);
      return dataSource;
    } finally {
      blobs.discard(file);
    }
  }

  /** The background job: read a stored upload (OCR for scans), then record its pages (processed) or why it failed. */
  async function readInBackground(dataSourceId: string, signal: AbortSignal): Promise<void> {
    const ds = await repo.loadDataSource(db, dataSourceId);
    if (!ds || ds.status !== 'processing') return;
    let pages: repo.StoredPage[];
    try {
      pages = await readDocumentLater(blobs.pathOf(ds.sha256), ds.fileName, { maxPages: limits.maxPages, type: ds.type }, ocr, signal);
    } catch (error) {
      if (signal.aborted && signal.reason instanceof QueueStopping) throw signal.reason;
      if (signal.aborted) return; // deleted meanwhile
      if (!(error instanceof AppError)) log.error({ err: error, data_source: ds.id }, 'background reading failed');
      const message = error instanceof AppError ? error.message : 'the document could not be read';
      await repo.failDataSource(db, ds.id, message);
      return announce(ds.id);
    }
    // A data source deleted while it was read takes its pages' foreign key with it.
    await db.transaction().execute((trx) => repo.completeDataSource(trx, ds.id, pages)).catch((error) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
    metrics.pagesRead('background', pages.length);
    await announce(ds.id);
  }

  async function announce(id: string): Promise<void> {
    const ds = await repo.loadDataSource(db, id);
    if (ds) events.publish('data-source', id, ds);
  }

  return {
    create,

    /** The background job that reads scans and very large documents. */
    readJob: {
      run: readInBackground,
      giveUp: async (id: string) => {
        await repo.failDataSource(db, id, 'the server stopped while reading this document, and again on its retry');
        await announce(id);
      },
    },

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

    /** The data source now, then again when its background reading ends; a settled one is sent once. */
    async *watch(account: Account, rawId: unknown): AsyncGenerator<DataSource> {
      const id = parseDataSourceId(rawId);
      const live = listening(events.subscribe('data-source', id));
      let next = live.next();
      try {
        await events.ready();
        const current = await repo.findDataSource(db, account.id, id);
        if (!current) throw notFound('data source', id);
        yield current;
        if (current.status !== 'processing') return;
        for (;;) {
          // Read the store again now and then: an event lost on the way must not leave the watcher waiting for ever.
          const arrived = await Promise.race([next, new Promise<null>((resolve) => setTimeout(resolve, RECHECK_MS, null).unref())]);
          const now = arrived === null ? await repo.findDataSource(db, account.id, id) : arrived.done ? undefined : arrived.value;
          if (!now) return;
          if (arrived !== null) next = live.next();
          if (arrived === null && now.status === 'processing') continue;
          yield now;
          if (now.status !== 'processing') return;
        }
      } finally {
        await live.return?.();
      }
    },

    /** The stored upload itself: where its bytes are, with the name and type it came with. */
    async file(account: Account, rawId: unknown): Promise<{ path: string; size: number; mediaType: string; fileName: string }> {
      const dataSource = await this.get(account, rawId);
      return { path: blobs.pathOf(dataSource.sha256), size: dataSource.sizeBytes, mediaType: mediaTypeOf(dataSource.format), fileName: dataSource.fileName };
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
      queue.abort(dataSource.id, new Error('the data source was deleted'));
      await db.transaction().execute(async (trx) => {
        await repo.lockContent(trx, dataSource.sha256);
        await queue.forget(trx, dataSource.id);
        await repo.deleteDataSource(trx, dataSource.id);
        if (!(await repo.isContentReferenced(trx, dataSource.sha256))) blobs.removeSync(dataSource.sha256);
      });
      return { id: dataSource.id, deleted: true };
    },
  };
}

export type DataSourceService = ReturnType<typeof createDataSourceService>;

/** How long a watcher waits for an event before it reads the stored data source again. */
const RECHECK_MS = 5000;

const duplicate = () => new AppError('duplicate_file', 'Duplicate file');

function checkFileName(fileName: string): void {
  if (!fileName.trim()) throw invalidRequest('the file part has no file name');
  // The same limit as an explicit name: the file name becomes the name when none is given.
  if (fileName.length > NAME_MAX) throw invalidRequest(`the file name must be at most ${NAME_MAX} characters (got ${fileName.length})`);
  if (/[\\/]/.test(fileName) || fileName === '.' || fileName === '..') {
    throw invalidRequest(`file name ${JSON.stringify(fileName)} must not contain path separators`);
  }
  if (/[\u0000-\u001f]/.test(fileName)) throw invalidRequest('file name must not contain control characters');
}

function translateConstraint(error: unknown): never {
  if (isUniqueViolation(error)) throw duplicate();
  if (isForeignKeyViolation(error)) throw new AppError('engine_not_found', 'the knowledge engine was deleted during the upload');
  throw error;
}
