/**
 * Abstract documents (titles, label/value pairs, paragraphs, address lines,
 * tables) and their renderings as plain text, HTML, DOCX (docx) and PDF (pdfkit).
 * Every generator of evaluation documents writes through these.
 */
import { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { pdfkitPdf } from '../../lib/documents.ts';

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'kv'; label: string; value: string; above?: boolean }
  | { kind: 'para'; text: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

export type Format = 'pdf' | 'docx' | 'html' | 'txt' | 'ticket';

export function renderText(blocks: Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'title') out.push(b.text, '');
    else if (b.kind === 'kv') out.push(...(b.above || !b.value ? [`${b.label}:`, ...(b.value ? [b.value] : [])] : [`${b.label}: ${b.value}`]));
    else if (b.kind === 'para') out.push('', b.text, '');
    else if (b.kind === 'lines') out.push(...b.lines, '');
    else {
      const widths = b.header.map((h, i) => Math.max(h.length, ...b.rows.map((row) => row[i].length)) + 3);
      const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('').trimEnd();
      if (b.header.some(Boolean)) out.push(row(b.header));
      for (const cells of b.rows) out.push(row(cells));
      out.push('');
    }
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * HTML as a web page or a mail would carry it. `kv` says how runs of label/value
 * pairs are marked up: paragraphs with a bold label, a definition list (`<dl>`),
 * or a two-column table.
 */
export function renderHtml(blocks: Block[], kv: 'p' | 'dl' | 'table' = 'p'): string {
  const out = ['<!doctype html><html><head><meta charset="utf-8"><title>Document</title></head><body>'];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.kind === 'kv' && kv !== 'p' && b.value && !b.above) {
      const run: Array<{ label: string; value: string }> = [];
      while (i < blocks.length) {
        const x = blocks[i];
        if (x.kind !== 'kv' || !x.value || x.above) break;
        run.push(x);
        i++;
      }
      i--;
      out.push(
        kv === 'dl'
          ? `<dl>${run.map((x) => `<dt>${esc(x.label)}</dt><dd>${esc(x.value)}</dd>`).join('')}</dl>`
          : `<table>${run.map((x) => `<tr><th>${esc(x.label)}</th><td>${esc(x.value)}</td></tr>`).join('')}</table>`,
      );
    } else if (b.kind === 'title') out.push(`<h2>${esc(b.text)}</h2>`);
    else if (b.kind === 'kv') out.push(b.above || !b.value ? `<p><strong>${esc(b.label)}:</strong></p>${b.value ? `<p>${esc(b.value)}</p>` : ''}` : `<p><strong>${esc(b.label)}:</strong> ${esc(b.value)}</p>`);
    else if (b.kind === 'para') out.push(`<p>${esc(b.text)}</p>`);
    else if (b.kind === 'lines') out.push(`<p>${b.lines.map(esc).join('<br>')}</p>`);
    else {
      const head = b.header.some(Boolean) ? `<thead><tr>${b.header.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>` : '';
      out.push(`<table>${head}<tbody>${b.rows.map((row) => `<tr>${row.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`);
    }
  }
  out.push('</body></html>');
  return out.join('\n');
}

export async function renderDocx(blocks: Block[]): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [];
  for (const b of blocks) {
    if (b.kind === 'title') children.push(new Paragraph({ children: [new TextRun({ text: b.text, bold: true, size: 28 })] }));
    else if (b.kind === 'kv') {
      if (b.above || !b.value) {
        children.push(new Paragraph({ children: [new TextRun({ text: `${b.label}:`, bold: true })] }));
        if (b.value) children.push(new Paragraph(b.value));
      } else children.push(new Paragraph({ children: [new TextRun({ text: `${b.label}: `, bold: true }), new TextRun(b.value)] }));
    } else if (b.kind === 'para') children.push(new Paragraph(b.text));
    else if (b.kind === 'lines') for (const l of b.lines) children.push(new Paragraph(l));
    else {
      const rows = [...(b.header.some(Boolean) ? [b.header] : []), ...b.rows];
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: rows.map((cells) => new TableRow({ children: cells.map((c) => new TableCell({ children: [new Paragraph({ text: c, alignment: AlignmentType.LEFT })] })) })),
        }),
      );
    }
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export function renderPdf(blocks: Block[]): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    const left = 50;
    const width = 495;
    for (const b of blocks) {
      if (doc.y > 740) doc.addPage();
      if (b.kind === 'title') doc.font('Helvetica-Bold').fontSize(14).text(b.text, left, doc.y, { width }).moveDown(0.4);
      else if (b.kind === 'kv') {
        if (b.above || !b.value) {
          doc.font('Helvetica-Bold').fontSize(10).text(`${b.label}:`, left, doc.y, { width });
          if (b.value) doc.font('Helvetica').fontSize(10).text(b.value, left, doc.y, { width });
        } else {
          const y = doc.y;
          doc.font('Helvetica-Bold').fontSize(10).text(`${b.label}:`, left, y, { width: 150 });
          doc.font('Helvetica').fontSize(10).text(b.value, left + 160, y, { width: width - 160 });
        }
        doc.moveDown(0.2);
      } else if (b.kind === 'para') doc.font('Helvetica').fontSize(10).moveDown(0.4).text(b.text, left, doc.y, { width, align: 'left' }).moveDown(0.4);
      else if (b.kind === 'lines') {
        doc.font('Helvetica').fontSize(10);
        for (const l of b.lines) doc.text(l, left, doc.y, { width });
        doc.moveDown(0.3);
      } else {
        const cols = b.header.length;
        const colW = width / cols;
        const rows = [...(b.header.some(Boolean) ? [b.header] : []), ...b.rows];
        rows.forEach((cells, ri) => {
          const y = doc.y;
          doc.font(ri === 0 && b.header.some(Boolean) ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
          cells.forEach((c, ci) => doc.text(c, left + ci * colW, y, { width: colW - 8, lineBreak: false }));
          doc.x = left;
          doc.y = y + 16;
        });
        doc.moveDown(0.4);
      }
    }
  }, { size: 'A4', margin: 50, autoFirstPage: true });
}
