import type { DataSource, Page } from '../../domain/types.ts';
import type { BatchItemResult } from '../../services/data-sources.ts';
import { hasPageImages, pageImagePath } from '../../services/page-images.ts';
import type { RejectedFile, StagedFile } from '../../storage/blob-store.ts';
import { builder } from '../builder.ts';
import { forwardPage, toConnection } from '../connection.ts';
import { receiveUpload, stageUpload } from '../uploads.ts';
import { KnowledgeEngineRef } from './knowledge-engine.ts';
import { DeletionResult } from './scalars.ts';

const DataSourceType = builder.enumType('DataSourceType', { values: ['file', 'ticket'] as const });

const DataSourceStatus = builder.enumType('DataSourceStatus', {
  description: '`failed` (with `error`) is reached only by background reading that fails.',
  values: ['processing', 'processed', 'failed'] as const,
});

const PageRef = builder.objectRef<Page>('Page').implement({
  description: 'The text of one page, exactly as evidence offsets index into it.',
  fields: (t) => ({
    page: t.exposeInt('page', { description: '1-based page number.' }),
    text: t.exposeString('text'),
  }),
});

export const DataSourceRef = builder.objectRef<DataSource>('DataSource').implement({
  description: 'A document attached to one knowledge engine.',
  fields: (t) => ({
    id: t.exposeID('id', { description: '`ds_` followed by 10 letters or digits; `dsc_` names the same one.' }),
    name: t.exposeString('name'),
    type: t.field({ type: DataSourceType, resolve: (ds) => ds.type }),
    status: t.field({ type: DataSourceStatus, resolve: (ds) => ds.status }),
    error: t.exposeString('error', { nullable: true }),
    notes: t.expose('notes', { type: 'JSONObject' }),
    knowledgeEngineId: t.exposeID('knowledgeEngineId'),
    knowledgeEngine: t.field({
      type: KnowledgeEngineRef,
      resolve: (ds, _args, ctx) => ctx.services.knowledgeEngines.get(ctx.account, ds.knowledgeEngineId),
    }),
    fileName: t.exposeString('fileName'),
    format: t.exposeString('format', { description: 'What the bytes were read as: pdf, text, markdown, ...' }),
    sizeBytes: t.exposeInt('sizeBytes'),
    fileUrl: t.string({
      description: 'Where the stored file is downloaded, with the same Basic key: its bytes as uploaded, with the original name and type.',
      resolve: (ds) => `/api/v1/data-sources/${ds.id}/file`,
    }),
    pageImageUrl: t.string({
      nullable: true,
      description:
        'Where the image of a page is read, with the same Basic key (evidence bbox fractions are of this image): a PDF page drawn as PNG, or the uploaded PNG or JPEG; null for other formats and pages past the last.',
      args: { page: t.arg.int({ required: true }) },
      resolve: (ds, { page }) => (hasPageImages(ds.format) && page >= 1 && page <= ds.pageCount ? pageImagePath(ds.id, page) : null),
    }),
    pageCount: t.exposeInt('pageCount'),
    pages: t.field({
      type: [PageRef],
      description: 'Page texts; `range` is "3-7" or "4", absent for every page.',
      args: { range: t.arg.string() },
      resolve: (ds, args, ctx) => ctx.services.dataSources.pages(ctx.account, ds.id, args.range ?? undefined),
    }),
    createdAt: t.exposeInt('createdAt', { description: 'Unix time in seconds.' }),
  }),
});

builder.objectFields(KnowledgeEngineRef, (t) => ({
  dataSources: t.connection(
    {
      type: DataSourceRef,
      description: 'The engine\'s data sources, in the order they were added.',
      resolve: async (engine, args, ctx) =>
        toConnection(await ctx.services.dataSources.listForEngine(ctx.account, engine.id, forwardPage(args))),
    },
    { name: 'DataSourceConnection' },
    { name: 'DataSourceEdge' },
  ),
}));

const DataSourceUploadResult = builder.objectRef<BatchItemResult>('DataSourceUploadResult').implement({
  description: 'One item of a batch upload: its data source, or why it failed.',
  fields: (t) => ({
    name: t.exposeString('name'),
    success: t.exposeBoolean('success'),
    error: t.exposeString('error', { nullable: true }),
    code: t.exposeString('code', { nullable: true }),
    dataSource: t.field({ type: DataSourceRef, nullable: true, resolve: (item) => item.dataSource }),
  }),
});

const CreateDataSourceInput = builder.inputType('CreateDataSourceInput', {
  fields: (t) => ({
    file: t.field({ type: 'Upload', required: true }),
    knowledgeEngineId: t.id({ required: true }),
    type: t.field({ type: DataSourceType, required: true }),
    name: t.string({ description: 'Defaults to the file name.' }),
    notes: t.field({ type: 'JSONObject' }),
  }),
});

const CreateDataSourcesInput = builder.inputType('CreateDataSourcesInput', {
  fields: (t) => ({
    items: t.field({ type: [CreateDataSourceInput], required: true }),
  }),
});

type MetadataInput = { knowledgeEngineId: string | number; type: string; name?: string | null; notes?: object | null };

/** The GraphQL input in the service's metadata vocabulary (the REST `data` part). */
const metadata = (input: MetadataInput) => ({
  knowledge_engine_id: String(input.knowledgeEngineId),
  type: input.type,
  name: input.name ?? undefined,
  notes: input.notes ?? undefined,
});

builder.queryFields((t) => ({
  dataSource: t.field({
    type: DataSourceRef,
    nullable: true,
    description: 'The data source with this id (`ds_` or `dsc_`), or null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.dataSources.find(ctx.account, args.id),
  }),
}));

builder.subscriptionFields((t) => ({
  dataSourceUpdated: t.field({
    type: DataSourceRef,
    description: 'The data source now, then again when its background reading (OCR) ends as processed or failed.',
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => ctx.services.dataSources.watch(ctx.account, args.id),
    resolve: (dataSource) => dataSource,
  }),
}));

builder.mutationFields((t) => ({
  createDataSource: t.field({
    type: DataSourceRef,
    description: 'Uploads one document (GraphQL multipart request).',
    args: { input: t.arg({ type: CreateDataSourceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const file = await stageUpload(ctx, input.file);
      return ctx.services.dataSources.create(ctx.account, metadata(input), file);
    },
  }),
  createDataSources: t.field({
    type: [DataSourceUploadResult],
    description: 'Uploads several documents; each item succeeds or fails on its own.',
    args: { input: t.arg({ type: CreateDataSourcesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // Files arrive in the order of the items, so they are received one after another.
      const files: Array<StagedFile | RejectedFile> = [];
      for (const item of input.items) files.push(await receiveUpload(ctx, item.file));
      return ctx.services.dataSources.createMany(ctx.account, input.items.map(metadata), files);
    },
  }),
  deleteDataSource: t.field({
    type: DeletionResult,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.dataSources.delete(ctx.account, args.id),
  }),
}));
