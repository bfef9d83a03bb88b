import type { Evidence, ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import type { ExtractionBackend, ExtractionInput, SourceDocument } from '../backend.ts';
import { keywords, splitLines, splitSentences, stem, words, type Line } from './text.ts';
import { findAmounts, findValues, type ValueMatch } from './values.ts';

/**
 * The embedded, offline extractor. For each field it looks for labels that share
 * words with the field's name and description, reads a value of the field's type
 * after the label (same line, else the next line), and falls back to values of the
 * type anywhere with a low confidence. Every value carries the span it came from.
 */
export function createLocalBackend(): ExtractionBackend {
  return {
    name: 'local',
    async extract(input: ExtractionInput): Promise<ExtractedField[]> {
      const out: ExtractedField[] = [];
      for (const field of input.fields) {
        input.signal.throwIfAborted();
        const extracted = extractField(field, input.sources);
        input.onField(extracted);
        out.push(extracted);
        // Yield between fields so a long run never blocks the server's event loop for long.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      return out;
    },
  };
}

interface Candidate {
  value: unknown;
  score: number;
  evidence: Evidence;
}

interface Label {
  /** Stems of the field name's words, weighted over the description's. */
  weights: Map<string, number>;
  nameWeight: number;
}

function labelOf(field: FieldDefinition): Label {
  const weights = new Map<string, number>();
  for (const w of keywords(field.description)) weights.set(stem(w), 0.4);
  let nameWeight = 0;
  for (const w of keywords(field.name)) {
    weights.set(stem(w), 1);
    nameWeight += 1;
  }
  return { weights, nameWeight: Math.max(nameWeight, 1) };
}

/** How well the words before a value name the field: recall of the field's words, precision of the label's. */
function labelScore(label: Label, text: string): number {
  const tokens = words(text).map(stem);
  if (!tokens.length) return 0;
  let matched = 0;
  let nameMatched = 0;
  const seen = new Set<string>();
  for (const t of tokens) {
    const w = label.weights.get(t);
    if (w === undefined || seen.has(t)) continue;
    seen.add(t);
    matched += 1;
    if (w === 1) nameMatched += 1;
  }
  if (!matched) return 0;
  const recall = Math.min(1, (nameMatched + 0.4 * (matched - nameMatched)) / label.nameWeight);
  const precision = matched / tokens.length;
  return 0.65 * recall + 0.35 * precision;
}

/**
 * How much an unlabelled value of a type is worth: a lone URL or currency code is
 * usually the one asked for, a lone number or id rarely is.
 */
const UNLABELLED_SCORE: Partial<Record<FieldDefinition['type'], number>> = {
  url: 0.55,
  currency_symbol: 0.5,
  percentage: 0.4,
  date: 0.38,
  currency: 0.36,
};

/** Below this, a value is reported as not found. */
const FOUND_THRESHOLD = 0.35;

const LABEL_END = /[:：=]|\s[-–—]\s|\t|\s{2,}/;

function extractField(field: FieldDefinition, sources: SourceDocument[]): ExtractedField {
  const label = labelOf(field);
  const candidates: Candidate[] = [];
  for (const source of sources) {
    for (const page of source.pages) {
      const evidence = (start: number, end: number): Evidence => ({
        dataSourceId: source.dataSourceId,
        page: page.page,
        start,
        end,
        text: page.text.slice(start, end),
      });
      if (field.type === 'verbatim') {
        for (const s of splitSentences(page.text)) {
          const score = labelScore(label, s.text) * 0.9;
          if (score <= 0) continue;
          // A short "Label:" before the passage is not part of it.
          const sep = LABEL_END.exec(s.text);
          const skip = sep && words(s.text.slice(0, sep.index)).length <= 4 ? sep.index + sep[0].length : 0;
          const text = s.text.slice(skip).trimStart();
          const start = s.start + s.text.length - text.length;
          if (text) candidates.push({ value: text, score, evidence: evidence(start, start + text.length) });
        }
        continue;
      }
      const lines = splitLines(page.text);
      lines.forEach((line, i) => collectFromLine(field, label, line, nextLine(lines, i), evidence, candidates));
      const fallback = UNLABELLED_SCORE[field.type] ?? 0;
      if (fallback > 0) {
        // Unlabelled, only an amount with a currency marker can pass for money.
        for (const m of field.type === 'currency' ? findAmounts(page.text) : findValues(field.type, page.text)) {
          candidates.push({ value: m.value, score: fallback, evidence: evidence(m.start, m.end) });
        }
      }
    }
  }
  if (field.type === 'single_select' || field.type === 'multi_select') return chooseOptions(field, label, sources);
  return best(field, candidates);
}

function nextLine(lines: Line[], i: number): Line | undefined {
  for (let j = i + 1; j < lines.length && j <= i + 3; j++) if (lines[j].text.trim()) return lines[j];
  return undefined;
}

function collectFromLine(
  field: FieldDefinition,
  label: Label,
  line: Line,
  next: Line | undefined,
  evidence: (start: number, end: number) => Evidence,
  out: Candidate[],
): void {
  if (!line.text.trim()) return;
  // The label is the text before a separator, or each prefix before a value.
  const sep = LABEL_END.exec(line.text);
  if (field.type === 'text') {
    if (!sep) return;
    const score = labelScore(label, line.text.slice(0, sep.index));
    if (!score) return;
    const restStart = sep.index + sep[0].length;
    const rest = line.text.slice(restStart);
    const lead = rest.length - rest.trimStart().length;
    const value = rest.trim();
    if (value) {
      out.push({ value, score, evidence: evidence(line.start + restStart + lead, line.start + restStart + lead + value.length) });
    } else if (next) {
      const v = next.text.trim();
      const at = next.start + next.text.indexOf(v);
      out.push({ value: v, score: score * 0.85, evidence: evidence(at, at + v.length) });
    }
    return;
  }
  const found = findValues(field.type, line.text);
  let labelled = false;
  for (const [k, m] of found.entries()) {
    const before = line.text.slice(k === 0 ? 0 : found[k - 1].end, m.start);
    // Words between the label's separator and the value mean the label names something else.
    const cut = lastSeparator(before);
    const gap = cut < 0 ? '' : before.slice(cut);
    const score = labelScore(label, cut < 0 ? before : before.slice(0, cut)) * (/[\p{L}\p{N}]/u.test(gap.replace(LABEL_END, '')) ? 0.5 : 1);
    if (!score) continue;
    labelled = true;
    out.push({ value: m.value, score: 0.1 + 0.85 * score, evidence: evidence(line.start + m.start, line.start + m.end) });
  }
  if (!labelled && next && !found.length) {
    const score = labelScore(label, line.text);
    if (!score) return;
    const below = findValues(field.type, next.text)[0] as ValueMatch | undefined;
    if (below) out.push({ value: below.value, score: 0.1 + 0.7 * score, evidence: evidence(next.start + below.start, next.start + below.end) });
  }
}

function lastSeparator(text: string): number {
  let at = -1;
  for (const m of text.matchAll(new RegExp(LABEL_END.source, 'g'))) at = m.index!;
  return at;
}

function best(field: FieldDefinition, all: Candidate[]): ExtractedField {
  const candidates = all.filter((c) => c.score >= FOUND_THRESHOLD);
  if (!candidates.length) return { name: field.name, type: field.type, value: null, confidence: 0.05, evidence: [] };
  // Agreement: the same value found in several places is more likely right.
  const support = new Map<string, number>();
  for (const c of candidates) support.set(JSON.stringify(c.value), (support.get(JSON.stringify(c.value)) ?? 0) + 1);
  let top = candidates[0];
  let topScore = -1;
  for (const c of candidates) {
    const s = c.score + Math.min(0.1, 0.03 * ((support.get(JSON.stringify(c.value)) ?? 1) - 1));
    if (s > topScore) {
      top = c;
      topScore = s;
    }
  }
  return {
    name: field.name,
    type: field.type,
    value: top.value,
    confidence: round(Math.min(0.97, Math.max(0.1, topScore))),
    evidence: [top.evidence],
  };
}

function chooseOptions(field: FieldDefinition, label: Label, sources: SourceDocument[]): ExtractedField {
  const options = field.options ?? [];
  const hits: Array<{ option: string; score: number; evidence: Evidence }> = [];
  for (const option of options) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
    for (const source of sources) {
      for (const page of source.pages) {
        for (const line of splitLines(page.text)) {
          for (const m of line.text.matchAll(pattern)) {
            const context = labelScore(label, line.text.slice(0, m.index));
            const start = line.start + m.index!;
            hits.push({
              option,
              score: 0.45 + 0.5 * context,
              evidence: { dataSourceId: source.dataSourceId, page: page.page, start, end: start + m[0].length, text: page.text.slice(start, start + m[0].length) },
            });
          }
        }
      }
    }
  }
  const byOption = new Map<string, (typeof hits)[number]>();
  for (const h of hits) if (!byOption.has(h.option) || byOption.get(h.option)!.score < h.score) byOption.set(h.option, h);
  const ranked = [...byOption.values()].sort((a, b) => b.score - a.score);
  if (field.type === 'single_select') {
    const top = ranked[0];
    if (!top) return { name: field.name, type: field.type, value: null, confidence: 0.05, options, evidence: [] };
    // Several options mentioned alike leave the choice uncertain.
    const margin = ranked[1] ? top.score - ranked[1].score : 0.3;
    return { name: field.name, type: field.type, value: top.option, confidence: round(Math.min(0.95, top.score * (0.7 + margin))), options, evidence: [top.evidence] };
  }
  if (!ranked.length) return { name: field.name, type: field.type, value: null, confidence: 0.05, options, evidence: [] };
  const chosen = options.filter((o) => byOption.has(o));
  const confidence = chosen.reduce((sum, o) => sum + byOption.get(o)!.score, 0) / chosen.length;
  return { name: field.name, type: field.type, value: chosen, confidence: round(confidence), options, evidence: chosen.map((o) => byOption.get(o)!.evidence) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
