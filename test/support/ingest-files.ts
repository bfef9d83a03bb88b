import { once } from 'node:events';
import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import * as XLSX from '@e965/xlsx';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { pdfkitPdf } from './documents.ts';

/** Real files of each format, made by the tools people make them with. */

/** A DOCX with a heading, paragraphs and a table, made with the docx package. */
export function makeDocx(opts: { heading: string; paragraphs: string[]; table: string[][] }): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: opts.heading, heading: HeadingLevel.HEADING_1 }),
          ...opts.paragraphs.map((text) => new Paragraph(text)),
          new Table({ rows: opts.table.map((row) => new TableRow({ children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) })) }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A workbook with one sheet per entry, written by SheetJS as XLSX or XLS (BIFF8). */
export function makeWorkbook(sheets: Record<string, unknown[][]>, bookType: 'xlsx' | 'xls'): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: 'buffer', bookType, compression: true });
}

/** Black text on white, large and clear, as a scanner would give it. */
export function textImage(lines: string[], format: 'png' | 'jpeg' = 'png'): Buffer {
  const canvas = createCanvas(1400, 120 + lines.length * 110);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  g.font = 'bold 64px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 60, 130 + i * 110));
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 92);
}

/** Grey pixels of the same drawing, for writing TIFF frames by hand. */
function grayPixels(lines: string[]): { width: number; height: number; gray: Uint8Array } {
  const width = 1400;
  const height = 120 + lines.length * 110;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.font = 'bold 64px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 60, 130 + i * 110));
  const rgba = g.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4];
  return { width, height, gray };
}

/**
 * A multi-page TIFF (little-endian, 8-bit grey, uncompressed), one frame per entry:
 * the baseline TIFF that scanners and fax software write.
 */
export function makeTiff(frames: string[][]): Buffer {
  let file = Buffer.from([0x49, 0x49, 42, 0, 0, 0, 0, 0]);
  let linkAt = 4;
  for (const lines of frames) {
    const { width, height, gray } = grayPixels(lines);
    const dataAt = file.length;
    file = Buffer.concat([file, gray, Buffer.alloc(gray.length % 2)]);
    // tag, type (3 short, 4 long), value
    const tags: Array<[number, number, number]> = [
      [256, 4, width],
      [257, 4, height],
      [258, 3, 8],
      [259, 3, 1],
      [262, 3, 1],
      [273, 4, dataAt],
      [277, 3, 1],
      [278, 4, height],
      [279, 4, gray.length],
    ];
    const ifd = Buffer.alloc(2 + tags.length * 12 + 4);
    ifd.writeUInt16LE(tags.length, 0);
    tags.forEach(([tag, type, value], i) => {
      const at = 2 + i * 12;
      ifd.writeUInt16LE(tag, at);
      ifd.writeUInt16LE(type, at + 2);
      ifd.writeUInt32LE(1, at + 4);
      if (type === 3) ifd.writeUInt16LE(value, at + 8);
      else ifd.writeUInt32LE(value, at + 8);
    });
    file.writeUInt32LE(file.length, linkAt);
    linkAt = file.length + 2 + tags.length * 12;
    file = Buffer.concat([file, ifd]);
  }
  return file;
}

/** A PDF whose pages are images only (a scan) or text, in order, made with pdfkit. */
export function makeMixedPdf(pages: Array<{ image: Buffer; height?: number } | { text: string }>): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    for (const page of pages) {
      doc.addPage({ size: 'A4' });
      if ('image' in page) doc.image(page.image, 20, 20, page.height ? { height: page.height } : { width: 550 });
      else doc.fontSize(12).text(page.text);
    }
  });
}

/** A PDF laid out by coordinates: each run of text at (x, y) from the top left, in points. */
export function makePositionedPdf(runs: Array<{ text: string; x: number; y: number; size?: number }>): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    doc.addPage();
    for (const run of runs) doc.fontSize(run.size ?? 12).text(run.text, run.x, run.y, { lineBreak: false });
  });
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the directory claims the entry expands to; the truth when left out. */
  declaredSize?: number;
  /** Compressed bytes to store instead of deflating `data`. */
  compressed?: Buffer;
}

/** A ZIP archive written byte by byte, so a test can make its headers lie. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = entry.compressed ?? zlib.deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The three parts a DOCX needs, so a test can add its own (a bomb) beside them. */
export function minimalDocxEntries(text: string): ZipEntry[] {
  const part = (name: string, xml: string): ZipEntry => ({ name, data: Buffer.from(xml) });
  return [
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    part(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  ];
}

/** Deflated zeros, compressed chunk by chunk so the test never holds the expanded bytes. */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const stream = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  stream.on('data', (c: Buffer) => parts.push(c));
  const ended = once(stream, 'end');
  for (let left = bytes; left > 0; left -= chunk.length) {
    if (!stream.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(stream, 'drain');
  }
  stream.end();
  await ended;
  return Buffer.concat(parts);
}
