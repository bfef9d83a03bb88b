/**
 * A generated document as the harness measures it: its file in one format, the
 * fields asked, and how an answer compares with the gold value.
 */
import type { ApiField, EvalDoc, SetName } from '../types.ts';
import { renderDocx, renderHtml, renderPdf, renderText, type Block, type Format } from './render.ts';

export interface Generated {
  blocks: Block[];
  fields: ApiField[];
  /** The right answer per field; null where the document does not say. */
  gold: Record<string, unknown>;
  /** For tickets: the JSON object uploaded (the blocks are its other renderings). */
  ticket?: Record<string, unknown>;
  /** How HTML marks up label/value pairs. */
  htmlKv?: 'p' | 'dl' | 'table';
  /** A field whose answers compare by meaning rather than by type (a duration written another way). */
  compare?: Record<string, (value: unknown) => boolean>;
}

const normText = (v: unknown) =>
  String(v)
    .replace(/\s+/g, ' ')
    .replace(/^[\s"“(]+|[\s"”).,;:]+$/g, '')
    .toLowerCase();

/** Compares an answer with the gold one, by type: numbers to the cent, text without case, outer quotes and end punctuation. */
export function goldRight(type: string, gold: unknown, value: unknown): boolean {
  if (gold === null) return value === null || value === undefined;
  if (value === null || value === undefined) return false;
  switch (type) {
    case 'number':
    case 'currency':
    case 'percentage':
      return typeof value === 'number' && Math.abs(value - (gold as number)) < 0.005;
    case 'multi_select':
      return Array.isArray(value) && JSON.stringify([...value].sort()) === JSON.stringify([...(gold as string[])].sort());
    case 'url':
      return String(value).replace(/\/$/, '') === String(gold).replace(/\/$/, '');
    case 'text':
    case 'verbatim':
      return normText(value) === normText(gold);
    default:
      return value === gold;
  }
}

export async function fileOf(spec: Generated, format: Format, id: string): Promise<{ file: EvalDoc['file']; pages?: string[] }> {
  switch (format) {
    case 'pdf':
      return { file: { name: `${id}.pdf`, content: await renderPdf(spec.blocks) } };
    case 'docx':
      return { file: { name: `${id}.docx`, content: await renderDocx(spec.blocks) } };
    case 'html':
      return { file: { name: `${id}.html`, content: Buffer.from(renderHtml(spec.blocks, spec.htmlKv)) } };
    case 'ticket':
      if (!spec.ticket) throw new Error(`${id}: a ticket format needs the ticket object`);
      return { file: { name: `${id}.json`, content: Buffer.from(JSON.stringify(spec.ticket)), type: 'ticket' } };
    default: {
      const text = renderText(spec.blocks);
      return { file: { name: `${id}.txt`, content: Buffer.from(text) }, pages: [text] };
    }
  }
}

export async function toEvalDoc(set: SetName, id: string, family: string, format: Format, spec: Generated): Promise<EvalDoc> {
  const { file, pages } = await fileOf(spec, format, id);
  const types = new Map(spec.fields.map((f) => [f.field_name, f.type]));
  return {
    set,
    id: `${id}.${format === 'ticket' ? 'json' : format}`,
    family,
    file,
    pages,
    fields: spec.fields,
    isRight: (field, value) => {
      const own = spec.compare?.[field];
      return own && spec.gold[field] !== null && value !== null && value !== undefined ? own(value) : goldRight(types.get(field)!, spec.gold[field] ?? null, value);
    },
    isPart: (field, option) => Array.isArray(spec.gold[field]) && (spec.gold[field] as string[]).includes(option),
    hasGold: (field) => spec.gold[field] !== null && spec.gold[field] !== undefined,
    goldText: (field) => JSON.stringify(spec.gold[field] ?? null),
  };
}
