import { AppError } from '../errors.ts';
import { paginate } from './pages.ts';

/** Decodes bytes that must be UTF-8 text; a byte sequence that is not is a 415. */
export function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.replace(/\r\n?/g, '\n');
  } catch {
    throw new AppError('unsupported_media_type', `${what} is neither UTF-8 text nor a document format this service reads`);
  }
}

export function readPlainText(bytes: Uint8Array): string[] {
  return paginate(decodeUtf8(bytes, 'the file'));
}
