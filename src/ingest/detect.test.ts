import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makeWorkbook, textImage } from '../../test/support/ingest-files.ts';
import { makePdf } from '../../test/support/documents.ts';
import { AppError } from '../errors.ts';
import { detect } from './detect.ts';

const GIF = Buffer.from('474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

/** An OLE2 compound file holding the named streams, as legacy Office writes them. */
function cfb(streams: string[]): Buffer {
  const file = XLSX.CFB.utils.cfb_new();
  for (const name of streams) XLSX.CFB.utils.cfb_add(file, `/${name}`, Buffer.from('content'));
  return Buffer.from(XLSX.CFB.write(file, { type: 'buffer' }) as Uint8Array);
}

let pdf: Buffer, png: Buffer, docx: Buffer, xlsx: Buffer, xls: Buffer;
beforeAll(async () => {
  [pdf, docx] = await Promise.all([makePdf(['hello']), makeDocx({ heading: 'H', paragraphs: ['p'], table: [['a', 'b']] })]);
  png = textImage(['x']);
  xlsx = makeWorkbook({ S: [['a', 1]] }, 'xlsx');
  xls = makeWorkbook({ S: [['a', 1]] }, 'xls');
});

async function failure(bytes: Uint8Array, name: string, type = ''): Promise<AppError> {
  const error = await detect(bytes, name, type).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('detect: binary formats come from their bytes', () => {
  it('names each format whatever the file is called', async () => {
    expect((await detect(pdf, 'upload', '')).format).toBe('pdf');
    expect((await detect(docx, 'upload', '')).format).toBe('docx');
    expect((await detect(xlsx, 'upload', '')).format).toBe('xlsx');
    expect((await detect(xls, 'upload', '')).format).toBe('xls');
    expect((await detect(png, 'upload', '')).format).toBe('png');
    expect((await detect(textImage(['x'], 'jpeg'), 'upload', '')).format).toBe('jpeg');
  });

  it.each([
    ['a GIF', () => GIF, 'photo.gif', /GIF image/],
    ['a legacy Word file', () => cfb(['WordDocument']), 'old.doc', /legacy Word document/],
    ['random binary data', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'blob.bin', /binary data/],
  ])('refuses %s with 415 saying what it is', async (_label, bytes, name, message) => {
    const error = await failure(bytes(), name);
    expect(error.status).toBe(415);
    expect(error.message).toMatch(message);
  });

  it('reads text whose first bytes happen to match a binary signature as text', async () => {
    // MPEG-TS is a "G" every 188 bytes: a receipt that starts with GERBANG matched it.
    const receipt = `GERBANG ALAF RESTAURANTS SDN BHD\n${'x'.repeat(154)}\nGST REG NO 000\nTOTAL 9.00\n`;
    expect(receipt[188]).toBe('G');
    const transportStream = await import('file-type').then((m) => m.fileTypeFromBuffer(Buffer.from(receipt)));
    expect(transportStream?.ext).toBe('mts');
    for (const [text, name] of [[receipt, 'receipt.txt'], [receipt, 'receipt'], ['ID3 tags are kept in the file header.\n', 'notes'], ['MZ-5 service manual\n\nChapter 1', 'manual.md']]) {
      const detected = await detect(Buffer.from(text), name);
      expect(detected.kind).toBe('text');
      expect(detected.kind === 'text' && detected.text).toBe(text);
    }
    // Formats that are text but not prose stay refused.
    expect((await failure(Buffer.from('{\\rtf1\\ansi Hello}'), 'letter')).message).toMatch(/RTF document/);
  });

  it('refuses a password-protected Office file with 400', async () => {
    const error = await failure(cfb(['EncryptionInfo', 'EncryptedPackage']), 'secret.xlsx');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/encrypted with a password/);
  });

  it('refuses bytes that contradict the extension, saying what was found', async () => {
    const notPdf = await failure(Buffer.from('just some notes'), 'report.pdf');
    expect(notPdf.status).toBe(415);
    expect(notPdf.message).toBe('the file is named "report.pdf" but its bytes are plain text');
    expect((await failure(png, 'report.pdf')).message).toMatch(/named "report.pdf" but its bytes are a PNG image/);
    expect((await failure(pdf, 'scan.png')).message).toMatch(/named "scan.png" but its bytes are a PDF/);
    expect((await failure(xlsx, 'letter.docx')).message).toMatch(/Excel workbook \(XLSX\)/);
    expect((await failure(pdf, 'notes.txt')).status).toBe(415);
  });

  it('refuses bytes that contradict the declared media type, but not a generic one', async () => {
    const error = await failure(png, 'scan', 'application/pdf');
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/sent as application\/pdf but its bytes are a PNG image/);
    expect((await detect(pdf, 'x.pdf', 'application/octet-stream')).format).toBe('pdf');
    // Windows browsers label .csv uploads as Excel files.
    expect((await detect(Buffer.from('a,b\n1,2\n'), 'data.csv', 'application/vnd.ms-excel')).format).toBe('csv');
  });
});

describe('detect: text formats come from checks of the text', () => {
  const text = (s: string) => Buffer.from(s);

  it.each([
    ['{"subject": "s", "description": "d"}', 'upload', 'json'],
    ['From: Ann <a@x.com>\nSubject: Hi\nDate: Mon, 3 Jun 2024 09:00:00 +0000\n\nBody', 'upload', 'eml'],
    ['<!DOCTYPE html><html><body><p>x</p></body></html>', 'upload', 'html'],
    ['<p>Hello <b>there</b></p>', 'upload', 'html'],
    ['name,amount\nAnn,1\nBob,2\n', 'upload', 'csv'],
    ['name\tamount\nAnn\t1\n', 'upload', 'tsv'],
    ['# Title\n\nText.', 'upload', 'markdown'],
    ['Dear Ann, thank you.\nWe met, as planned, on Monday.\nRegards', 'upload', 'text'],
    // A name picks between look-alike text formats...
    ['name,amount\nAnn,1\nBob,2\n', 'numbers.txt', 'text'],
    ['just, words', 'list.csv', 'csv'],
    ['<div align="center">Logo</div>\n\n# Project', 'README.md', 'markdown'],
    ['From: Ann\nDate: Monday\n\n# Call notes', 'call.md', 'markdown'],
    // ...but a .txt that is unmistakably JSON or email is read as that.
    ['{"a": [1, 2]}', 'data.txt', 'json'],
  ])('%j named %s is %s', async (content, name, format) => {
    expect((await detect(text(content), name, '')).format).toBe(format);
  });

  it('refuses a .json that does not parse with 400 and the parser reason', async () => {
    const error = await failure(text('{"subject": "cut off'), 'ticket.json');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('refuses a .csv that is really JSON with 415', async () => {
    const error = await failure(text('{"a": 1}'), 'data.csv');
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/named "data.csv" but its bytes are JSON/);
  });

  it('decodes Windows-1252 and UTF-16 text', async () => {
    const latin = await detect(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]), 'menu.txt', '');
    expect(latin).toMatchObject({ kind: 'text', text: 'café €5' });
    const utf16 = await detect(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße', 'utf16le')]), 'note.txt', '');
    expect(utf16).toMatchObject({ kind: 'text', text: 'Grüße' });
  });

  it('refuses an empty file with 400', async () => {
    expect((await failure(new Uint8Array(0), 'empty.txt')).status).toBe(400);
  });
});
