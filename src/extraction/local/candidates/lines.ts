import type { Doc, Segment } from '../doc.ts';
import { besideCell, nextNonBlank, prevNonBlank } from './layout.ts';
import { addressScore, lineFeatures } from './shapes.ts';
import type { Add } from './types.ts';

const CLOSINGS = String.raw`(?:(?:(?:best|kind|warm|many)\s+)?(?:regards|wishes|thanks)|thank\s+you|sincerely|yours(?:\s+(?:sincerely|faithfully|truly))?|cheers|best|respectfully)`;
const SIGN_OFF = new RegExp(`^\\s*${CLOSINGS}\\s*[,.!]?\\s*$`, 'i');
const SIGN_OFF_INLINE = new RegExp(`^\\s*${CLOSINGS}\\s*[,!-]\\s*(?=\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'’-]+){0,3}\\s*$)`, 'iu');

/** A short line, or a cell of a table row, as an answer; `prev` and `next` are what stands above and below it. */
function lineCandidate(doc: Doc, add: Add, seg: Segment, prev: Segment | undefined, next: Segment | undefined): void {
  const n = seg.tokenTo - seg.tokenFrom;
  if (seg.blank || n === 0 || n > 14) return;
  if (!/\p{L}/u.test(seg.text)) return;
  const f = lineFeatures(doc, seg);
  f.next_addr = next ? addressScore(next) : 0;
  f.prev_addr = prev ? addressScore(prev) : 0;
  // The name under a closing ("Kind regards," / "Thanks,") signs the message: its author.
  if (prev && SIGN_OFF.test(prev.text)) f.signoff = 1;
  add('line', seg.page, seg.start, seg.end, f);
  // "Thanks, Maria Lopez": a closing and the name on one line.
  const closing = SIGN_OFF_INLINE.exec(seg.text);
  if (closing) add('line', seg.page, seg.start + closing[0].length, seg.end, { ...lineFeatures(doc, seg), signoff: 1 });
  // "99 SPEED MART S/B (519537-X)": a name followed by a bracketed registration number.
  const bracket = /\s*\([^()]*\d[^()]*\)\s*$/.exec(seg.text);
  if (bracket && bracket.index > 0) add('line', seg.page, seg.start, seg.start + bracket.index, { ...f, bracket: 1 });
}

export function lineCandidates(doc: Doc, add: Add): void {
  for (const line of doc.lines) {
    if (line.blank) continue;
    const cells = doc.cellsOf(line);
    if (cells) {
      // A table row is one answer per cell: the two parties of a signature block, a label and its value.
      cells.forEach((cell, col) => lineCandidate(doc, add, cell, besideCell(doc, line, col, -1), besideCell(doc, line, col, 1)));
      continue;
    }
    const n = line.tokenTo - line.tokenFrom;
    lineCandidate(doc, add, line, prevNonBlank(doc, line), nextNonBlank(doc, line));
    if (n === 0 || n > 14 || !/\p{L}/u.test(line.text)) continue;
    const f = lineFeatures(doc, line);
    // A name wrapped over two short lines ("HOME MASTER HARDWARE &" / "ELECTRICAL"). (Not onto a table row,
    // whose cells are answers of their own: `add` drops the span.)
    const next2 = doc.lines[line.index + 1];
    if (next2 && next2.page === line.page && !next2.blank && n + (next2.tokenTo - next2.tokenFrom) <= 10 && /\p{L}/u.test(next2.text) && !/\d{3,}/.test(next2.text)) {
      const joined = `${line.text.trim()} ${next2.text.trim()}`;
      const end2 = /\s*\([^()]*\d[^()]*\)\s*$/.exec(next2.text);
      const stop = end2 ? next2.start + end2.index : next2.end;
      add('line2', line.page, line.start, stop, { ...f, c_org: Math.max(f.c_org, lineFeatures(doc, next2).c_org), e_len: Math.min(1, (n + next2.tokenTo - next2.tokenFrom) / 12), next_addr: 0 }, (end2 ? joined.replace(/\s*\([^()]*\d[^()]*\)\s*$/, '') : joined).replace(/\s+/g, ' '));
    }
  }
}
