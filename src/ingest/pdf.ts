import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { encodePageBoxes } from '../domain/page-boxes.ts';
import { AppError } from '../errors.ts';
import { linesFromItems } from './pdf-lines.ts';
import type { PositionedText } from './pdf-runs.ts';
import type { PageSource } from './read-ahead.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
// Loaded on first use: pdf.js is large and most requests never touch it.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

// pdf.js reads these from disk in Node: character maps for CJK fonts, the 14 standard
// fonts, and the WebAssembly image decoders (JPEG 2000, JBIG2) that scans often use.
const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const asset = (dir: string) => path.join(PDFJS_DIR, dir) + path.sep;

/** A page with fewer non-blank characters than this, and an image on it, is taken for a scan. */
const MIN_TEXT_CHARS = 16;
/** Largest bitmap a scanned page is rendered to for OCR (300 DPI on A4 is 8.7 million pixels). */
const MAX_RENDER_PIXELS = 12_000_000;
const MAX_OCR_DPI = 300;
const MIN_OCR_DPI = 100;

export interface PdfText {
  /** Text layer of each page read, page 1 first. */
  pages: string[];
  /** Where each page's text stands (page-boxes.ts), beside `pages`; null for a page without text. */
  boxes: Array<Uint8Array | null>;
  /** Page numbers (from 1) whose text layer is missing and that hold an image: they need OCR. */
  scanned: number[];
  /** Pages in the document. */
  pageCount: number;
}

/**
 * Reads the text layer of every page. With `stopAtScan`, stops at the first scanned
 * page: the caller then knows the document needs OCR and reads it again later. With
 * `readUpTo`, a document of more pages is only opened and counted (no page read).
 */
export async function readPdfText(bytes: Uint8Array, maxPages: number, opts: { stopAtScan?: boolean; readUpTo?: number } = {}): Promise<PdfText> {
  return withPdf(bytes, maxPages, async (doc, OPS) => {
    const result: PdfText = { pages: [], boxes: [], scanned: [], pageCount: doc.numPages };
    if (doc.numPages > (opts.readUpTo ?? Infinity)) return result;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      try {
        const { text, boxes } = await pageText(page);
        result.pages.push(text);
        result.boxes.push(boxes);
        if (text.replace(/\s/g, '').length < MIN_TEXT_CHARS && (await imageDpi(page, OPS)) !== undefined) {
          result.scanned.push(n);
          if (opts.stopAtScan) break;
        }
      } finally {
        page.cleanup();
      }
      // pdf.js parses on this thread in Node; yielding between pages lets other requests in.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return result;
  });
}

/**
 * Every page of the PDF in order: the text layer of pages that have one, and a
 * rendering (a greyscale PGM, at about 300 DPI) of each scanned page, for OCR.
 */
export async function* pdfPageSources(bytes: Uint8Array, maxPages: number, signal?: AbortSignal): AsyncGenerator<PageSource> {
  const { doc, OPS } = await openPdf(bytes, maxPages);
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      signal?.throwIfAborted();
      const page = await doc.getPage(n);
      let source: PageSource;
      try {
        const read = await pageText(page);
        const dpi = read.text.replace(/\s/g, '').length < MIN_TEXT_CHARS ? await imageDpi(page, OPS) : undefined;
        source = dpi === undefined ? read : { image: await renderPage(doc, page, dpi) };
      } catch (error) {
        throw unreadablePdf(error);
      } finally {
        page.cleanup();
      }
      yield source;
    }
  } finally {
    await doc.destroy();
  }
}

/**
 * One page drawn as a PNG for people to look at (the run viewer): scaled so its
 * longer side is `maxSide` pixels, at most 2x the page's own size in points.
 */
export async function renderPageImage(bytes: Uint8Array, pageNumber: number, maxPages: number, maxSide: number): Promise<Buffer> {
  return withPdf(bytes, maxPages, async (doc) => {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
      throw new AppError('not_found', `the PDF has no page ${pageNumber} (it has ${doc.numPages})`);
    }
    const page = await doc.getPage(pageNumber);
    try {
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(2, maxSide / Math.max(base.width, base.height)) });
      const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: unknown; context: unknown }; destroy(c: unknown): void };
      const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      try {
        await page.render({ canvas: null, canvasContext: target.context as never, viewport }).promise;
        return (target.canvas as { toBuffer(type: 'image/png'): Buffer }).toBuffer('image/png');
      } finally {
        factory.destroy(target);
      }
    } finally {
      page.cleanup();
    }
  });
}

async function withPdf<T>(bytes: Uint8Array, maxPages: number, read: (doc: PDFDocumentProxy, ops: PdfJs['OPS']) => Promise<T>): Promise<T> {
  const { doc, OPS } = await openPdf(bytes, maxPages);
  try {
    return await read(doc, OPS);
  } catch (error) {
    throw unreadablePdf(error);
  } finally {
    await doc.destroy();
  }
}

/**
 * Opens a PDF and checks its page count. pdf.js takes over `bytes` (detaching its
 * buffer) when the view spans the whole buffer, which saves a copy of a large file:
 * callers pass bytes they no longer need.
 */
