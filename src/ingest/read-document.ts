import fs from 'node:fs/promises';
import { AppError } from '../errors.ts';
import { readDelimited } from './csv.ts';
import { describeFormat, detect, type Detected } from './detect.ts';
import { readDocx } from './docx.ts';
import { readEmail } from './email.ts';
import { readHtml } from './html.ts';
import { checkImage, tiffFrameFiles } from './image.ts';
import type { OcrPool } from './ocr.ts';
import { readPdfText, readPdfWithOcr } from './pdf.ts';
import { readSpreadsheet } from './spreadsheet.ts';
import { readPlainText } from './text.ts';
import { PAGE_CHARS } from './pages.ts';
import { isTicketShaped, readTicket } from './ticket.ts';

export interface ReadResult {
  /** What the bytes turned out to be: pdf, docx, xlsx, xls, xlsb, ods, csv, tsv, html, eml, ticket, json, markdown, text, png, jpeg or tiff. */
  format: string;
  /** Page texts, page 1 first; empty when `needsOcr`. */
  pages: string[];
  /** The document is an image or a scanned PDF: its pages come from `readDocumentSlow`, which runs OCR. */
  needsOcr: boolean;
}

export interface ReadLimits {
  maxPages: number;
  /** The media type the upload declared; bytes that contradict it are refused (415). */
  mediaType?: string;
  /** The data source type: a JSON file uploaded as a `ticket` must be one (400 otherwise). */
  type?: 'file' | 'ticket';
}

/**
 * Reads a stored upload into pages, cheaply enough to run inside the upload request:
 * every format but images and scanned PDFs, which come back with `needsOcr` and no
 * pages. A file that cannot be read throws: 415 for a format this service does not
 * read (or bytes that contradict the name or type), 400 with the reason for a
 * truncated, corrupt or encrypted file, 413 for one that would expand past a limit.
 */
export async function readDocument(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  const bytes = await readBytes(path);
  const detected = await detect(bytes, fileName, limits.mediaType);
  const result = await guard(detected, () => readCheap(bytes, detected, limits));
  checkPageCount(result.pages.length, limits.maxPages);
  return result;
}

/**
 * Reads a document that needs OCR (see `readDocument`): every image frame and every
 * scanned PDF page goes through the shared, bounded OCR pool; PDF pages with a text
 * layer keep it. Slow (about a second a page): run it outside the request. Any other
 * document is read as `readDocument` reads it.
 */
export async function readDocumentSlow(path: string, fileName: string, limits: ReadLimits, pool: OcrPool, signal?: AbortSignal): Promise<string[]> {
  const bytes = await readBytes(path);
  const detected = await detect(bytes, fileName, limits.mediaType);
  const ocr = (image: Buffer) => pool.recognize(image, signal);
  const pages = await guard(detected, async () => {
    if (detected.kind === 'pdf') return readPdfWithOcr(bytes, limits.maxPages, ocr, signal);
    if (detected.kind !== 'image') return (await readCheap(bytes, detected, limits)).pages;
    const frames = checkImage(bytes, detected.format, limits.maxPages);
    if (detected.format !== 'tiff') return [await ocr(Buffer.from(bytes))];
    const texts: string[] = [];
    for (const frame of tiffFrameFiles(bytes, frames)) {
      signal?.throwIfAborted();
      texts.push(await ocr(frame));
    }
    return texts;
  });
  checkPageCount(pages.length, limits.maxPages);
  return pages;
}

async function readCheap(bytes: Uint8Array, detected: Detected, limits: ReadLimits): Promise<ReadResult> {
  const done = (pages: string[], format: string = detected.format): ReadResult => ({ format, pages, needsOcr: false });
  switch (detected.kind) {
    case 'pdf': {
      const { pages, scanned } = await readPdfText(bytes, limits.maxPages, { stopAtScan: true });
      return scanned.length > 0 ? { format: 'pdf', pages: [], needsOcr: true } : done(pages);
    }
    case 'docx':
      return done(await readDocx(bytes));
    case 'spreadsheet':
      return done(await readSpreadsheet(bytes, detected.format));
    case 'image':
      checkImage(bytes, detected.format, limits.maxPages);
      return { format: detected.format, pages: [], needsOcr: true };
    case 'text':
      // Pages hold at most PAGE_CHARS characters, and plain text and tables lose at most
      // whitespace and quotes when read: a text twice too long for the page limit is
      // refused before parsing builds it again in memory. (The exact count is checked after.)
      if (['text', 'markdown', 'csv', 'tsv'].includes(detected.format) && detected.text.length > 2 * limits.maxPages * PAGE_CHARS) {
        throw new AppError('payload_too_large', `the document has ${detected.text.length} characters, far more than ${limits.maxPages} pages of ${PAGE_CHARS} can hold`);
      }
      switch (detected.format) {
        case 'json':
          return readJson(detected.text, limits.type);
        case 'eml':
          return done(await readEmail(bytes));
        case 'html':
          return done(await readHtml(detected.text));
        case 'csv':
        case 'tsv':
          return done(readDelimited(detected.text, detected.format));
        default:
          return done(readPlainText(detected.text));
      }
  }
}

/** A JSON upload is a ticket when it is one, and must be one when uploaded as a ticket; other JSON is kept as text. */
function readJson(text: string, type: ReadLimits['type']): ReadResult {
  const value: unknown = JSON.parse(text);
  if (type === 'ticket' || isTicketShaped(value)) return { format: 'ticket', pages: readTicket(value), needsOcr: false };
  return { format: 'json', pages: readPlainText(text), needsOcr: false };
}

/** The file's bytes, without the copy `new Uint8Array(buffer)` would make of a 50 MiB upload. */
async function readBytes(path: string): Promise<Uint8Array> {
  const buffer = await fs.readFile(path);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Whatever a reader library throws that is not already a reasoned error is a file it could not read. */
async function guard<T>(detected: Detected, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error as Error)?.name === 'AbortError') throw error;
    throw new AppError('invalid_request', `the file looks like ${describeFormat(detected.format)} but cannot be read: ${(error as Error)?.message ?? String(error)}`);
  }
}

function checkPageCount(count: number, maxPages: number): void {
  if (count > maxPages) throw new AppError('payload_too_large', `the document has ${count} pages, more than the limit of ${maxPages}`);
}
