import fs from 'node:fs/promises';
import { AppError } from '../errors.ts';
import { readPdf } from './pdf.ts';
import { readPlainText } from './text.ts';

export interface ReadResult {
  /** What the bytes turned out to be: pdf, text or markdown. */
  format: string;
  /** Page texts, page 1 first. */
  pages: string[];
}

export interface ReadLimits {
  maxPages: number;
}

/**
 * Reads a stored upload into pages. The format comes from the bytes; the file name
 * only tells Markdown from plain text, which the bytes cannot.
 */
export async function readDocument(path: string, fileName: string, limits: ReadLimits): Promise<ReadResult> {
  const bytes = new Uint8Array(await fs.readFile(path));
  if (bytes.length === 0) throw new AppError('invalid_request', 'the file is empty');
  const format = sniff(bytes, fileName);
  const pages = format === 'pdf' ? await readPdf(bytes, limits.maxPages) : readPlainText(bytes);
  if (pages.length > limits.maxPages) {
    throw new AppError('payload_too_large', `the document has ${pages.length} pages, more than the limit of ${limits.maxPages}`);
  }
  return { format, pages };
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/** Known binary formats this build does not read yet, so the 415 can say what was found. */
const UNREAD_SIGNATURES: Array<[string, number[]]> = [
  ['a ZIP archive (such as DOCX or XLSX)', [0x50, 0x4b, 0x03, 0x04]],
  ['an OLE2 file (such as XLS or DOC)', [0xd0, 0xcf, 0x11, 0xe0]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a TIFF image', [0x49, 0x49, 0x2a, 0x00]],
  ['a TIFF image', [0x4d, 0x4d, 0x00, 0x2a]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a gzip archive', [0x1f, 0x8b]],
];

function sniff(bytes: Uint8Array, fileName: string): string {
  // A PDF header may follow a little junk; readers accept it within the first KiB.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  for (const [what, signature] of UNREAD_SIGNATURES) {
    if (startsWith(bytes, signature)) throw new AppError('unsupported_media_type', `the file is ${what}, a format this service does not read`);
  }
  if (bytes.subarray(0, 8192).includes(0)) {
    throw new AppError('unsupported_media_type', 'the file is binary data in a format this service does not read');
  }
  if (/\.pdf$/i.test(fileName)) throw new AppError('unsupported_media_type', 'the file is named .pdf but its bytes are not a PDF');
  return /\.(md|markdown)$/i.test(fileName) ? 'markdown' : 'text';
}