async function openPdf(bytes: Uint8Array, maxPages: number): Promise<{ doc: PDFDocumentProxy; OPS: PdfJs['OPS'] }> {
  const { getDocument, OPS } = await loadPdfJs();
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: asset('standard_fonts'),
    wasmUrl: asset('wasm'),
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    if ((error as { name?: string }).name === 'PasswordException') {
      throw new AppError('invalid_request', 'the PDF is encrypted with a password and cannot be read');
    }
    throw unreadablePdf(error);
  }
  if (doc.numPages > maxPages) {
    await doc.destroy();
    throw new AppError('payload_too_large', `the PDF has ${doc.numPages} pages, more than the limit of ${maxPages}`);
  }
  return { doc, OPS };
}

/** What pdf.js throws on a damaged file becomes a 400 saying so; our own errors and aborts pass. */
function unreadablePdf(error: unknown): unknown {
  if (error instanceof AppError || (error as Error)?.name === 'AbortError') return error;
  return new AppError('invalid_request', `the PDF is truncated or corrupt: ${(error as Error)?.message ?? 'unreadable'}`);
}

/** Of a run's font size, how far its glyphs reach above and below the baseline (pdf.js's text layer takes 0.8 above too). */
const ASCENT = 0.8;
const DESCENT = 0.2;

async function pageText(page: PDFPageProxy): Promise<{ text: string; boxes: Uint8Array | null }> {
  const { Util } = await loadPdfJs();
  // Positions in the page's own orientation (its /Rotate applied), y growing downwards.
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PositionedText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a, b, c, d, x, y] = Util.transform(viewport.transform, item.transform);
    items.push({ text: item.str, x, y, width: item.width, size: Math.hypot(c, d) || Math.hypot(a, b) || item.height || 1 });
  }
  const order: PositionedText[] = [];
  const text = linesFromItems(items, order);
  const placed = order.map((run) => ({ text: run.text, x0: run.x, y0: run.y - run.size * ASCENT, x1: run.x + run.width, y1: run.y + run.size * DESCENT }));
  return { text, boxes: encodePageBoxes(text, placed, viewport.width, viewport.height) };
}

/**
 * Resolution, in dots per inch, of the sharpest-looking large image on the page: the
 * image's pixels over the size it is drawn at, followed through the page's
 * transformations. Undefined when the page paints no image.
 */
async function imageDpi(page: PDFPageProxy, OPS: PdfJs['OPS']): Promise<number | undefined> {
  const { Util } = await loadPdfJs();
  const list = await page.getOperatorList();
  const stack: number[][] = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  let best: { area: number; dpi: number } | undefined;
  const seen = (width: number, height: number) => {
    const drawnWidth = Math.hypot(ctm[0], ctm[1]) / 72;
    const drawnHeight = Math.hypot(ctm[2], ctm[3]) / 72;
    const area = drawnWidth * drawnHeight;
    if (!(area > 0) || !(width > 0) || !(height > 0)) return;
    if (!best || area > best.area) best = { area, dpi: Math.max(width / drawnWidth, height / drawnHeight) };
  };
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = Util.transform(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args[0]) && args[0].length === 6) ctm = Util.transform(ctm, args[0] as number[]);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintImageXObjectRepeat) seen(args[1] as number, args[2] as number);
    else if (fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) {
      const image = args[0] as { width?: number; height?: number } | undefined;
      seen(image?.width ?? 0, image?.height ?? 0);
    } else if (fn === OPS.paintInlineImageXObjectGroup || fn === OPS.paintImageMaskXObjectGroup || fn === OPS.paintImageMaskXObjectRepeat) {
      // Many small images drawn as one: no single resolution, so the usual OCR one.
      best ??= { area: 0, dpi: MAX_OCR_DPI };
    }
  });
  return best?.dpi;
}

async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy, imageDpi: number): Promise<Buffer> {
  // Twice the scan's own resolution, at most 300 DPI: on SROIE receipt scans placed in
  // PDFs, that read more totals and dates than the scan's own resolution or a fixed
  // 300 DPI, which enlarges a low-resolution scan into blurred glyphs.
  const dpi = Math.min(Math.max(2 * imageDpi, MIN_OCR_DPI), MAX_OCR_DPI);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, Math.sqrt(MAX_RENDER_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  // The factory of pdf.js's own copy of @napi-rs/canvas: its drawing calls need canvases of that copy.
  const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: unknown; context: unknown }; destroy(c: unknown): void };
  const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    await page.render({ canvas: null, canvasContext: target.context as never, viewport }).promise;
    return greyscalePgm(target.context as ImageSource, Math.ceil(viewport.width), Math.ceil(viewport.height));
  } finally {
    factory.destroy(target);
  }
}

interface ImageSource {
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
}

/**
 * The rendering as a binary greyscale PGM: OCR works on grey anyway, and for an A4
 * page at 300 DPI this takes about 0.1 s against 0.35 s to encode a PNG, and saves
 * OCR another 0.3 s or more of decoding it (same text read).
 */
function greyscalePgm(context: ImageSource, width: number, height: number): Buffer {
  const { data } = context.getImageData(0, 0, width, height);
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const pgm = Buffer.allocUnsafe(header.length + width * height);
  header.copy(pgm);
  // ITU-R BT.601 luma in integer arithmetic; alpha is ignored (the page was painted on white).
  for (let i = 0, j = header.length; i < data.length; i += 4, j++) pgm[j] = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
  return pgm;
}
