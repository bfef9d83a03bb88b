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

/** A long plain-text contract: `paragraphs` paragraphs with dates, amounts and references. */
export function longContract(paragraphs: number): string {
  const out: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const day = (i % 28) + 1;
    out.push(
      `Section ${i + 1}. On March ${day}, ${2000 + (i % 25)} the Supplier delivered order PO-${100000 + i} to the Customer at 12 Harbour Road, ` +
        `invoiced at $${(1000 + i * 7.5).toFixed(2)} payable within ${30 + (i % 3) * 15} days. The parties agree that the term of this agreement ` +
        `is ${1 + (i % 5)} years, renewed automatically unless either party gives ${30 + (i % 4) * 30} days written notice to the other party.`,
    );
  }
  return out.join('\n\n');
}
