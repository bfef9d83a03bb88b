import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.ts';
import { decodeText } from './text.ts';
import { sniffText, type TextFormat } from './sniff-text.ts';

export type SpreadsheetFormat = 'xlsx' | 'xls' | 'xlsb' | 'ods';
export type ImageFormat = 'png' | 'jpeg' | 'tiff';

/** What the bytes of an upload are, decided before any reader runs. */
export type Detected =
  | { kind: 'pdf'; format: 'pdf' }
  | { kind: 'docx'; format: 'docx' }
  | { kind: 'spreadsheet'; format: SpreadsheetFormat }
  | { kind: 'image'; format: ImageFormat }
  | { kind: 'text'; format: TextFormat; text: string };

export type DetectedFormat = Detected['format'];

/**
 * Decides the format from the bytes: signatures (file-type) for binary formats, and
 * our own checks for text formats, which have no signature. The file name and the
 * declared media type never choose a binary format; they only pick between text
 * formats that look alike (CSV or plain text) and are checked against what was
 * found, so a `.pdf` that is really a PNG is refused rather than misread.
 */
export async function detect(bytes: Uint8Array, fileName: string, mediaType = ''): Promise<Detected> {
  if (bytes.length === 0) throw new AppError('invalid_request', 'the file is empty');
  const detected = (await detectBinary(bytes, fileName)) ?? detectText(bytes, fileName);
  checkDeclared(detected.format, fileName, mediaType);
  return detected;
}

async function detectBinary(bytes: Uint8Array, fileName: string): Promise<Detected | undefined> {
  // A PDF header may follow a little junk; PDF readers accept it within the first KiB.
  if (Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-')) return { kind: 'pdf', format: 'pdf' };
  // A byte-order mark means text; file-type would take FF FE for the sync bits of an MPEG frame.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
    return undefined;
  }
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type) return undefined;
  switch (type.ext) {
    case 'docx':
      return { kind: 'docx', format: 'docx' };
    case 'xlsx':
      return { kind: 'spreadsheet', format: 'xlsx' };
    case 'ods':
      return { kind: 'spreadsheet', format: 'ods' };
    case 'png':
      return { kind: 'image', format: 'png' };
    case 'jpg':
      return { kind: 'image', format: 'jpeg' };
    case 'tif':
      return { kind: 'image', format: 'tiff' };
    case 'cfb':
      return await detectCfb(bytes);
    case 'zip':
      return detectZip(bytes, fileName);
    case 'xml':
      return undefined; // XHTML and XML are text; the text checks decide.
  }
  if (type.mime.startsWith('text/')) return undefined;
  // Some signatures are a few printable bytes (MPEG-TS is "G" every 188 bytes, MP3 "ID3",
  // EXE "MZ"), so text can match them; real files of those formats hold control bytes.
  if (!TEXTUAL_FORMATS.has(type.ext) && isCleanText(bytes)) return undefined;
  throw unreadable(describeFileType(type.ext, type.mime));
}

/** Formats that file-type names and that are text themselves, but not text a person reads. */
const TEXTUAL_FORMATS = new Set(['rtf', 'ps', 'eps']);

/** The first 64 KiB hold no control byte but tab, line ends and form feed. */
function isCleanText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 65536);
  for (const byte of sample) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) return false;
  }
  return true;
}

/**
 * A ZIP that file-type could not name. An XLSB workbook is one it does not know; a
 * DOCX or XLSX cut short often looks like a bare ZIP, and when the name says which
 * it was meant to be, its reader reports what is wrong with it (400).
 */
function detectZip(bytes: Uint8Array, fileName: string): Detected {
  if (Buffer.from(bytes).includes('xl/workbook.bin')) return { kind: 'spreadsheet', format: 'xlsb' };
  const ext = extensionOf(fileName);
  if (ext === 'docx' || ext === 'docm') return { kind: 'docx', format: 'docx' };
  if (ext === 'xlsx' || ext === 'xlsm' || ext === 'ods') return { kind: 'spreadsheet', format: ext === 'ods' ? 'ods' : 'xlsx' };
  // The end-of-directory record closes every whole ZIP archive.
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 65_557)));
  if (!tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))) {
    throw new AppError('invalid_request', 'the file is a ZIP archive (such as a DOCX or XLSX) that is truncated: its directory is missing');
  }
  throw unreadable('a ZIP archive that is not a Word or Excel document');
}

