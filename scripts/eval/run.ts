/**
 * Two ways to run documents through extraction: through the real service (a child
 * server process, upload over HTTP, a tool run, the result read back; what
 * `npm run eval` reports), or in process with the same document readers and
 * backend (what fitting uses, and a quick way to iterate).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExtractionBackend } from '../../src/extraction/backend.ts';
import { readPdfText } from '../../src/ingest/pdf.ts';
import { readDocument } from '../../src/ingest/read-document.ts';
import { startServer, type TestServer } from '../lib/server.ts';
import type { EvalDoc } from './types.ts';

export interface Answer {
  value: unknown;
  confidence: number;
  evidence: Array<{ data_source_id?: string; page: number; start: number; end: number; text: string }>;
  /** The checks a model's answer passed (in-process runs of a model backend only). */
  signals?: string;
}

export interface DocResult {
  doc: EvalDoc;
  answers: Record<string, Answer>;
  /** Seconds the extraction took (the run's processing_time through the service). */
  seconds: number;
  /** Evidence whose text is not the page text between its offsets. */
  badEvidence: number;
  error?: string;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>, onDone?: (n: number) => void): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
        onDone?.(++done);
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------
// In process

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-eval-'));
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));

/** A document's page texts, as the service's readers make them (no OCR: scanned pages read as empty). */
export async function pagesOf(doc: EvalDoc): Promise<string[]> {
  if (doc.pages) return doc.pages;
  const file = path.join(tmp, doc.file.name.replace(/[^\w.-]/g, '_'));
  fs.writeFileSync(file, doc.file.content);
  try {
    const read = await readDocument(file, doc.file.name, { maxPages: 2000, type: doc.file.type });
    // A PDF with scanned pages: keep the text layer of the others (the service would OCR them).
    if (read.later && read.format === 'pdf') return (await readPdfText(new Uint8Array(doc.file.content), 2000)).pages;
    return read.pages;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export async function runDirect(docs: EvalDoc[], backend: ExtractionBackend, onDone?: (n: number) => void): Promise<DocResult[]> {
  return mapLimit(
    docs,
    4,
    async (doc) => {
      const pages = (await pagesOf(doc)).map((text, i) => ({ page: i + 1, text }));
      const started = performance.now();
      const fields = await backend.extract({
        fields: doc.fields.map((f) => ({ name: f.field_name, description: f.description, type: f.type, ...(f.options ? { options: f.options } : {}) })),
        sources: [{ dataSourceId: 'ds_eval000000', name: doc.file.name, pages }],
        signal: new AbortController().signal,
        onField: () => {},
      });
      const seconds = (performance.now() - started) / 1000;
      let badEvidence = 0;
      const answers: Record<string, Answer> = {};
      for (const f of fields) {
        for (const e of f.evidence) if (pages[e.page - 1]?.text.slice(e.start, e.end) !== e.text) badEvidence++;
        answers[f.name] = { value: f.value, confidence: f.confidence, evidence: f.evidence, ...(f.signals ? { signals: f.signals } : {}) };
      }
      return { doc, answers, seconds, badEvidence };
    },
    onDone,
  );
}

// ---------------------------------------------------------------------------
// Through the service

/** What the eval needs of a running service: the test harness's server handle is one. */
export type Service = Pick<TestServer, 'url' | 'stop' | 'fetch'>;

/** Starts the built server (`dist/src/main.js`, as `npm start` runs it) on a free port with a fresh data directory. */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ke-eval-data-'));
  const server = await startServer({ dataDir, env: { RUN_CONCURRENCY: '4', EXTRACTION_BACKEND: 'local', ...env } });
  return {
    url: server.url,
    fetch: server.fetch,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function json(res: Response, what: string): Promise<any> {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

export async function runService(service: Service, docs: EvalDoc[], onDone?: (n: number) => void): Promise<DocResult[]> {
  const newEngine = async () =>
    json(
      await service.fetch('/api/v1/knowledge-engines', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: `eval ${Date.now()}` }) }),
      'create engine',
    );
  const engine = await newEngine();
  return mapLimit(
    docs,
    4,
    async (doc): Promise<DocResult> => {
      try {
        const upload = (engineId: string) => {
          const form = new FormData();
          form.append('data', JSON.stringify({ name: doc.file.name, type: doc.file.type ?? 'file', knowledge_engine_id: engineId }));
          form.append('file', new Blob([new Uint8Array(doc.file.content)]), doc.file.name);
          return service.fetch('/api/v1/data-sources', { method: 'POST', body: form });
        };
        let engineId = engine.id;
        let res = await upload(engineId);
        // Two documents of a set can be byte-identical (a receipt scanned twice): an engine refuses the second copy, another takes it.
        if (res.status === 409) {
          engineId = (await newEngine()).id;
          res = await upload(engineId);
        }
        let ds = await json(res, `upload ${doc.id}`);
        // Scanned pages are read (OCR) after the upload answers.
        for (let i = 0; ds.status === 'processing' && i < 1200; i++) {
          await new Promise((r) => setTimeout(r, 250));
          ds = await json(await service.fetch(`/api/v1/data-sources/${ds.id}`), `read ${doc.id}`);
        }
        if (ds.status !== 'processed') throw new Error(`data source ${ds.id} ended ${ds.status}: ${JSON.stringify(ds.error ?? null)}`);
        const run = await json(
          await service.fetch('/api/v1/tool-runs', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              tool: { type: 'extract_fields_from_data_sources', model: 'gemini-1.5-pro', knowledge_engine_id: engineId, tagged_data_sources: [{ id: ds.id }], fields: doc.fields },
            }),
          }),
          `tool run ${doc.id}`,
        );
        if (run.status !== 'completed') throw new Error(`run ${run.id} ended ${run.status}: ${JSON.stringify(run.error ?? null)}`);
        const content = await json(await service.fetch(`/api/v1/data-sources/${ds.id}/content`), `content ${doc.id}`);
        const pages: Array<{ text: string }> = content.pages;
        let badEvidence = 0;
        const answers: Record<string, Answer> = {};
        for (const [name, f] of Object.entries<any>(run.result.extracted_fields)) {
          for (const e of f.evidence ?? []) if (pages[e.page - 1]?.text.slice(e.start, e.end) !== e.text) badEvidence++;
          answers[name] = { value: f.value, confidence: f.confidence, evidence: f.evidence ?? [] };
        }
        return { doc, answers, seconds: run.result.metadata.processing_time, badEvidence };
      } catch (error) {
        return { doc, answers: {}, seconds: 0, badEvidence: 0, error: (error as Error).message };
      }
    },
    onDone,
  );
}
