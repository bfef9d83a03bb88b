import type { Db } from '../../../db/database.ts';
import { readPageBoxes } from '../../../db/repositories/data-sources.ts';
import { spanBox } from '../../domain/page-boxes.ts';
import type { ExtractedField } from '../../domain/tool-runs.ts';
import type { SourceDocument } from '../../extraction/backend.ts';

/** Where the text of each page of a run's sources stands: by data source id, then page. */
export type SourceGeometry = Map<string, Map<number, Uint8Array>>;

export async function loadGeometry(db: Db, sources: SourceDocument[]): Promise<SourceGeometry> {
  const geometry: SourceGeometry = new Map();
  for (const source of sources) {
    geometry.set(source.dataSourceId, await readPageBoxes(db, source.dataSourceId, source.pages.map((p) => p.page)));
  }
  return geometry;
}

/**
 * The field with a `bbox` on each evidence item whose page has geometry (PDF pages and
 * images): DESIGN section 10. Evidence on pages without it is left as it is.
 */
export function placeEvidence(field: ExtractedField, geometry: SourceGeometry): ExtractedField {
  if (field.evidence.length === 0) return field;
  return {
    ...field,
    evidence: field.evidence.map((e) => {
      const boxes = geometry.get(e.dataSourceId)?.get(e.page);
      const bbox = boxes && spanBox(boxes, e.start, e.end);
      return bbox ? { ...e, bbox } : e;
    }),
  };
}
