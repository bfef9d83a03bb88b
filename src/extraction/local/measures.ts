import { stem, words as splitWords } from '../text.ts';
import type { Candidate } from './candidates/index.ts';
import { TYPE_WORDS, type FieldQuery } from './field.ts';

/**
 * What a number is written in. A quantity's unit ("875,0 kg", "969 sq ft", "2,722 kWh") says what it
 * measures, and an amount's period ("5 500 EUR per month", "$126,000.00 annually") what span it pays
 * for. So a field that asks for a weight is not answered by a count beside it ("Gesamtmenge: 89"), a
 * count not by a weight, and a yearly salary not by the monthly one.
 */
interface Unit<K extends string> {
  kind: K;
  /** The unit right after the value. */
  after: RegExp;
  /** Words of a field's name or description that ask for it. */
  asked: RegExp;
  /** Words of a label or column heading that say its values are in it ("Mileage:", "Km compteur", "Monthly rent"). */
  label: Set<string>;
}

const unit = <K extends string>(kind: K, after: RegExp, asked: RegExp, label: string[]): Unit<K> => ({ kind, after, asked, label: new Set(label.map(stem)) });

// Longer units first, so "kWh" is not "k" and "sq ft" is not "ft". "Consumption" is of energy or of water (kWh or m³).
const MEASURES = [
  unit('energy', /^\s?(?:[kKM]Wh|Wh|kwh|therms?)(?![\p{L}\p{N}])/u, /\b(?:kwh|energy|consumption|usage|used)\b/i, ['kwh', 'energy', 'consumption', 'usage', 'verbrauch', 'consommation']),
  unit(
    'area',
    /^\s?(?:m²|m2|ft²|sq\.?\s?(?:ft|feet|m|metres|meters|yd)|square\s+(?:feet|foot|metres|meters|yards)|hectares?|ha|acres?)(?![\p{L}\p{N}])/u,
    /\b(?:area|sq|square|floor\s*space|m2|acreage|hectares?|acres?)\b/i,
    ['area', 'sq', 'square', 'm2', 'm²', 'ft²', 'acreage', 'hectares', 'acres', 'fläche', 'surface'],
  ),
  unit('volume', /^\s?(?:m³|m3|litres?|liters?|l|L|ℓ|ml|mL|gallons?|gal)(?![\p{L}\p{N}])/u, /\b(?:volume|litres?|liters?|gallons?|m3|consumption|usage|used)\b/i, ['volume', 'litres', 'liters', 'gallons', 'm3', 'm³', 'consumption', 'usage', 'verbrauch', 'consommation']),
  unit('weight', /^\s?(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds|tonnes?|tons?|t)(?![\p{L}\p{N}])/u, /\b(?:weight|weighs?|mass|kg|kgs|kilos?|kilograms?|lbs|tonnes?|tonnage|gewicht|poids)\b/i, [
    'weight', 'weighs', 'mass', 'kg', 'kgs', 'kilos', 'kilograms', 'lbs', 'tonnes', 'tonnage', 'gewicht', 'poids', 'peso',
  ]),
  unit(
    'length',
    /^\s?(?:km|kilomet(?:er|re)s?|miles?|mi|metres?|meters?|m|cm|mm|ft|feet|inch(?:es)?)(?![\p{L}\p{N}²³])/u,
    /\b(?:distance|mileage|odometer|length|height|width|depth|km|kilomet(?:er|re)s?|miles)\b/i,
    ['distance', 'mileage', 'odometer', 'length', 'height', 'width', 'depth', 'km', 'kilometres', 'kilometers', 'miles', 'mm', 'cm', 'compteur', 'kilometerstand'],
  ),
  // Lengths of time counted in a unit: "sous 14 jours", "within thirty (30) days", "12 Monate", "a 12-month warranty". Asked in the plural only:
  // "due_on_day" asks which day of the month, not how many days.
  ...(
    [
      ['days', String.raw`(?:(?:working|business|calendar|clear|banking)\s+)?days?|jours?|(?:werk|arbeits|kalender)?tage?n?|nights?|nuits?|nächte|übernachtungen?`, 'days|nights', ['days', 'tage', 'jours', 'nights', 'nuits', 'nächte']],
      ['weeks', String.raw`weeks?|semaines?|wochen?`, 'weeks', ['weeks', 'wochen', 'semaines']],
      ['months', String.raw`months?|mois|monate?n?`, 'months', ['months', 'monate', 'mois']],
      ['years', String.raw`years?|ans|années?|jahre?n?`, 'years', ['years', 'jahre', 'ans', 'années']],
    ] as const
  ).map(([kind, after, asked, label]) => unit(kind, new RegExp(`^\\)?[\\s-]?(?:${after})(?![\\p{L}\\p{N}])`, 'iu'), new RegExp(`\\b(?:${asked})\\b`, 'i'), [...label])),
];

