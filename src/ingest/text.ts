import { AppError } from '../errors.ts';
import { paginate } from './pages.ts';

/**
 * Decodes the bytes of a text file: UTF-8 (with or without a byte-order mark),
 * UTF-16 with its byte-order mark, else Windows-1252, the usual encoding of CSV
 * files that Excel saves on Windows. Bytes with control characters that text
 * never holds are binary data of some format this service does not read: 415.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string | undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decode('utf-16le', bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decode('utf-16be', bytes);
  else text = decode('utf-8', bytes) ?? windows1252(bytes);
  if (text === undefined || looksBinary(text)) {
    throw new AppError('unsupported_media_type', 'the file is binary data in a format this service does not read');
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function decode(encoding: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Windows-1252 bytes 0x80-0x9F, which Latin-1 leaves as C1 controls (Node's decoder does just that). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
}

/** NUL never occurs in text; other C0 controls (except tab, newlines, form feed) only as rare strays. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65536);
  if (sample.includes('\u0000')) return true;
  const controls = sample.match(/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/g)?.length ?? 0;
  return controls > sample.length / 100;
}

/** Plain text and Markdown are kept as they are, cut into pages at paragraph boundaries. */
export function readPlainText(text: string): string[] {
  return paginate(text);
}
