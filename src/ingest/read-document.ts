import fs from 'node:fs/promises';
import { AppError } from '../errors.ts';
import type { ReadLimits, ReadPage, ReadResult } from './document.ts';
import { readDelimited } from './csv.ts';
import { describeFormat, detect, type Detected } from './detect.ts';
import { readDocx } from './docx.ts';
import { readEmail } from './email.ts';
import { readHtml } from './html.ts';
import { checkImage, tiffFrameFiles } from './image.ts';
import type { OcrPool } from './ocr.ts';
import { PAGE_CHARS } from './pages.ts';
import { readPdfText } from './pdf.ts';
import { pdfPageSourcesInThread } from './workers/pdf-thread.ts';
import { readAhead } from './read-ahead.ts';
import { readInThread } from './workers/reader-thread.ts';
import { readSpreadsheet } from './spreadsheet.ts';
import { checkZip, markupBytes } from './zip.ts';
import { readPlainText } from './text.ts';
import { isTicketShaped, readTicket } from './ticket.ts';

/**
 * Parsing HTML, DOCX, email, CSV or JSON is one synchronous go: a file larger than this
 * is parsed in a worker thread, so requests are never held up behind it.
 */
const OFF_THREAD_BYTES = 256 * 1024;
/** A document with more to parse than this (an Office file: markup, not pictures) is read by the background job, not in the upload request. */
const LATER_BYTES = 8 * 1024 * 1024;
/** A PDF of more pages than this is read by the background job (about 0.5 s per 100 text pages). */
const LATER_PDF_PAGES = 200;

/**
 * Reads a stored upload into pages, inside the upload request: every format but
 * images, scanned PDFs and very large documents, which come back `later` with no
 * pages. A file that cannot be read throws: 415 for a format this service does not
 * read (or bytes that contradict the name or type), 400 with the reason for a
 * truncated, corrupt or encrypted file, 413 for one that would expand past a limit.
 */
export async function readDocument(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  const bytes = await readBytes(path);
  const detected = await detect(bytes, fileName, limits.mediaType);
  checkTextLength(detected, limits.maxPages);
  const later = { format: detected.format, pages: [], later: true };
  const result = await guard(detected, async (): Promise<ReadResult> => {
    if (detected.kind === 'image') {
      checkImage(bytes, detected.format, limits.maxPages);
      return later;
    }
    if (detected.kind === 'pdf') {
      const { pages, boxes, scanned, pageCount } = await readPdfText(bytes, limits.maxPages, { stopAtScan: true, readUpTo: LATER_PDF_PAGES });
      return scanned.length > 0 || pageCount > LATER_PDF_PAGES ? later : { format: 'pdf', pages, boxes, later: false };
    }
    if (workOf(bytes, detected) > LATER_BYTES) {
      // A bomb or a broken archive is still refused here (the check inflates off this thread).
      if (isZip(detected)) await checkZip(bytes, archiveName(detected));
      return later;
    }
    return readParsed(path, fileName, limits, bytes, detected);
  });
  checkPageCount(result.pages.length, limits.maxPages);
  return result;
}

/**
 * Reads a document `readDocument` left for later: every image frame and every
 * scanned PDF page goes through the shared, bounded OCR pool (PDF pages with a text
 * layer keep it; the PDF is read and rendered in a worker thread); other documents
 * are parsed in a worker thread. Slow: run it
 * outside the request.
 */
export async function readDocumentLater(path: string, fileName: string, limits: ReadLimits, pool: OcrPool, signal?: AbortSignal): Promise<ReadPage[]> {
  let bytes = await readBytes(path);
  const detected = await detect(bytes, fileName, limits.mediaType);
  const ocr = (image: Buffer) => pool.recognizePage(image, signal);
  // One more page prepared than OCR threads, so a thread never waits for a rendering.
  const ahead = pool.concurrency + 1;
  const pages = await guard(detected, async () => {
    if (detected.kind === 'pdf') {
      // The PDF thread reads the file itself; a 50 MiB scan need not stay here for minutes of OCR.
      bytes = new Uint8Array(0);
      return readAhead(pdfPageSourcesInThread(path, limits.maxPages, signal), ocr, ahead);
    }
    if (detected.kind !== 'image') return (await readParsed(path, fileName, limits, bytes, detected)).pages.map((text) => ({ text, boxes: null }));
    const frames = checkImage(bytes, detected.format, limits.maxPages);
    if (detected.format !== 'tiff') return [await ocr(Buffer.from(bytes))];
    return readAhead(
      (function* () {
        for (const image of tiffFrameFiles(bytes, frames)) {
          signal?.throwIfAborted();
          yield { image };
        }
      })(),
      ocr,
      ahead,
    );
  });
  checkPageCount(pages.length, limits.maxPages);
  return pages;
}

