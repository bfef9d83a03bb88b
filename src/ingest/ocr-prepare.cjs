'use strict';

/**
 * Prepares an image for OCR inside the OCR worker thread: greyscale, and small
 * print scaled up to the size tesseract reads best. Scans of receipts and slips
 * often come at 150 DPI or less, where a line of print is 12-18 pixels high and
 * tesseract misreads a letter in most long lines; scaled to about 32 pixels a line
 * it reads more of them. The size of the print is measured from the image itself (the
 * height of its lines of ink), not from the DPI its header claims.
 *
 * Plain CommonJS: it runs in the worker thread tesseract.js starts, without a
 * TypeScript loader.
 */

/** Height of a line of print (ink rows plus gap) that tesseract reads best, in pixels. */
const TARGET_LINE_HEIGHT = 32;
/** Never scaled by more than this, nor past this many pixels. */
const MAX_SCALE = 3;
const MAX_PIXELS = 24_000_000;
/** A page narrower than this share of its height is a slip (a receipt, a ticket): one column read line by line. */
const SLIP_ASPECT = 0.6;

/**
 * Tesseract page segmentation: a page keeps the engine's default (6, one block of
 * text read line by line across the page, so a form's label and value stay on one
 * line); a slip is read as one column of lines of any size (4), which holds a
 * receipt's large shop name and small print alike.
 */
const PSM_PAGE = '6';
const PSM_SLIP = '4';

/**
 * Greyscale pixels of a PNG, JPEG or binary PGM, or null for what is left to
 * tesseract as it is (TIFF, which the canvas library does not decode).
 */
async function decodeGrey(bytes) {
  if (bytes[0] === 0x50 && bytes[1] === 0x35) return parsePgm(bytes);
  const png = bytes[0] === 0x89 && bytes[1] === 0x50;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  // The canvas library reads past damaged PNG data that tesseract refuses: such a file goes on as it came, and fails there.
  if ((!png && !jpeg) || (png && !pngIntact(bytes))) return null;
  const { loadImage } = require('@napi-rs/canvas');
  // Decoding is asynchronous: an image drawn before it is decoded is blank.
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { ...drawGrey(image, image.width, image.height), image };
}

/** The image drawn at a size (smoothly scaled by the canvas library) as greyscale pixels. */
function drawGrey(image, width, height) {
  const { createCanvas } = require('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent pixels are read as paper.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  const grey = new Uint8Array(width * height);
  // ITU-R BT.601 luma in integer arithmetic.
  for (let i = 0, j = 0; i < data.length; i += 4, j++) grey[j] = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
  return { width, height, grey };
}

/** Whether every chunk of a PNG is whole and matches its checksum. */
function pngIntact(bytes) {
  const { crc32 } = require('node:zlib');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let p = 8; p + 12 <= bytes.length; ) {
    const length = view.getUint32(p);
    if (p + 12 + length > bytes.length) return false;
    if (crc32(bytes.subarray(p + 4, p + 8 + length)) !== view.getUint32(p + 8 + length)) return false;
    if (view.getUint32(p + 4) === 0x49454e44) return true; // IEND
    p += 12 + length;
  }
  return false;
}

function parsePgm(bytes) {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64)).toString('latin1');
  const m = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(head);
  if (!m || Number(m[3]) !== 255) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const grey = bytes.subarray(m[0].length, m[0].length + width * height);
  return grey.length === width * height ? { width, height, grey } : null;
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
function otsuThreshold(grey) {
  const hist = new Float64Array(256);
  for (let i = 0; i < grey.length; i++) hist[grey[i]]++;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumBelow = 0;
  let below = 0;
  let best = -1;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += hist[t];
    if (!below) continue;
    const above = grey.length - below;
    if (!above) break;
    sumBelow += t * hist[t];
    const between = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * The typical pitch of the lines of print (pixels from one line's top to the
 * next's), from the rows that hold ink: the median over bands of ink rows and the
 * gap after each. 0 when the image holds too few lines to tell.
 */
function linePitch({ width, height, grey }) {
  const threshold = otsuThreshold(grey);
  // A row holds ink when a few of its pixels are dark; a thin rule or speck does not make a line.
  const minInk = Math.max(2, Math.round(width * 0.01));
  const inked = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = y * width, end = x + width; x < end; x++) if (grey[x] <= threshold) n++;
    inked[y] = n >= minInk ? 1 : 0;
  }
  const starts = [];
  for (let y = 0; y < height; y++) if (inked[y] && (y === 0 || !inked[y - 1])) starts.push(y);
  const pitches = [];
  for (let i = 1; i < starts.length; i++) pitches.push(starts[i] - starts[i - 1]);
  // Lines of print are at least a few pixels apart; closer bands are dots and accents of one line.
  const real = pitches.filter((p) => p >= 6).sort((a, b) => a - b);
  return real.length >= 5 ? real[real.length >> 1] : 0;
}

/** How much to enlarge an image whose lines of print are `pitch` pixels apart. */
function scaleFor(pitch, width, height) {
  if (!pitch || pitch >= TARGET_LINE_HEIGHT * 0.8) return 1;
  const byPixels = Math.sqrt(MAX_PIXELS / (width * height));
  return Math.max(1, Math.min(MAX_SCALE, TARGET_LINE_HEIGHT / pitch, byPixels));
}

/** A greyscale image (a PGM) enlarged by `scale`, bilinear: smooth edges read better than blocky ones. */
function enlarge({ width, height, grey }, scale) {
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const out = new Uint8Array(w * h);
  const xs = new Float64Array(w);
  for (let x = 0; x < w; x++) xs[x] = Math.min(width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
  for (let y = 0; y < h; y++) {
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    const r0 = y0 * width;
    const r1 = y1 * width;
    for (let x = 0; x < w; x++) {
      const sx = xs[x];
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const top = grey[r0 + x0] + (grey[r0 + x1] - grey[r0 + x0]) * fx;
      const bottom = grey[r1 + x0] + (grey[r1 + x1] - grey[r1 + x0]) * fx;
      out[y * w + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { width: w, height: h, grey: out };
}

function toPgm({ width, height, grey }) {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  return Buffer.concat([header, Buffer.from(grey.buffer, grey.byteOffset, grey.byteLength)]);
}

/**
 * The image to hand to tesseract and how to segment it: `{ image, psm, scale }`.
 * An image that cannot be decoded here goes as it is, with automatic segmentation.
 */
async function prepareForOcr(bytes) {
  const decoded = await decodeGrey(bytes);
  if (!decoded) return { image: bytes, psm: PSM_PAGE, scale: 1 };
  const scale = scaleFor(linePitch(decoded), decoded.width, decoded.height);
  const psm = decoded.width < decoded.height * SLIP_ASPECT ? PSM_SLIP : PSM_PAGE;
  // A PGM at its size (a PDF page rendered for OCR) goes as it came.
  if (scale === 1 && bytes[0] === 0x50) return { image: bytes, psm, scale };
  if (scale === 1) return { image: toPgm(decoded), psm, scale };
  const width = Math.round(decoded.width * scale);
  const height = Math.round(decoded.height * scale);
  return { image: toPgm(decoded.image ? drawGrey(decoded.image, width, height) : enlarge(decoded, scale)), psm, scale };
}

module.exports = { prepareForOcr, linePitch, otsuThreshold, TARGET_LINE_HEIGHT };
