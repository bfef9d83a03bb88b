import { Worker } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { rowLine } from './csv.ts';
import type { SpreadsheetFormat } from './detect.ts';
import { paginateLines } from './pages.ts';
import { checkZip } from './zip.ts';

/** Heap the SheetJS thread may use; a workbook needing more is refused (413) instead of exhausting the server. */
const WORKER_HEAP_MB = 1024;
/** Longest a workbook may take to parse. */
const READ_TIMEOUT_MS = 120_000;
const WORKER = new URL('./spreadsheet-worker.mjs', import.meta.url);

/**
 * XLSX, XLS (and XLSB, ODS, which SheetJS reads the same way): each sheet starts a
 * page, cut further between rows every 3,000 characters. A row is its cells as
 * Excel shows them, joined with ` | `. Empty sheets give no page.
 */
export async function readSpreadsheet(bytes: Uint8Array, format: SpreadsheetFormat): Promise<string[]> {
  const what = `the ${format.toUpperCase()} file`;
  if (format !== 'xls') await checkZip(bytes, what);
  const sheets = await parseInWorker(bytes, what);
  const pages: string[] = [];
  for (const rows of sheets) {
    const lines = rows.map(rowLine).filter((line) => line !== '');
    if (lines.length > 0) pages.push(...paginateLines(lines));
  }
  return pages.length > 0 ? pages : [''];
}

function parseInWorker(bytes: Uint8Array, what: string): Promise<string[][][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { bytes }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new AppError('payload_too_large', `${what} took longer than ${READ_TIMEOUT_MS / 1000} s to read`));
    }, READ_TIMEOUT_MS);
    const settle = (action: () => void) => {
      clearTimeout(timer);
      action();
    };
    worker.once('message', (message: { sheets?: string[][][]; error?: string }) =>
      settle(() => {
        void worker.terminate();
        if (message.sheets) return resolve(message.sheets);
        const reason = message.error ?? 'unreadable';
        if (/password|encrypt/i.test(reason)) reject(new AppError('invalid_request', `${what} is encrypted with a password and cannot be read`));
        else reject(new AppError('invalid_request', `${what} is truncated or corrupt: ${reason}`));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AppError('payload_too_large', `${what} needs more than ${WORKER_HEAP_MB} MiB of memory to read`)
            : new AppError('invalid_request', `${what} cannot be read: ${error.message}`),
        ),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new AppError('invalid_request', `${what} cannot be read (reader stopped with code ${code})`))));
  });
}
