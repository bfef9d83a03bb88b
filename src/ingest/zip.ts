import zlib from 'node:zlib';
import { AppError } from '../errors.ts';

/** Most bytes the entries of one DOCX or XLSX may expand to, all entries together. */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
/** Most entries in one archive; a real workbook or document has tens to a few thousand. */
export const MAX_ZIP_ENTRIES = 20_000;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/**
 * Guards a ZIP-based document (DOCX, XLSX, ODS) before a library unzips it: the
 * central directory's declared sizes must add up to at most `limit` (else 413), and
 * every entry is inflated once here, counting and discarding the output, to prove it
 * really stops at its declared size; a bomb that lies in its headers is caught
 * without ever holding its output. A directory that cannot be parsed is a corrupt
 * or truncated file: 400.
 */
export async function checkZip(bytes: Uint8Array, what: string, limit = MAX_UNZIPPED_BYTES): Promise<void> {
  const entries = centralDirectory(bytes, what);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limit) throw tooLarge(what, limit);
  for (const entry of entries) {
    const data = entryData(bytes, entry, what);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) throw corrupt(what, `entry ${entry.name} has inconsistent sizes`);
      continue;
    }
    if (entry.method !== 8) throw corrupt(what, `entry ${entry.name} uses compression method ${entry.method}, which Office files do not use`);
    await inflatedWithin(data, entry.size, what, entry.name, limit);
  }
}

/**
 * Bytes of markup a reader will parse (XML parts, and the binary sheets of XLSB), from
 * the directory alone: pictures and embedded objects are left out, since readers skip
 * them, so a DOCX full of photos counts as the small document it is.
 */
export function markupBytes(bytes: Uint8Array, what: string): number {
  return centralDirectory(bytes, what)
    .filter((e) => /\.(xml|bin)$/i.test(e.name) && !/(^|\/)(media|embeddings|Pictures)\//.test(e.name))
    .reduce((sum, e) => sum + e.size, 0);
}

function centralDirectory(bytes: Uint8Array, what: string): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw corrupt(what, 'its ZIP directory is missing (the file may be truncated)');
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    // ZIP64: the real values sit in a record the locator just before the end record points at.
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) throw corrupt(what, 'its ZIP64 directory is missing');
    const record = Number(view.getBigUint64(locator + 8, true));
    if (record + 56 > bytes.length || view.getUint32(record, true) !== 0x06064b50) throw corrupt(what, 'its ZIP64 directory is damaged');
    count = Number(view.getBigUint64(record + 32, true));
    offset = Number(view.getBigUint64(record + 48, true));
  }
  if (count > MAX_ZIP_ENTRIES) throw new AppError('payload_too_large', `${what} holds ${count} archive entries, more than the limit of ${MAX_ZIP_ENTRIES}`);
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw corrupt(what, 'its ZIP directory is damaged');
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const entry: Entry = {
      name: Buffer.from(bytes.subarray(p + 46, p + 46 + nameLength)).toString('utf8'),
      method: view.getUint16(p + 10, true),
      compressedSize: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
      localHeaderOffset: view.getUint32(p + 42, true),
    };
    readZip64Extra(view, p + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  for (let p = view.byteLength - 22; p >= Math.max(0, view.byteLength - 22 - 65535); p--) {
    if (view.getUint32(p, true) === 0x06054b50) return p;
  }
  return -1;
}

/** Sizes and offsets that overflow 32 bits are given again, in order, in the ZIP64 extra field. */
function readZip64Extra(view: DataView, start: number, length: number, entry: Entry): void {
  const end = Math.min(start + length, view.byteLength);
  for (let p = start; p + 4 <= end; ) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (id === 0x0001) {
      let q = p + 4;
      const next = () => {
        if (q + 8 > end) throw new RangeError('short ZIP64 field');
        const value = Number(view.getBigUint64(q, true));
        q += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    p += 4 + size;
  }
}

function entryData(bytes: Uint8Array, entry: Entry, what: string): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const p = entry.localHeaderOffset;
  if (p + 30 > bytes.length || view.getUint32(p, true) !== 0x04034b50) throw corrupt(what, `entry ${entry.name} is damaged`);
  const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
  if (start + entry.compressedSize > bytes.length) throw corrupt(what, `entry ${entry.name} is cut short (the file may be truncated)`);
  return bytes.subarray(start, start + entry.compressedSize);
}

function inflatedWithin(data: Uint8Array, declared: number, what: string, name: string, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > declared) {
        inflate.destroy();
        reject(declared >= limit ? tooLarge(what, limit) : new AppError('payload_too_large', `${what} has an entry (${name}) that expands past its declared size`));
      }
    });
    inflate.on('error', () => reject(corrupt(what, `entry ${name} is not valid compressed data`)));
    inflate.on('end', () => (total === declared ? resolve() : reject(corrupt(what, `entry ${name} is shorter than its declared size`))));
    inflate.end(data);
  });
}

const tooLarge = (what: string, limit: number) =>
  new AppError('payload_too_large', `${what} would expand to more than ${Math.round(limit / 1024 / 1024)} MiB when unpacked`);

const corrupt = (what: string, reason: string) => new AppError('invalid_request', `${what} is truncated or corrupt: ${reason}`);
