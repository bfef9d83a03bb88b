import type { ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { createLocalBackend } from './index.ts';

/** For tests: what the local engine answers for `fields` over one page of `text`, by field name. */
export async function extractText(text: string, fields: FieldDefinition[]): Promise<Record<string, ExtractedField>> {
  const out = await createLocalBackend().extract({
    fields,
    sources: [{ dataSourceId: 'ds_TESTKIT000', name: 'doc.txt', pages: [{ page: 1, text }] }],
    signal: new AbortController().signal,
    onField: () => {},
  });
  return Object.fromEntries(out.map((f) => [f.name, f]));
}
