import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { findDates, findPercentages, findUrls, parseNumber, findCurrencyCodes } from '../values/index.ts';

/**
 * Brings a value a model wrote into the shape spec 2.4.1 gives its type, or null
 * when it cannot be read as that type. Backends that do not build values from
 * spans themselves (LLMs) pass their answers through here.
 */
export function normalizeValue(field: FieldDefinition, raw: unknown): unknown {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (field.type) {
    case 'number':
    case 'currency':
    case 'percentage': {
      if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
      const text = String(raw);
      if (field.type === 'percentage') {
        const pct = findPercentages(text)[0];
        if (pct) return pct.value;
      }
      const match = /[-+−]?[\d.,\s'’]*\d/.exec(text);
      return match ? parseNumber(match[0]) : null;
    }
    case 'date': {
      const text = String(raw);
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
      return (findDates(text)[0]?.value as string | undefined) ?? null;
    }
    case 'currency_symbol': {
      const text = String(raw).trim();
      if (/^[A-Z]{3}$/.test(text)) return text;
      return (findCurrencyCodes(`${text} 1`)[0]?.value as string | undefined) ?? text;
    }
    case 'url':
      return (findUrls(String(raw))[0]?.value as string | undefined) ?? null;
    case 'single_select':
      return matchOption(field.options ?? [], String(raw));
    case 'multi_select': {
      const list = Array.isArray(raw) ? raw : String(raw).split(/[,;]/);
      const chosen = list.map((v) => matchOption(field.options ?? [], String(v))).filter((v): v is string => v !== null);
      return chosen.length ? [...new Set(chosen)] : null;
    }
    default:
      return typeof raw === 'string' ? raw : JSON.stringify(raw);
  }
}

function matchOption(options: string[], value: string): string | null {
  const wanted = value.trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === wanted) ?? null;
}

/** The first place `quote` stands in `text`, tolerant of differences in whitespace. */
export function locate(text: string, quote: string): { start: number; end: number } | null {
  const q = quote.trim();
  if (!q) return null;
  const exact = text.indexOf(q);
  if (exact >= 0) return { start: exact, end: exact + q.length };
  const pattern = q.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  const m = new RegExp(pattern, 'i').exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}