/**
 * A DOCX, spreadsheet or text document, parsed in a worker thread when it is large,
 * and a DOCX always: mammoth's XML parser (xmldom) takes time that grows with the
 * square of an unclosed element's content (a DOCX of a few KiB took 80 s to refuse).
 */
function readParsed(path: string, fileName: string, limits: ReadLimits, bytes: Uint8Array, detected: Detected): Promise<ReadResult> {
  if (detected.kind === 'docx' || (parsedAtOnce(detected) && !cutIntoPagesHere(detected) && bytes.length > OFF_THREAD_BYTES)) return readInThread(path, fileName, limits);
  return parseHere(bytes, detected, limits);
}

/**
 * Plain text and Markdown are only cut into pages, one linear pass (about 2 ms a MiB)
 * that costs less than decoding them, which detection has already done on this thread;
 * a reader thread would cost a hundred times as much, most of it loading every reader.
 */
const cutIntoPagesHere = (detected: Detected) => detected.kind === 'text' && (detected.format === 'text' || detected.format === 'markdown');

/**
 * Reads a DOCX, spreadsheet or text document on this thread, whatever its size: what
 * the reader thread runs. (SheetJS has a worker thread of its own.)
 */
export async function readHere(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  const bytes = await readBytes(path);
  const detected = await detect(bytes, fileName, limits.mediaType);
  const result = await guard(detected, () => parseHere(bytes, detected, limits));
  checkPageCount(result.pages.length, limits.maxPages);
  return result;
}

const parsedAtOnce = (detected: Detected) => detected.kind === 'docx' || detected.kind === 'text';
const isZip = (detected: Detected) => detected.kind === 'docx' || (detected.kind === 'spreadsheet' && detected.format !== 'xls');
const archiveName = (detected: Detected) => `the ${detected.format.toUpperCase()} file`;

/**
 * How much a reader must parse: the markup inside an Office archive (not its
 * pictures), else the file itself. JSON counts as nothing: whether it is a ticket, and
 * so its format, is only known once it is parsed, so it is always read at once.
 */
function workOf(bytes: Uint8Array, detected: Detected): number {
  if (isZip(detected)) return markupBytes(bytes, archiveName(detected));
  return detected.format === 'json' ? 0 : bytes.length;
}

async function parseHere(bytes: Uint8Array, detected: Detected, limits: ReadLimits): Promise<ReadResult> {
  const done = (pages: string[], format: string = detected.format): ReadResult => ({ format, pages, later: false });
  switch (detected.kind) {
    case 'docx':
      return done(await readDocx(bytes));
    case 'spreadsheet':
      return done(await readSpreadsheet(bytes, detected.format));
    case 'text':
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
    default:
      throw new Error(`${detected.format} is not parsed as a whole`);
  }
}

/**
 * Pages hold at most PAGE_CHARS characters, and plain text and tables lose at most
 * whitespace and quotes when read: a text twice too long for the page limit is refused
 * before parsing builds it again in memory. (The exact count is checked after.)
 */
function checkTextLength(detected: Detected, maxPages: number): void {
  if (detected.kind !== 'text' || !['text', 'markdown', 'csv', 'tsv'].includes(detected.format)) return;
  if (detected.text.length > 2 * maxPages * PAGE_CHARS) {
    throw new AppError('payload_too_large', `the document has ${detected.text.length} characters, far more than ${maxPages} pages of ${PAGE_CHARS} can hold`);
  }
}

/** A JSON upload is a ticket when it is one, and must be one when uploaded as a ticket; other JSON is kept as text. */
function readJson(text: string, type: ReadLimits['type']): ReadResult {
  const value: unknown = JSON.parse(text);
  if (type === 'ticket' || isTicketShaped(value)) return { format: 'ticket', pages: readTicket(value), later: false };
  return { format: 'json', pages: readPlainText(text), later: false };
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
