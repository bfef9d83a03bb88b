import type { Candidate } from './candidates/index.ts';
import type { DocLine } from './doc.ts';
import type { FieldQuery } from './field.ts';

/**
 * An object's size written as one figure per side with a legend that says which side each is:
 * "Dimensions (W × H × D): 430 × 44 × 285 mm", "Maße (B × H × T) 28 × 121 × 34 mm",
 * "Dimensions (l × h × p) | 219 × 275 × 326 mm". A field that asks for one side (its width, how
 * tall it is) is answered by the figure in that side's place, never by another side's.
 */
export type Side = 'width' | 'height' | 'depth' | 'length';

const ASKED: Array<[Side, RegExp]> = [
  ['width', /\b(?:width|wide|breadth|breite|largeur)\b/i],
  ['height', /\b(?:height|tall|high|höhe|hauteur)\b/i],
  ['depth', /\b(?:depth|deep|tiefe|profondeur)\b/i],
  ['length', /\b(?:length|long|länge|longueur)\b/i],
];

/** The one side a field asks for, or null (none, or several). */
export function askedSide(q: FieldQuery): Side | null {
  const said = `${q.def.name.replace(/[_-]+/g, ' ')} ${q.description}`;
  const sides = ASKED.filter(([, re]) => re.test(said)).map(([side]) => side);
  return sides.length === 1 ? sides[0] : null;
}

const TIMES = String.raw`\s*[x×X*]\s*`;
const LEGEND = new RegExp(`(?<![\\p{L}])(\\p{L})${TIMES}(\\p{L})${TIMES}(\\p{L})(?:${TIMES}(\\p{L}))?(?![\\p{L}])`, 'u');
const FIGURE = String.raw`(\d+(?:[.,]\d+)?)\s*(?:mm|cm|m|in|")?`;
const FIGURES = new RegExp(`${FIGURE}${TIMES}${FIGURE}${TIMES}${FIGURE}(?:${TIMES}${FIGURE})?`, 'g');

/**
 * The sides a legend's letters stand for, read in the legend's language: French "l × h × p" (largeur,
 * hauteur, profondeur), German "B × H × T" (Breite, Höhe, Tiefe), English "W × H × D" and "L × W × H".
 */
export function legendSides(letters: string[]): Side[] | null {
  const french = letters.some((l) => l.toLowerCase() === 'p');
  const german = letters.some((l) => l === 'B' || l === 'T' || l === 'b' || l === 't');
  const sides = letters.map((l): Side | null => {
    if (french) return l === 'L' ? 'length' : l === 'l' ? 'width' : l.toLowerCase() === 'h' ? 'height' : l.toLowerCase() === 'p' ? 'depth' : null;
    if (german) return ({ b: 'width', h: 'height', t: 'depth', l: 'length' } as const)[l.toLowerCase() as 'b'] ?? null;
    return ({ w: 'width', h: 'height', d: 'depth', l: 'length' } as const)[l.toLowerCase() as 'w'] ?? null;
  });
  return sides.every((s) => s !== null) && new Set(sides).size === sides.length ? (sides as Side[]) : null;
}

/** The figures of a line's sizes with the side each stands for, as page offsets. */
function sizesOf(text: string, offset: number): Array<{ start: number; end: number; side: Side }> {
  const legend = LEGEND.exec(text);
  if (!legend) return [];
  const sides = legendSides(legend.slice(1).filter(Boolean));
  if (!sides) return [];
  const out: Array<{ start: number; end: number; side: Side }> = [];
  for (const m of text.slice(legend.index + legend[0].length).matchAll(FIGURES)) {
    const figures = m.slice(1).filter(Boolean);
    if (figures.length !== sides.length) continue;
    let at = legend.index + legend[0].length + m.index!;
    const body = m[0];
    let from = 0;
    figures.forEach((f, i) => {
      const k = body.indexOf(f, from);
      out.push({ start: offset + at + k, end: offset + at + k + f.length, side: sides[i] });
      from = k + f.length;
    });
    at += body.length;
  }
  return out;
}

/** A field that asks for one side of a size: the figures of the other sides go. */
export function bySide(q: FieldQuery, cands: Candidate[]): Candidate[] {
  if (q.group !== 'number') return cands;
  const side = askedSide(q);
  if (!side) return cands;
  const other = new Map<DocLine, Array<{ start: number; end: number }>>();
  for (const line of new Set(cands.map((c) => c.line))) {
    const sizes = sizesOf(line.text, line.start).filter((s) => s.side !== side);
    if (sizes.length) other.set(line, sizes);
  }
  if (!other.size) return cands;
  return cands.filter((c) => !other.get(c.line)?.some((o) => c.start <= o.start && o.end <= c.end));
}