/** Units of what is measured, not counted. */
const MEASURED = new Set(['energy', 'area', 'volume', 'weight', 'length']);

// An amount's period, after it and the words "gross" or "net": "per month", "a year", "/yr", "annually", "p.a.", "pcm".
const PER = String.raw`^[\s)]*(?:(?:gross|net|brutto|netto|before\s+tax|excl\.?\s+vat|incl\.?\s+vat)\s+)?(?:(?:per|a|an|each|every|\/|pro|par)\s*`;
const PERIODS = [
  unit('year', new RegExp(`${PER}(?:year|annum|yr|jahr|an)\\b|annually\\b|yearly\\b|p\\.\\s?a\\.|pa\\b)`, 'iu'), /\b(?:annual(?:ly)?|yearly|per\s+(?:year|annum)|a\s+year|p\.?a\.?)\b|annual|yearly/i, ['annual', 'annually', 'yearly', 'annum', 'jährlich', 'annuel']),
  unit('month', new RegExp(`${PER}(?:month|mo|calendar\\s+month|monat|mois)\\b|monthly\\b|pcm\\b|p\\.\\s?m\\.)`, 'iu'), /\b(?:monthly|per\s+month|a\s+month|pcm)\b|monthly/i, ['monthly', 'monatlich', 'mensuel']),
  unit('week', new RegExp(`${PER}(?:week|wk)\\b|weekly\\b|p\\.\\s?w\\.)`, 'iu'), /\b(?:weekly|per\s+week|a\s+week)\b|weekly/i, ['weekly', 'wöchentlich']),
  unit('day', new RegExp(`${PER}(?:day|night)\\b|daily\\b|nightly\\b)`, 'iu'), /\b(?:daily|nightly|per\s+(?:day|night)|a\s+(?:day|night))\b|daily|nightly/i, ['daily', 'nightly']),
  unit('hour', new RegExp(`${PER}(?:hour|hr)\\b|hourly\\b)`, 'iu'), /\b(?:hourly|per\s+hour|an\s+hour)\b|hourly/i, ['hourly']),
];

const unitsFor = (q: FieldQuery): Array<Unit<string>> => (q.group === 'number' ? MEASURES : q.group === 'currency' ? PERIODS : []);

/** The units a field asks for (any one of them): measures of a number field, periods of an amount. */
export function askedUnits(q: FieldQuery): string[] {
  const units = unitsFor(q);
  if (!units.length) return [];
  const said = `${q.def.name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')} ${q.description}`;
  return units.filter((u) => u.asked.test(said)).map((u) => u.kind);
}

const FIGURES_BEFORE = /(?:\d+(?:[.,]\d+)?\s*[x×]\s*)+$/;
const FIGURES_AFTER = /^(?:\s*[x×]\s*\d+(?:[.,]\d+)?)+/;

/**
 * The unit written right after a candidate, of those a field may ask for, or null. A figure of a size
 * ("28 × 121 × 34 mm", three figures or more) is in the unit written after the last.
 */
function unitOf(units: Array<Unit<string>>, c: Candidate): string | null {
  let after = c.page.text.slice(c.end, c.end + 48);
  const before = FIGURES_BEFORE.exec(c.page.text.slice(Math.max(0, c.start - 40), c.start));
  const rest = FIGURES_AFTER.exec(after);
  const figures = 1 + (before ? before[0].split(/[x×]/).length - 1 : 0) + (rest ? rest[0].split(/[x×]/).length - 1 : 0);
  if (figures >= 3 && rest) after = after.slice(rest[0].length);
  for (const u of units) if (u.after.test(after)) return u.kind;
  return null;
}

/** Whether a candidate's label or its column's heading names one of the units (the line above may be another row). */
function labelledAs(units: Array<Unit<string>>, c: Candidate, asked: string[]): boolean {
  for (const set of [c.ctx.left, c.ctx.header]) for (const w of set) if (units.some((u) => asked.includes(u.kind) && u.label.has(w))) return true;
  return false;
}

/**
 * A field's candidates as its unit allows: a field that asks for a unit is never answered by a value in
 * another, and where the document writes the asked unit, a bare value answers only under a label or
 * heading that names it ("Mileage: 74,675" beside "due at 87,000 miles"). A number field that asks for a
 * count is not answered by a number with a unit, unless nights or days are told as a part and its whole ("3 of the 4 nights").
 */
