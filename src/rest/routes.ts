import { AppError, invalidRequest } from '../errors.ts';
import { isFinished } from '../domain/tool-runs.ts';
import { parseDataSourceId } from '../ids.ts';
import { FINAL_EVENT_ID } from '../services/tool-runs/service.ts';
import { discardFiles, type MultipartBody } from '../http/body/multipart.ts';
import { isRejected } from '../storage/blob-store.ts';
import type { RestCall, RestResult, Route } from './router.ts';
import { presentRunEvent, presentToolRun } from './present-tool-run.ts';
import { presentQueryEvent } from './present-query.ts';
import { nameInRest, readToolRunBody } from './tool-run-body.ts';
import { referenceRoutes } from './reference-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { presentBatchItem, presentDataSource, presentKnowledgeEngine, presentList } from './present.ts';

/**
 * The /api/v1 route table. Each handler only reads the request, calls the service
 * the GraphQL resolver calls, and shapes the answer; every rule is in the service.
 */
export const routes: Route[] = [
  {
    method: 'POST',
    path: '/knowledge-engines',
    handle: async (call) => ({
      status: 201,
      body: presentKnowledgeEngine(await call.services.knowledgeEngines.create(call.account, await json(call))),
    }),
  },
  {
    method: 'GET',
    path: '/knowledge-engines',
    handle: async (call) => ({
      status: 200,
      body: presentList(await call.services.knowledgeEngines.list(call.account, listArgs(call)), presentKnowledgeEngine),
    }),
  },
  {
    method: 'GET',
    path: '/knowledge-engines/:id',
    handle: async (call) => ({
      status: 200,
      body: presentKnowledgeEngine(await call.services.knowledgeEngines.get(call.account, call.params.id)),
    }),
  },
  {
    method: 'PATCH',
    path: '/knowledge-engines/:id',
    handle: async (call) => ({
      status: 200,
      body: presentKnowledgeEngine(await call.services.knowledgeEngines.update(call.account, call.params.id, await json(call))),
    }),
  },
  {
    method: 'DELETE',
    path: '/knowledge-engines/:id',
    handle: async (call) => ({ status: 200, body: await call.services.knowledgeEngines.delete(call.account, call.params.id) }),
  },
  {
    method: 'GET',
    path: '/knowledge-engines/:id/data-sources',
    handle: async (call) => ({
      status: 200,
      body: presentList(await call.services.dataSources.listForEngine(call.account, call.params.id, listArgs(call)), presentDataSource),
    }),
  },
  {
    method: 'POST',
    path: '/data-sources',
    handle: async (call) => {
      const body = await multipart(call, 1, () => invalidRequest(ONE_FILE));
      const { file, data } = checkedParts(call, body, () => {
        expectParts(body, ['data'], ['file']);
        const files = body.files.filter((f) => f.name === 'file');
        if (!files.length) throw invalidRequest('the multipart body needs a "file" part holding the document');
        if (files.length > 1) throw invalidRequest(ONE_FILE);
        if (isRejected(files[0].file)) throw files[0].file.error;
        return { file: files[0].file, data: dataPart(body, 'an object') };
      });
      const dataSource = await call.services.dataSources.create(call.account, data, file);
      return { status: 201, body: presentDataSource(dataSource) };
    },
  },
  {
    method: 'POST',
    path: '/data-sources/batch',
    handle: async (call) => {
      const body = await multipart(call, call.config.maxBatchFiles);
      const data = checkedParts(call, body, () => {
        const misnamed = body.files.find((f) => !BATCH_FILE_PART.test(f.name));
        if (misnamed) throw invalidRequest(`unexpected file part ${JSON.stringify(misnamed.name)}; send files as files[][0], files[][1], ...`);
        expectParts(body, ['data'], []);
        if (!body.files.length) throw invalidRequest('the multipart body needs at least one files[][N] part');
        return dataPart(body, 'an array');
      });
      const results = await call.services.dataSources.createMany(call.account, data, body.files.map((f) => f.file));
      return { status: 200, body: results.map(presentBatchItem) };
    },
  },
  {
    method: 'GET',
    path: '/data-sources/:id',
    handle: async (call) => ({ status: 200, body: presentDataSource(await call.services.dataSources.get(call.account, call.params.id)) }),
  },
  {
    method: 'DELETE',
    path: '/data-sources/:id',
    handle: async (call) => ({ status: 200, body: await call.services.dataSources.delete(call.account, call.params.id) }),
  },
  {
    method: 'GET',
    path: '/data-sources/:id/file',
    handle: async (call) => ({ status: 200, file: await call.services.dataSources.file(call.account, call.params.id) }),
  },
  {
    method: 'GET',
    path: '/data-sources/:id/pages/:page/image',
    handle: async (call) => ({ status: 200, image: await call.services.pageImages.image(call.account, call.params.id, call.params.page) }),
  },
  {
    method: 'GET',
    path: '/data-sources/:id/content',
    handle: async (call) => {
      const pages = await call.services.dataSources.pages(call.account, call.params.id, call.query.get('page_range') ?? undefined);
      // Named by its canonical ds_ id, however the path wrote it.
      return { status: 200, body: { data_source_id: parseDataSourceId(call.params.id), pages } };
    },
  },
  {
    method: 'POST',
    path: '/knowledge-engines/:id/query',
    handle: async (call) => {
      const question = await call.services.query.prepare(call.account, call.params.id, await json(call));
      // Numbered in order, as every stream's events are (a query's answer is not resumed: it is asked again).
      let n = 0;
      return { status: 200, events: mapEvents(call.services.query.answer(question), (e) => ({ ...presentQueryEvent(e), id: String(++n) })) };
    },
  },
  {
    method: 'POST',
    path: '/tool-runs',
    handle: async (call) => {
      const started = await call.services.toolRuns.start(call.account, readToolRunBody(await json(call)), nameInRest);
      if (started.answer === 'events') return { status: 200, events: mapEvents(started.events, presentRunEvent) };
      return { status: started.answer === 'accepted' ? 202 : 201, body: presentToolRun(started.run) };
    },
  },
  {
    method: 'GET',
    path: '/tool-runs',
    handle: async (call) => ({
      status: 200,
      body: presentList(
        await call.services.toolRuns.list(call.account, { knowledgeEngineId: call.query.get('knowledge_engine_id') }, listArgs(call)),
        presentToolRun,
      ),
    }),
  },
  {
    method: 'GET',
    path: '/tool-runs/:id',
    handle: async (call) => {
      // A second reader of a run's stream: the same events from now on, or the final state at once.
      if (/text\/event-stream/.test(call.request.headers.accept ?? '')) return streamRun(call);
      return { status: 200, body: presentToolRun(await call.services.toolRuns.get(call.account, call.params.id)) };
    },
  },
  {
    method: 'GET',
    path: '/tool-runs/:id/events',
    handle: streamRun,
  },
  {
    method: 'POST',
    path: '/tool-runs/:id/cancel',
    handle: async (call) => ({ status: 200, body: presentToolRun(await call.services.toolRuns.cancel(call.account, call.params.id)) }),
  },
  ...webhookRoutes,
  ...referenceRoutes(() => routes),
];

