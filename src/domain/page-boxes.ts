/**
 * Where the text of a page stands on the page: for PDF pages (the text layer's runs)
 * and images (OCR's words). Evidence offsets index into the page text, so each stored
 * box names the range of the page text it holds; a span of text is then located by
 * the boxes it overlaps (DESIGN section 10: `bbox`).
 *
 * Coordinates are fractions of the page's width and height, origin at the top left,
 * so one box serves every rendering of the page, whatever its size.
 */

/** `[x0, y0, x1, y1]`: fractions of the page's width and height from its top left corner. */
export type BoundingBox = [number, number, number, number];

/** A piece of text as its reader placed it, in reading order. */
export interface PlacedText {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Stored compactly, 16 bytes a box: start and end offsets (uint32), then x0, y0, x1,
 * y1 (uint16, in 65535ths of the page). A dense page of 600 runs takes under 10 KB.
 */
const RECORD_BYTES = 16;
const SCALE = 65535;
/** A piece is looked for at most this far past the previous one: further is a different occurrence, not this piece. */
const MAX_SKIP = 2000;

/**
 * Places each piece in the page text (in order: the readers write pieces in the order
 * they give them) and keeps its box. What a reader adds between pieces (spaces, tabs,
 * ` | ` between table cells, line ends) has no box; a piece not found (a reader that
 * changed it) is left out. Null when nothing was placed.
 */
export function encodePageBoxes(pageText: string, pieces: PlacedText[], width: number, height: number): Uint8Array | null {
  if (!(width > 0) || !(height > 0)) return null;
  const records: number[] = [];
  let cursor = 0;
  for (const piece of pieces) {
    const text = piece.text.trim();
    if (text === '') continue;
    const at = pageText.indexOf(text, cursor);
    if (at < 0 || at - cursor > MAX_SKIP) continue;
    records.push(at, at + text.length, fraction(piece.x0 / width), fraction(piece.y0 / height), fraction(piece.x1 / width), fraction(piece.y1 / height));
    cursor = at + text.length;
  }
  if (records.length === 0) return null;
  const bytes = new Uint8Array((records.length / 6) * RECORD_BYTES);
  const view = new DataView(bytes.buffer);
  for (let r = 0, o = 0; r < records.length; r += 6, o += RECORD_BYTES) {
    view.setUint32(o, records[r], true);
    view.setUint32(o + 4, records[r + 1], true);
    for (let k = 0; k < 4; k++) view.setUint16(o + 8 + 2 * k, records[r + 2 + k], true);
  }
  return bytes;
}

const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * SCALE);

/**
 * The box around the text `[start, end)` of the page: the union of the boxes it
 * overlaps, each narrowed to the part of its text the span covers (characters taken
 * as equally wide: exact for a word of its own, close within a longer run). Null when
 * no box holds any of it.
 */
export function spanBox(boxes: Uint8Array, start: number, end: number): BoundingBox | null {
  const view = new DataView(boxes.buffer, boxes.byteOffset, boxes.byteLength);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let o = 0; o + RECORD_BYTES <= boxes.byteLength; o += RECORD_BYTES) {
    const from = view.getUint32(o, true);
    const to = view.getUint32(o + 4, true);
    if (to <= start) continue;
    if (from >= end) break;
    const bx0 = view.getUint16(o + 8, true) / SCALE;
    const bx1 = view.getUint16(o + 12, true) / SCALE;
    const length = to - from;
    const left = (Math.max(start, from) - from) / length;
    const right = (Math.min(end, to) - from) / length;
    x0 = Math.min(x0, bx0 + left * (bx1 - bx0));
    x1 = Math.max(x1, bx0 + right * (bx1 - bx0));
    y0 = Math.min(y0, view.getUint16(o + 10, true) / SCALE);
    y1 = Math.max(y1, view.getUint16(o + 14, true) / SCALE);
  }
  if (x0 === Infinity) return null;
  const round = (v: number) => Math.round(v * 10000) / 10000;
  return [round(x0), round(y0), round(x1), round(y1)];
}