export function byUnit(q: FieldQuery, count: boolean, cands: Candidate[]): Candidate[] {
  const units = unitsFor(q);
  if (!units.length) return cands;
  const asked = askedUnits(q);
  // Nights or days told as a part and its whole are counted as units are ("3 of the 4 nights"); a weight or a length never is.
  if (!asked.length) return count ? cands.filter((c) => unitOf(units, c) === null || ((c.f.of_part || c.f.of_whole) && !MEASURED.has(unitOf(units, c)!))) : cands;
  const written = cands.map((c) => unitOf(units, c));
  const unitWritten = written.some((u) => u && asked.includes(u));
  return cands.filter((c, i) => (written[i] ? asked.includes(written[i]) : !unitWritten || labelledAs(units, c, asked)));
}

/** Words of a sentence's grammar after a count, which name nothing it counts ("1 have been paid", "150 at any time"). */
const GRAMMAR_WORDS = new Set(
  'have has had been be is are was were will would must may might can could should shall do does did not no at to by on or and nor but more less than so per each from with as if when who which that this these those any all some such up out over under into onto'.split(' '),
);

// Words between a count and the noun it counts: "41 in favour", "3 of them", "12 x".
const COUNT_LINKS = new Set(['in', 'of', 'x', 'for', 'the', 'were', 'was', 'are', 'votes', 'vote'].map(stem));

/** The first word right after a count, past "in" or "of" ("1 against", "45 members", "41 in favour"), as written and as a stem, or null. */
function countedWord(c: Candidate): { word: string; stem: string } | null {
  const after = /^\s*((?:[\p{L}]+\s+){0,2}[\p{L}]+)/u.exec(c.page.text.slice(c.end, c.end + 40).split(/[,;.\n(|]/)[0]);
  if (!after) return null;
  for (const w of after[1].split(/\s+/)) {
    const s = stem(w.toLowerCase());
    if (!COUNT_LINKS.has(s)) return { word: w.toLowerCase(), stem: s };
  }
  return null;
}

/**
 * A count asked by the word that says what it counts ("votes_against") among counts listed on one line, each with its own noun
 * ("Votes: 41 in favour, 1 against, 3 abstentions"): the label before the list names them all; the noun after each
 * says which one it is. The others of that line go.
 */
export function byCountedNoun(q: FieldQuery, cands: Candidate[]): Candidate[] {
  if (q.group !== 'number') return cands;
  const words = new Set(q.name.filter((s) => !TYPE_WORDS.has(s)));
  if (!words.size) return cands;
  const after = cands.map(countedWord);
  const listed = new Set(cands.filter((c, i) => after[i] && words.has(after[i]!.stem)).map((c) => c.line));
  // Only a word of its own says a count is another one ("41 in favour"; not "1 have been paid", "150 at any time").
  const kept = !listed.size ? cands : cands.filter((c, i) => !listed.has(c.line) || !after[i] || words.has(after[i]!.stem) || GRAMMAR_WORDS.has(after[i]!.word));
  return byOwnPart(words, kept);
}

/** The stems of the part of its line a value stands in, between semicolons ("apologies from 3 members"; commas part a sentence's clauses too). */
function partStems(c: Candidate): Set<string> {
  const text = c.line.text;
  const at = c.start - c.line.start;
  const end = c.end - c.line.start;
  const from = text.lastIndexOf(';', at - 1) + 1;
  const stop = text.indexOf(';', end);
  return new Set(splitWords(text.slice(from, stop >= 0 ? stop : text.length)).map(stem));
}

/**
 * Counts each told in its own part of one line, the counted thing before the count ("Attendance: 15 members;
 * apologies from 3 members"): a field that names one part's thing is answered from that part alone.
 */
function byOwnPart(words: Set<string>, cands: Candidate[]): Candidate[] {
  const byLine = new Map<Candidate['line'], Candidate[]>();
  for (const c of cands) byLine.set(c.line, [...(byLine.get(c.line) ?? []), c]);
  const drop = new Set<Candidate>();
  for (const [, onLine] of byLine) {
    // A list, not prose: every part a few words ("The event is for about 135 guests; numbers must not exceed 150" is prose).
    if (onLine.length < 2 || onLine[0].line.text.split(';').some((part) => splitWords(part).length > 6)) continue;
    const names = onLine.map((c) => [...partStems(c)].some((s) => words.has(s)));
    if (names.some(Boolean) && !names.every(Boolean)) onLine.forEach((c, i) => !names[i] && drop.add(c));
  }
  return drop.size ? cands.filter((c) => !drop.has(c)) : cands;
}
