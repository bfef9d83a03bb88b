import { Worker } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { rowLine } from './csv.ts';
import type { SpreadsheetFormat } from './detect.ts';
import { paginateLines } from './pages.ts';
import { onlyMessage, THREAD_HEAP_MB, THREAD_TIME_LIMIT_MS } from './workers/threads.ts';
import { checkZip } from './zip.ts';

const WORKER = new URL('./workers/spreadsheet-worker.mjs', import.meta.url);

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

async function parseInWorker(bytes: Uint8Array, what: string): Promise<string[][][]> {
  // The worker is plain JavaScript (SheetJS only); it needs none of the server's flags.
  const worker = new Worker(WORKER, { workerData: { bytes }, resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB }, execArgv: [] });
  const message = await onlyMessage<{ sheets?: string[][][]; error?: string }>(worker, THREAD_TIME_LIMIT_MS, what);
  if (message.sheets) return message.sheets;
  const reason = message.error ?? 'unreadable';
  if (/password|encrypt/i.test(reason)) throw new AppError('invalid_request', `${what} is encrypted with a password and cannot be read`);
  throw new AppError('invalid_request', `${what} is truncated or corrupt: ${reason}`);
}
