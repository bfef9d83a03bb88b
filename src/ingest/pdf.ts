import { AppError } from '../errors.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
// Loaded on first use: pdf.js is large and most requests never touch it.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

interface TextItem {
  str: string;
  hasEOL: boolean;
  transform: number[];
  height: number;
}

/** Reads the text layer of each page. Lines are rebuilt from the positions pdf.js reports. */
export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0, stopAtErrors: false });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new AppError('invalid_request', 'the PDF is encrypted with a password and cannot be read');
    throw new AppError('invalid_request', `the PDF cannot be read: ${(error as Error).message ?? 'corrupt file'}`);
  }
  try {
    if (doc.numPages > maxPages) {
      throw new AppError('payload_too_large', `the PDF has ${doc.numPages} pages, more than the limit of ${maxPages}`);
    }
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(joinItems(content.items.filter((i): i is TextItem & typeof i => 'str' in i) as TextItem[]));
      page.cleanup();
    }
    return pages;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request', `the PDF cannot be read: ${(error as Error).message ?? 'corrupt file'}`);
  } finally {
    await doc.destroy();
  }
}

function joinItems(items: TextItem[]): string {
  let text = '';
  let lastY: number | undefined;
  let lastEnd: number | undefined;
  for (const item of items) {
    const x = item.transform[4];
    const y = item.transform[5];
    const lineHeight = Math.max(item.height || 0, 1);
    if (lastY !== undefined && Math.abs(y - lastY) > lineHeight * 0.5 && !text.endsWith('\n')) {
      text += '\n';
    } else if (lastEnd !== undefined && x - lastEnd > lineHeight * 0.25 && !/\s$/.test(text) && !/^\s/.test(item.str)) {
      text += ' ';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    lastY = y;
    lastEnd = x + ((item as { width?: number }).width ?? 0);
  }
  return text.replace(/[ \t]+\n/g, '\n').trim();
}
