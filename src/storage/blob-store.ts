import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { AppError, invalidRequest } from '../errors.ts';

/** An uploaded file written to a temporary place, with its hash, not yet stored. */
export interface StagedFile {
  tempPath: string;
  sha256: string;
  size: number;
  fileName: string;
  mediaType: string;
}

/** An upload that could not be staged (such as one over the size limit): kept so a batch can report it at its place. */
export interface RejectedFile {
  fileName: string;
  error: AppError;
}

export const isRejected = (file: StagedFile | RejectedFile): file is RejectedFile => 'error' in file;

/**
 * Where uploads are stored, content-addressed: each distinct content kept once, named
 * by its SHA-256; an upload is staged while it streams in and hashed, and committed
 * only inside the transaction that records it. A directory (local, or shared by every
 * process) answers this today. An S3-compatible store could stage to a local
 * temporary file as now, upload in `commitSync`'s place and answer `pathOf` with a
 * local copy; those two would become asynchronous, which the content lock around
 * them (PostgreSQL) allows.
 */
export interface BlobStore {
  /** Where the stored bytes of `sha256` can be read. */
  pathOf(sha256: string): string;
  stage(source: Readable, meta: { fileName: string; mediaType: string }, maxBytes: number): Promise<StagedFile>;
  receive(source: Readable, meta: { fileName: string; mediaType: string }, maxBytes: number): Promise<StagedFile | RejectedFile>;
  commitSync(file: StagedFile): void;
  discard(file: StagedFile | RejectedFile): void;
  removeSync(sha256: string): void;
}

/**
 * The store as a directory, `<dataDir>/files`. Uploads stream into `<dataDir>/tmp`
 * while hashed, so no file is ever held whole in memory, and move into place only
 * when a record that refers to them is committed.
 */
export class DirectoryBlobStore implements BlobStore {
  readonly filesDir: string;
  readonly tempDir: string;
  readonly #stagingTarget: string | undefined;

  /**
   * `stagingTarget` (tests only): every upload is written to this existing path instead
   * of a new temporary file, such as /dev/full, which fails every write with ENOSPC.
   */
  constructor(dataDir: string, opts: { stagingTarget?: string; shared?: { idleMs: number } } = {}) {
    this.#stagingTarget = opts.stagingTarget;
    this.filesDir = path.join(dataDir, 'files');
    this.tempDir = path.join(dataDir, 'tmp');
    fs.mkdirSync(this.filesDir, { recursive: true });
    if (opts.shared) {
      // Other processes stage their uploads here too: only files nobody has written to for
      // longer than a request may last belong to requests that will never finish.
      fs.mkdirSync(this.tempDir, { recursive: true });
      const before = Date.now() - opts.shared.idleMs;
      for (const name of fs.readdirSync(this.tempDir)) {
        const file = path.join(this.tempDir, name);
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        if (stat && stat.mtimeMs < before) fs.rmSync(file, { recursive: true, force: true });
      }
      return;
    }
    // This process is the directory's only user: whatever is in tmp belongs to requests a previous process never finished.
    fs.rmSync(this.tempDir, { recursive: true, force: true });
    fs.mkdirSync(this.tempDir, { recursive: true });
  }

  pathOf(sha256: string): string {
    return path.join(this.filesDir, sha256.slice(0, 2), sha256);
  }

  /** Streams `source` to a temporary file. Over `maxBytes`: 413, and nothing is left behind. */
  async stage(source: Readable, meta: { fileName: string; mediaType: string }, maxBytes: number): Promise<StagedFile> {
    const tempPath = path.join(this.tempDir, randomBytes(12).toString('hex'));
    const hash = createHash('sha256');
    const out = this.#stagingTarget ? fs.createWriteStream(this.#stagingTarget, { flags: 'w' }) : fs.createWriteStream(tempPath, { flags: 'wx' });
    let size = 0;
    // Leaving the loop early must not destroy the source: a multipart parser waits for a
    // destroyed part stream forever. It is drained instead (below), so the parser moves on.
    const chunks = typeof source.iterator === 'function' ? source.iterator({ destroyOnReturn: false }) : source;
    try {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > maxBytes) {
          throw new AppError('payload_too_large', `file ${JSON.stringify(meta.fileName)} is larger than the limit of ${maxBytes} bytes`);
        }
        hash.update(chunk);
        // events.once also rejects on 'error', and leaves no listener behind.
        if (!out.write(chunk)) await once(out, 'drain');
      }
      // busboy marks a file cut off by its own size limit instead of failing the stream.
      if ((source as { truncated?: boolean }).truncated) {
        throw new AppError('payload_too_large', `file ${JSON.stringify(meta.fileName)} is larger than the limit of ${maxBytes} bytes`);
      }
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    } catch (error) {
      source.resume?.();
      // The temporary file is opened asynchronously: remove it only once the stream is closed,
      // or an open that completes after the removal leaves it behind.
      out.destroy();
      await finished(out).catch(() => undefined);
      fs.rmSync(tempPath, { force: true });
      throw outOfSpace(error) ? new AppError('insufficient_storage', 'the server has no room to store this upload now; retry later', { 'Retry-After': '60' }) : error;
    }
    return { tempPath, sha256: hash.digest('hex'), size, ...meta };
  }

  /**
   * As `stage`, for an upload: a failure comes back as a rejected file holding the error its
   * sender is shown, on REST and GraphQL alike, so a batch can report it at its place.
   */
  async receive(source: Readable, meta: { fileName: string; mediaType: string }, maxBytes: number): Promise<StagedFile | RejectedFile> {
    try {
      return await this.stage(source, meta, maxBytes);
    } catch (error) {
      return { fileName: meta.fileName, error: error instanceof AppError ? error : invalidRequest(`the upload of ${JSON.stringify(meta.fileName)} did not complete: ${(error as Error).message}`) };
    }
  }

  /**
   * Moves a staged file to its permanent name. Synchronous on purpose: it runs inside
   * the database transaction that records it, so a concurrent delete cannot remove
   * the content between the move and the insert.
   */
  commitSync(file: StagedFile): void {
    const target = this.pathOf(file.sha256);
    if (fs.existsSync(target)) {
      fs.rmSync(file.tempPath, { force: true });
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file.tempPath, target);
  }

  /** Drops a staged file that will not be stored. Safe to call after commit, and on a rejected file. */
  discard(file: StagedFile | RejectedFile): void {
    if (!isRejected(file)) fs.rmSync(file.tempPath, { force: true });
  }

  removeSync(sha256: string): void {
    fs.rmSync(this.pathOf(sha256), { force: true });
  }
}

/** A full disk or an exhausted quota: the server's condition, not the caller's request. */
const outOfSpace = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes(String((error as { code?: unknown } | null)?.code));
