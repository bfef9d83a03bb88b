import PDFDocument from 'pdfkit';

/** The bytes of a PDF that `draw` lays out with pdfkit (no first page unless `options` asks for one). */
export function pdfkitPdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A real PDF with one page per string, made with pdfkit. */
export function makePdf(pages: string[]): Promise<Buffer> {
  return pdfkitPdf(
    (doc) => {
      for (const text of pages) doc.addPage().fontSize(12).text(text);
    },
    { compress: false },
  );
}

/** multipart body for POST /data-sources, built with the platform's FormData. */
export function uploadForm(file: { name: string; content: Buffer | string; type?: string }, data: unknown): FormData {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  form.append('file', new Blob([file.content as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}
