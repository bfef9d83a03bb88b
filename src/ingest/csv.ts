import Papa from 'papaparse';
import { AppError } from '../errors.ts';
import { CELL_SEPARATOR } from './html.ts';
import { paginateLines } from './pages.ts';

/**
 * CSV and TSV: one line per row, cells joined with ` | `, pages cut between rows
 * every 3,000 characters as for a spreadsheet sheet. A CSV file may use `,` or `;`
 * (Excel in many European locales) or tabs; papaparse picks the one that fits.
 */
export function readDelimited(text: string, format: 'csv' | 'tsv'): string[] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: format === 'tsv' ? '\t' : '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  const unclosed = parsed.errors.find((e) => e.code === 'MissingQuotes');
  if (unclosed) {
    throw new AppError('invalid_request', `the ${format.toUpperCase()} file has a quoted field that is never closed (row ${(unclosed.row ?? 0) + 1}); the file may be truncated`);
  }
  return paginateLines(parsed.data.map(rowLine));
}

export function rowLine(cells: unknown[]): string {
  const texts = cells.map((cell) => String(cell ?? '').replace(/\s*\n\s*/g, ' ').trim());
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts.join(CELL_SEPARATOR);
}
