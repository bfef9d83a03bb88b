/**
 * A block of tick boxes read in the order the field lists its options. A form's boxes
 * are written in the order its designer listed the choices, and a user who asks for
 * them copies that list; so where a block has one box per option and every option
 * whose words were read sits at its own box ("☒ Wifi  ☒ Parking autocar  ☐ Traslados
 * aeropuerto  ☒ Cóctel de bienvenida  ☐ Acceso spa" for Wi-Fi, Coach parking, Airport
 * transfers, Welcome drink, Spa access), the words not read are those options too.
 */
import type { Doc, DocLine, DocPage } from './doc.ts';

const BOX = /\[\s*[xX✓✔]?\s*\]|\(\s*[xX✓✔]?\s*\)|[☑☒☐□■]/g;

export interface TickBox {
  line: DocLine;
  start: number;
  end: number;
}

/** Boxes on consecutive lines, the first led by its label ("Incluido:   ☒ Wifi ...") or by a box, the rest only by boxes. */
export interface TickBlock {
  page: DocPage;
  boxes: TickBox[];
}

function boxesOn(line: DocLine): TickBox[] {
  return [...line.text.matchAll(BOX)].map((m) => ({ line, start: line.start + m.index!, end: line.start + m.index! + m[0].length }));
}

/** The blocks of tick boxes in a document, computed once per document. */
export function tickBlocks(doc: Doc): TickBlock[] {
  const cached = doc.cache.get('tickBlocks') as TickBlock[] | undefined;
  if (cached) return cached;
  const out: TickBlock[] = [];
  let open: TickBlock | null = null;
  for (const line of doc.lines) {
    const boxes = boxesOn(line);
    if (!boxes.length) {
      open = null;
      continue;
    }
    // A line whose text before its first box is a label asks its own question.
    const led = /\S/.test(line.text.slice(0, boxes[0].start - line.start));
    if (!open || led || open.page !== line.page) {
      open = { page: line.page, boxes: [] };
      out.push(open);
    }
    open.boxes.push(...boxes);
  }
  doc.cache.set('tickBlocks', out);
  return out;
}

/** Which box of a block stands right before a place on its line (no other box between), or -1. */
export function boxBefore(block: TickBlock, page: DocPage, at: number): number {
  if (page !== block.page) return -1;
  for (let i = block.boxes.length - 1; i >= 0; i--) {
    const box = block.boxes[i];
    if (box.end <= at) return at <= box.line.end ? i : -1;
  }
  return -1;
}

/** The words a box stands before: up to the next box, a wide gap or the line's end ("☒ zvětšení velikosti      z 52 na 55"). */
export function wordsAfter(block: TickBlock, i: number): { start: number; end: number } {
  const box = block.boxes[i];
  const next = block.boxes[i + 1];
  const stop = next && next.line === box.line ? next.start : box.line.end;
  const text = box.line.page.text.slice(box.end, stop);
  const lead = text.length - text.trimStart().length;
  const gap = /\s{3,}|\s*$/.exec(text.slice(lead))!;
  return { start: box.end + lead, end: box.end + lead + gap.index };
}
