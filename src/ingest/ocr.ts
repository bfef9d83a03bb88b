import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { encodePageBoxes, type PlacedText } from '../domain/page-boxes.ts';
import { AppError } from '../errors.ts';
import type { ReadPage } from './document.ts';

/**
 * The English model shipped inside @tesseract.js-data/eng (LSTM, "best" integer
 * weights): read from disk, so OCR never goes to the network for it (tesseract.js
 * would otherwise fetch it from a CDN).
 */
const LANG_PATH = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const CACHE_PATH = path.join(os.tmpdir(), 'knowledge-engine-tesseract');
/** tesseract.js's worker script behind a guard that turns off the network in its thread. */
export const WORKER_PATH = fileURLToPath(new URL('./ocr-worker.cjs', import.meta.url));

/** How long a worker may take to start, and one image to be read, before it is given up. */
const START_TIMEOUT_MS = 60_000;
const PAGE_TIMEOUT_MS = 180_000;
/** Workers hold 100-200 MB each; they are ended after this long without work. */
const IDLE_MS = 60_000;

export interface OcrPool {
  /** Most images read at once. */
  readonly concurrency: number;
  /** Text of one image (PNG, JPEG, binary PGM, or the first frame of a TIFF). Waits for a free worker. */
  recognize(image: Buffer, signal?: AbortSignal): Promise<string>;
  /** The same, with where each word stands on the image. */
  recognizePage(image: Buffer, signal?: AbortSignal): Promise<ReadPage>;
  /** Ends every worker; tasks still waiting fail. */
  close(): Promise<void>;
}

interface Slot {
  worker: Tesseract.Worker;
  /** Fails if the worker thread dies; raced against each image it reads. */
  died: Promise<never>;
  busy: boolean;
}

interface Task {
  image: Buffer;
  signal?: AbortSignal;
  resolve(page: ReadPage): void;
  reject(error: unknown): void;
}

/**
 * A bounded pool of tesseract.js workers. Each worker is a worker thread, so OCR
 * never runs on the thread that serves requests; at most `concurrency` images are
 * read at once and the rest wait in line, so OCR cannot take every core from the API.
 */
export function createOcrPool(opts: { concurrency: number; idleMs?: number }): OcrPool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let starting = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  function pump(): void {
    while (queue.length > 0) {
      const free = slots.find((s) => !s.busy);
      if (free) {
        run(free, queue.shift()!);
        continue;
      }
      if (slots.length + starting >= opts.concurrency) return;
      starting++;
      startWorker().then(
        (slot) => {
          starting--;
          if (closed) return void slot.worker.terminate();
          slots.push(slot);
          pump();
        },
        (error) => {
          starting--;
          // Nothing can read the waiting images if no worker starts: fail them rather than hang.
          if (slots.length + starting === 0) queue.splice(0).forEach((t) => t.reject(error));
        },
      );
      return;
    }
    scheduleIdle();
  }

  function run(slot: Slot, task: Task): void {
    if (task.signal?.aborted) {
      task.reject(task.signal.reason);
      return pump();
    }
    slot.busy = true;
    clearTimeout(idleTimer);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError('invalid_request', `OCR of an image took more than ${PAGE_TIMEOUT_MS / 1000} s and was stopped`)), PAGE_TIMEOUT_MS);
    });
    // TSV: every word with its box, in the order the text is written; a few KB a page.
    Promise.race([slot.worker.recognize(task.image, {}, { text: true, tsv: true }), timeout, slot.died])
      .then(
        (result) => {
          const text = cleanText(result.data.text ?? '');
          task.resolve({ text, boxes: wordBoxes(text, result.data.tsv ?? '') });
        },
        (error) => {
          // A worker that failed or timed out may be in any state: replace it.
          drop(slot);
          task.reject(error instanceof AppError ? error : new AppError('invalid_request', `the image could not be read by OCR: ${errorText(error)}`));
        },
      )
      .finally(() => {
        clearTimeout(timer);
        slot.busy = false;
        pump();
      });
  }

  function drop(slot: Slot): void {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    void slot.worker.terminate().catch(() => {});
  }

  function scheduleIdle(): void {
    clearTimeout(idleTimer);
    if (slots.length === 0 || slots.some((s) => s.busy)) return;
    idleTimer = setTimeout(() => {
      if (queue.length === 0 && !slots.some((s) => s.busy)) slots.splice(0).forEach((s) => void s.worker.terminate().catch(() => {}));
    }, opts.idleMs ?? IDLE_MS);
    idleTimer.unref();
  }

  function recognizePage(image: Buffer, signal?: AbortSignal): Promise<ReadPage> {
    if (closed) return Promise.reject(new AppError('internal', 'OCR is shut down'));
    return new Promise<ReadPage>((resolve, reject) => {
      const task: Task = { image, signal, resolve, reject };
      signal?.addEventListener(
        'abort',
        () => {
          const i = queue.indexOf(task);
          if (i >= 0) {
            queue.splice(i, 1);
            reject(signal.reason);
          }
        },
        { once: true },
      );
      queue.push(task);
      pump();
    });
  }

  return {
    concurrency: opts.concurrency,
    recognizePage,
    recognize: async (image, signal) => (await recognizePage(image, signal)).text,
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      queue.splice(0).forEach((t) => t.reject(new AppError('internal', 'OCR is shut down')));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate().catch(() => {})));
    },
  };
}

async function startWorker(): Promise<Slot> {
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the OCR engine did not start in time')), START_TIMEOUT_MS);
  });
  // Loaded on first use: a server that never sees a scan never loads the OCR engine.
  const { default: tesseract } = await import('tesseract.js');
  const worker = await Promise.race([
    tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      workerPath: WORKER_PATH,
      langPath: LANG_PATH,
      cachePath: CACHE_PATH,
      // Nothing is written: the model is read from the package each time a worker starts.
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js throws failures from its message listener, which would end the process.
      errorHandler: (error: unknown) => fail(new Error(errorText(error))),
    }),
    failed,
    timeout,
  ]).finally(() => clearTimeout(timer));
  // The worker thread itself: an 'error' event nobody listens to would end the process.
  const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
  const died = new Promise<never>((_, reject) => {
    thread?.on('error', (error) => reject(error));
    thread?.once('exit', (code) => reject(new Error(`the OCR worker stopped (exit code ${code})`)));
  });
  died.catch(() => {}); // also when it is ended on purpose, with no image in flight
  return { worker, died, busy: false };
}

/**
 * Tesseract's TSV: a row per page, block, paragraph, line and word (level 5), with
 * left, top, width and height in pixels of the image it read; the page row gives the
 * image's size. Enlarging for OCR (ocr-prepare.cjs) scales the whole image alike, so
 * fractions of it hold for the image as uploaded.
 */
function wordBoxes(text: string, tsv: string): Uint8Array | null {
  let width = 0;
  let height = 0;
  const words: PlacedText[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [left, top, w, h] = cells.slice(6, 10).map(Number);
    if (cells[0] === '1') {
      width = w;
      height = h;
    } else if (cells[0] === '5' && cells[11].trim() !== '') {
      words.push({ text: cells[11], x0: left, y0: top, x1: left + w, y1: top + h });
    }
  }
  return encodePageBoxes(text, words, width, height);
}

function cleanText(text: string): string {
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