/** A reader of a run's events; one that reconnects with Last-Event-ID gets only what it missed. */
async function streamRun(call: RestCall): Promise<RestResult> {
  const run = await call.services.toolRuns.get(call.account, call.params.id);
  const header = call.request.headers['last-event-id'];
  const lastEventId = typeof header === 'string' ? header : null;
  // It has the final event already: 204 is what tells an EventSource to stop reconnecting.
  if (lastEventId === FINAL_EVENT_ID && isFinished(run)) return { status: 204 };
  return { status: 200, events: mapEvents(call.services.toolRuns.watch(call.account, run.id, lastEventId), presentRunEvent) };
}

async function* mapEvents<T, R>(source: AsyncGenerator<T>, map: (item: T) => R): AsyncGenerator<R> {
  try {
    for await (const item of source) yield map(item);
  } finally {
    await source.return(undefined);
  }
}

const ONE_FILE = 'send exactly one file part, named "file"; use /data-sources/batch for several';

/** `files[][0]`, `files[][1]`, ... and the looser `files[]`, `files`, `files[N]`, matched by position. */
const BATCH_FILE_PART = /^files(?:\[\])?(?:\[\d+\])?$/;

const json = (call: RestCall) => call.request.json();

function listArgs(call: RestCall) {
  return { first: call.query.get('limit') ?? undefined, after: call.query.get('cursor') };
}

function multipart(call: RestCall, maxFiles: number, tooManyFiles?: () => AppError): Promise<MultipartBody> {
  return call.request.multipart({ maxFiles, tooManyFiles });
}

/** Runs the checks of a parsed body; when one fails, the staged files are removed before the error goes out. */
function checkedParts<T>(call: RestCall, body: MultipartBody, check: () => T): T {
  try {
    return check();
  } catch (error) {
    discardFiles(call.blobs, body.files);
    throw error;
  }
}

/** Refuses text parts other than `fieldNames`, repeated ones, and missing ones. */
function expectParts(body: MultipartBody, fieldNames: string[], fileNames: string[]): void {
  for (const field of body.fields) {
    if (!fieldNames.includes(field.name)) {
      const hint = fileNames.includes(field.name) ? ' (it must be sent as a file, with a filename)' : '';
      throw invalidRequest(`unexpected multipart part ${JSON.stringify(field.name)}${hint}; expected ${[...fieldNames, ...fileNames].map((n) => `"${n}"`).join(' and ')}`);
    }
  }
  for (const name of fieldNames) {
    const count = body.fields.filter((f) => f.name === name).length;
    if (count === 0) throw invalidRequest(`the multipart body needs a "${name}" part holding JSON metadata`);
    if (count > 1) throw invalidRequest(`send the "${name}" part once`);
  }
  for (const file of body.files) {
    if (!fileNames.includes(file.name) && fileNames.length) throw invalidRequest(`unexpected file part ${JSON.stringify(file.name)}`);
  }
}

function dataPart(body: MultipartBody, shape: string): unknown {
  const text = body.fields.find((f) => f.name === 'data')!.value;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidRequest(`the "data" part must be ${shape} in JSON: ${(error as Error).message}`);
  }
}
