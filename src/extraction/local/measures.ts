import { stem } from '../text.ts';
import type { Candidate } from './candidates/index.ts';
import type { FieldQuery } from './field.ts';

/**
 * Quantities with a unit: a weight, an area, a length, a volume, an amount of energy. A number
 * written with its unit ("875,0 kg", "969 sq ft", "2,722 kWh") says what it measures, so a field
 * that asks for a weight is not answered by a count beside it ("Gesamtmenge: 89"), and a count
 * is not answered by a weight.
 */
export type Measure = 'weight' | 'area' | 'length' | 'volume' | 'energy';

// Read straight after the number. Longer units first, so "kWh" is not "k" and "sq ft" is not "ft".
const UNIT_AFTER: Array<[Measure, RegExp]> = [
  ['energy', /^\s?(?:[kKM]Wh|Wh|kwh|therms?)(?![\p{L}\p{N}])/u],
  ['area', /^\s?(?:m²|m2|ft²|sq\.?\s?(?:ft|feet|m|metres|meters|yd)|square\s+(?:feet|foot|metres|meters|yards)|hectares?|ha|acres?)(?![\p{L}\p{N}])/u],
  ['volume', /^\s?(?:m³|m3|litres?|liters?|l|ml|gallons?|gal)(?![\p{L}\p{N}])/u],
  ['weight', /^\s?(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds|tonnes?|tons?|t)(?![\p{L}\p{N}])/u],
  ['length', /^\s?(?:km|kilomet(?:er|re)s?|miles?|mi|metres?|meters?|m|cm|mm|ft|feet|inch(?:es)?)(?![\p{L}\p{N}²³])/u],
];

// Words of a field's name or description that ask for each measure.
// "Consumption" is of energy or of water (kWh or m³).
const ASKED: Array<[Measure[], RegExp]> = [
  [['weight'], /\b(?:weight|weighs?|mass|kg|kgs|kilos?|kilograms?|lbs|tonnes?|tonnage|gewicht|poids)\b/i],
  [['area'], /\b(?:area|sq|square|floor\s*space|m2|acreage|hectares?|acres?)\b/i],
  [['energy'], /\b(?:kwh|energy)\b/i],
  [['energy', 'volume'], /\b(?:consumption|usage|used)\b/i],
  [['volume'], /\b(?:volume|litres?|liters?|gallons?|m3)\b/i],
  [['length'], /\b(?:distance|mileage|odometer|length|height|width|depth|km|kilomet(?:er|re)s?|miles)\b/i],
];

// Words of a label or column heading that say its numbers are of a measure ("Mileage:", "Km compteur", "Weight (kg)").
const LABEL_WORDS: Record<Measure, Set<string>> = {
  weight: new Set(['weight', 'weighs', 'mass', 'kg', 'kgs', 'kilos', 'kilograms', 'lbs', 'tonnes', 'tonnage', 'gewicht', 'poids', 'peso'].map(stem)),
  area: new Set(['area', 'sq', 'square', 'm2', 'm²', 'ft²', 'acreage', 'hectares', 'acres', 'fläche', 'surface'].map(stem)),
  energy: new Set(['kwh', 'energy', 'consumption', 'usage', 'verbrauch', 'consommation'].map(stem)),
  volume: new Set(['volume', 'litres', 'liters', 'gallons', 'm3', 'm³', 'consumption', 'usage', 'verbrauch', 'consommation'].map(stem)),
  length: new Set(['distance', 'mileage', 'odometer', 'length', 'height', 'width', 'depth', 'km', 'kilometres', 'kilometers', 'miles', 'mm', 'cm', 'compteur', 'kilometerstand'].map(stem)),
};

/** Whether a candidate's label or its column's heading names one of the measures (the line above may be another row). */
function labelledAs(c: Candidate, measures: Measure[]): boolean {
  for (const set of [c.ctx.left, c.ctx.header]) for (const w of set) if (measures.some((m) => LABEL_WORDS[m].has(w))) return true;
  return false;
}

/** The measures a number field asks for (any one of them), or none. */
export function askedMeasures(q: FieldQuery): Measure[] {
  if (q.group !== 'number') return [];
  const said = `${q.def.name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')} ${q.def.description}`;
  for (const [measures, words] of ASKED) if (words.test(said)) return measures;
  return [];
}

/** The measure a candidate's unit says it is, or null when no unit follows it. */
export function measureOf(c: Candidate): Measure | null {
  const after = c.page.text.slice(c.end, c.end + 16);
  for (const [measure, unit] of UNIT_AFTER) if (unit.test(after)) return measure;
  return null;
}

/**
 * A number field's candidates as its measure allows: a field that asks for a measure is answered by a
 * number in that unit when the document writes one so (a bare number or another unit's then counts or
 * measures something else); a field that asks for a count is not answered by a number with a unit.
 */
export function byMeasure(q: FieldQuery, count: boolean, cands: Candidate[]): Candidate[] {
  if (q.group !== 'number') return cands;
  const asked = askedMeasures(q);
  if (asked.length) {
    const measured = cands.map(measureOf);
    // Never a number in another unit. Where the document writes the asked unit, a bare number answers only
    // under a label or heading that names the measure ("Mileage: 74,675" beside "due at 87,000 miles").
    const unitWritten = measured.some((m) => m && asked.includes(m));
    return cands.filter((c, i) => (measured[i] ? asked.includes(measured[i]) : !unitWritten || labelledAs(c, asked)));
  }
  return count ? cands.filter((c) => measureOf(c) === null) : cands;
}