/** OLE2 compound files hold legacy Office documents; only Excel workbooks are read. */
async function detectCfb(bytes: Uint8Array): Promise<Detected> {
  // SheetJS is loaded only for OLE2 files, which are rare.
  const XLSX = await import('@e965/xlsx');
  let names: string[];
  try {
    names = XLSX.CFB.read(bytes, { type: 'buffer' }).FullPaths.map((p: string) => p.replace(/^[^/]*\//, '').toLowerCase());
  } catch {
    throw new AppError('invalid_request', 'the file is a legacy Office (OLE2) file that is truncated or corrupt');
  }
  if (names.includes('encryptedpackage') || names.includes('encryptioninfo')) {
    throw new AppError('invalid_request', 'the Office document is encrypted with a password and cannot be read');
  }
  if (names.includes('workbook') || names.includes('book')) return { kind: 'spreadsheet', format: 'xls' };
  if (names.includes('worddocument')) throw unreadable('a legacy Word document (.doc); save it as DOCX or PDF');
  if (names.includes('powerpoint document')) throw unreadable('a legacy PowerPoint presentation (.ppt)');
  throw unreadable('an OLE2 compound file that is not an Excel workbook');
}

const FILE_TYPE_NAMES: Record<string, string> = {
  pptx: 'a PowerPoint presentation (PPTX)',
  odt: 'an OpenDocument text (ODT)',
  odp: 'an OpenDocument presentation (ODP)',
  gif: 'a GIF image',
  webp: 'a WebP image',
  bmp: 'a BMP image',
  heic: 'a HEIC image',
  gz: 'a gzip archive',
  '7z': 'a 7-Zip archive',
  rar: 'a RAR archive',
  epub: 'an EPUB book',
  rtf: 'an RTF document',
};

function describeFileType(ext: string, mime: string): string {
  return FILE_TYPE_NAMES[ext] ?? `${/^[aeiou]/i.test(ext) ? 'an' : 'a'} ${ext.toUpperCase()} file (${mime})`;
}

const unreadable = (what: string) => new AppError('unsupported_media_type', `the file is ${what}, a format this service does not read`);

/** Text formats the file name may name; the bytes must still agree (see sniffText). */
const TEXT_EXTENSIONS: Record<string, TextFormat | 'any'> = {
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  json: 'json',
  eml: 'eml',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'any',
  text: 'any',
  log: 'any',
};

function detectText(bytes: Uint8Array, fileName: string): Detected {
  const text = decodeText(bytes);
  const sniffed = sniffText(text);
  const named = TEXT_EXTENSIONS[extensionOf(fileName)];
  // No telling name: the bytes decide, guesses included.
  if (!named) return { kind: 'text', format: sniffed.format, text };
  // A .txt is read as text unless it is unmistakably something else.
  if (named === 'any') return { kind: 'text', format: sniffed.strong ? sniffed.format : 'text', text };
  // Header-like lines may start any text (a memo, notes on a call), so only JSON and HTML
  // documents contradict a text format's name.
  if (sniffed.strong && sniffed.format !== named && sniffed.format !== 'eml') throw contradiction(fileName, describeFormat(sniffed.format));
  if (named === 'json' && sniffed.format !== 'json') {
    throw new AppError('invalid_request', `the file is named ${JSON.stringify(fileName)} but is not valid JSON: ${jsonError(text)}`);
  }
  if (named === 'eml' && sniffed.format !== 'eml') {
    throw new AppError('invalid_request', `the file is named ${JSON.stringify(fileName)} but does not start with email headers (From, Subject, Date)`);
  }
  return { kind: 'text', format: named, text };
}

function jsonError(text: string): string {
  try {
    JSON.parse(text);
    return 'unknown error';
  } catch (error) {
    return (error as Error).message;
  }
}

export const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toLowerCase() ?? '';

/** Which detected formats each extension or media type allows. */
const SPREADSHEETS: DetectedFormat[] = ['xlsx', 'xls', 'xlsb', 'ods'];
const IMAGES: DetectedFormat[] = ['png', 'jpeg', 'tiff'];
const TEXTS: DetectedFormat[] = ['csv', 'tsv', 'json', 'eml', 'html', 'markdown', 'text'];
// Web applications export "Excel" files that are really HTML tables or CSV; Excel opens them.
const LEGACY_EXCEL: DetectedFormat[] = [...SPREADSHEETS, 'csv', 'tsv', 'html'];

const EXTENSION_ALLOWS: Record<string, DetectedFormat[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  docm: ['docx'],
  xlsx: SPREADSHEETS,
  xlsm: SPREADSHEETS,
  xlsb: SPREADSHEETS,
  ods: SPREADSHEETS,
  xls: LEGACY_EXCEL,
  png: IMAGES,
  jpg: IMAGES,
  jpeg: IMAGES,
  tif: IMAGES,
  tiff: IMAGES,
  ...Object.fromEntries(Object.keys(TEXT_EXTENSIONS).map((ext) => [ext, TEXTS])),
};

const MEDIA_TYPE_ALLOWS: Record<string, DetectedFormat[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/msword': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': SPREADSHEETS,
  'application/vnd.ms-excel.sheet.binary.macroenabled.12': SPREADSHEETS,
  'application/vnd.ms-excel.sheet.macroenabled.12': SPREADSHEETS,
  'application/vnd.oasis.opendocument.spreadsheet': SPREADSHEETS,
  // Windows browsers send this for .csv files too.
  'application/vnd.ms-excel': LEGACY_EXCEL,
  'image/png': IMAGES,
  'image/jpeg': IMAGES,
  'image/jpg': IMAGES,
  'image/tiff': IMAGES,
  'application/json': TEXTS,
  'message/rfc822': TEXTS,
  'application/xhtml+xml': TEXTS,
};

/** Refuses bytes that contradict the file's extension or declared media type. Unknown or generic ones say nothing. */
function checkDeclared(format: DetectedFormat, fileName: string, mediaType: string): void {
  const ext = extensionOf(fileName);
  const byName = EXTENSION_ALLOWS[ext];
  if (byName && !byName.includes(format)) throw contradiction(fileName, describeFormat(format));
  const type = mediaType.split(';')[0].trim().toLowerCase();
  const byType = type.startsWith('text/') ? TEXTS : MEDIA_TYPE_ALLOWS[type];
  if (byType && !byType.includes(format)) {
    throw new AppError('unsupported_media_type', `the file was sent as ${type} but its bytes are ${describeFormat(format)}`);
  }
}

const contradiction = (fileName: string, found: string) =>
  new AppError('unsupported_media_type', `the file is named ${JSON.stringify(fileName)} but its bytes are ${found}`);

const FORMAT_NAMES: Record<DetectedFormat, string> = {
  pdf: 'a PDF',
  docx: 'a Word document (DOCX)',
  xlsx: 'an Excel workbook (XLSX)',
  xls: 'an Excel 97-2003 workbook (XLS)',
  xlsb: 'an Excel binary workbook (XLSB)',
  ods: 'an OpenDocument spreadsheet (ODS)',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  tiff: 'a TIFF image',
  csv: 'CSV text',
  tsv: 'tab-separated text',
  json: 'JSON',
  eml: 'an email message',
  html: 'an HTML document',
  markdown: 'Markdown text',
  text: 'plain text',
};

export const describeFormat = (format: DetectedFormat) => FORMAT_NAMES[format];

const MEDIA_TYPES: Record<DetectedFormat | 'ticket', string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  xlsb: 'application/vnd.ms-excel.sheet.binary.macroenabled.12',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  ticket: 'application/json',
  eml: 'message/rfc822',
  html: 'text/html',
  markdown: 'text/markdown',
  text: 'text/plain',
};

/** The media type of a stored document of this format (as data sources record it). */
export const mediaTypeOf = (format: string): string => MEDIA_TYPES[format as DetectedFormat] ?? 'application/octet-stream';
