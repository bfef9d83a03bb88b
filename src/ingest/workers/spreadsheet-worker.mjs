/**
 * Reads a workbook with SheetJS in a worker thread and posts back each sheet's rows
 * as cell texts (what Excel shows: formatted numbers and dates). A separate thread
 * because SheetJS parses in one synchronous go, holding several times the unpacked
 * XML in memory: here that neither stalls the server's requests nor, past the
 * thread's heap limit, takes the server down with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

function cellText(cell) {
  if (!cell) return '';
  if (cell.w !== undefined) return cell.w;
  if (cell.v === undefined || cell.v === null) return '';
  try {
    return XLSX.utils.format_cell(cell);
  } catch {
    return String(cell.v);
  }
}

try {
  const book = XLSX.read(workerData.bytes, { type: 'buffer', dense: true, cellFormula: false, cellHTML: false, cellStyles: false, bookVBA: false });
  const sheets = book.SheetNames.map((name) => {
    const rows = [];
    for (const row of book.Sheets[name]?.['!data'] ?? []) {
      if (row) rows.push(Array.from(row, cellText));
    }
    return rows;
  });
  parentPort.postMessage({ sheets });
} catch (error) {
  parentPort.postMessage({ error: String(error?.message ?? error) });
}
