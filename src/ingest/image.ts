import { AppError } from '../errors.ts';
import type { ImageFormat } from './detect.ts';

/** Largest image (per frame) handed to OCR; tesseract holds about 4 bytes a pixel, several times over. */
export const MAX_IMAGE_PIXELS = 40_000_000;

interface Frame {
  width: number;
  height: number;
  /** For TIFF: where the frame's directory starts. */
  ifd?: number;
}

/**
 * Checks an image's structure from its headers, without decoding it, so that a
 * truncated or corrupt file is refused in the upload request (400) and one that would
 * decode to an enormous bitmap is refused too (413) instead of reaching OCR.
 * Returns the frames: one for PNG and JPEG, one per page of a TIFF.
 */
export function checkImage(bytes: Uint8Array, format: ImageFormat, maxPages: number): Frame[] {
  let frames: Frame[];
  try {
    frames = format === 'png' ? [pngFrame(bytes)] : format === 'jpeg' ? [jpegFrame(bytes)] : tiffFrames(bytes, maxPages);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw corrupt(format, 'its structure is damaged');
  }
  for (const frame of frames) {
    if (frame.width === 0 || frame.height === 0) throw corrupt(format, 'it has no pixels');
    if (frame.width * frame.height > MAX_IMAGE_PIXELS) {
      throw new AppError('payload_too_large', `the ${name(format)} is ${frame.width}x${frame.height} pixels, more than the limit of ${MAX_IMAGE_PIXELS / 1e6} million`);
    }
  }
  return frames;
}

/**
 * One TIFF per frame of a multi-page TIFF, for OCR (which reads only a file's first
 * frame). Each is the whole file with its header pointed at that frame's directory
 * and the directory's link to the next cut, so every offset inside stays valid.
 */
export function* tiffFrameFiles(bytes: Uint8Array, frames: Frame[]): Generator<Buffer> {
  const little = bytes[0] === 0x49;
  for (const frame of frames) {
    const copy = Buffer.from(bytes);
    const view = new DataView(copy.buffer, copy.byteOffset, copy.byteLength);
    view.setUint32(4, frame.ifd!, little);
    const entries = view.getUint16(frame.ifd!, little);
    view.setUint32(frame.ifd! + 2 + entries * 12, 0, little);
    yield copy;
  }
}

function pngFrame(bytes: Uint8Array): Frame {
  const view = viewOf(bytes);
  if (bytes.length < 33 || view.getUint32(12) !== 0x49484452) throw corrupt('png', 'its header chunk is missing');
  const frame = { width: view.getUint32(16), height: view.getUint32(20) };
  // Walk the chunks: each length must land on the next, up to the end chunk.
  for (let p = 8; ; ) {
    if (p + 12 > bytes.length) throw corrupt('png', 'it ends before its last chunk (the file may be truncated)');
    const length = view.getUint32(p);
    const type = view.getUint32(p + 4);
    if (type === 0x49454e44) return frame; // IEND
    p += 12 + length;
  }
}

function jpegFrame(bytes: Uint8Array): Frame {
  const view = viewOf(bytes);
  let frame: Frame | undefined;
  let p = 2;
  while (p + 4 <= bytes.length) {
    if (bytes[p] !== 0xff) throw corrupt('jpeg', 'its markers are damaged');
    const marker = bytes[p + 1];
    if (marker === 0xff) {
      p++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      p += 2;
      continue;
    }
    const length = view.getUint16(p + 2);
    // Start of frame (C0-CF except DHT C4, JPG C8, DAC CC) gives the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      frame = { height: view.getUint16(p + 5), width: view.getUint16(p + 7) };
    }
    if (marker === 0xda) break; // Start of scan: entropy-coded data follows up to the end marker.
    p += 2 + length;
  }
  if (!frame) throw corrupt('jpeg', 'it has no frame header (the file may be truncated)');
  // A complete JPEG ends with the EOI marker; some writers add a few bytes after it.
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  const hasEnd = tail.some((b, i) => b === 0xff && tail[i + 1] === 0xd9);
  if (!hasEnd) throw corrupt('jpeg', 'it has no end marker (the file is truncated)');
  return frame;
}

function tiffFrames(bytes: Uint8Array, maxPages: number): Frame[] {
  const view = viewOf(bytes);
  const little = bytes[0] === 0x49;
  if (view.getUint16(2, little) === 43) throw new AppError('unsupported_media_type', 'the file is a BigTIFF image, a format this service does not read');
  const frames: Frame[] = [];
  const seen = new Set<number>();
  for (let ifd = view.getUint32(4, little); ifd !== 0; ) {
    if (seen.has(ifd)) throw corrupt('tiff', 'its page directories loop');
    seen.add(ifd);
    if (frames.length >= maxPages) throw new AppError('payload_too_large', `the TIFF has more than ${maxPages} pages, the limit`);
    const count = view.getUint16(ifd, little);
    if (ifd + 2 + count * 12 + 4 > bytes.length) throw corrupt('tiff', 'a page directory runs past the end (the file may be truncated)');
    const tags = new Map<number, { type: number; count: number; at: number }>();
    for (let i = 0; i < count; i++) {
      const at = ifd + 2 + i * 12;
      tags.set(view.getUint16(at, little), { type: view.getUint16(at + 2, little), count: view.getUint32(at + 4, little), at: at + 8 });
    }
    const value = (tag: number, index = 0): number | undefined => {
      const entry = tags.get(tag);
      if (!entry || index >= entry.count) return undefined;
      const size = entry.type === 3 ? 2 : 4;
      const base = entry.count * size <= 4 ? entry.at : view.getUint32(entry.at, little);
      return size === 2 ? view.getUint16(base + index * size, little) : view.getUint32(base + index * size, little);
    };
    const width = value(256) ?? 0;
    const height = value(257) ?? 0;
    // Every strip (or tile) of image data must lie inside the file.
    const [offsets, lengths] = tags.has(324) ? [324, 325] : [273, 279];
    const pieces = tags.get(offsets)?.count ?? 0;
    if (pieces === 0) throw corrupt('tiff', 'a page has no image data');
    for (let i = 0; i < pieces; i++) {
      const start = value(offsets, i) ?? Infinity;
      const length = value(lengths, i) ?? 0;
      if (start + length > bytes.length) throw corrupt('tiff', 'its image data runs past the end (the file is truncated)');
    }
    frames.push({ width, height, ifd });
    ifd = view.getUint32(ifd + 2 + count * 12, little);
  }
  if (frames.length === 0) throw corrupt('tiff', 'it has no pages');
  return frames;
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const name = (format: ImageFormat) => `${format.toUpperCase()} image`;

const corrupt = (format: ImageFormat, reason: string) => new AppError('invalid_request', `the ${name(format)} is truncated or corrupt: ${reason}`);
