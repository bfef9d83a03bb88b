import { FIELD_TYPES, statusAfter, type FieldDefinition, type TaggedDataSource, type ToolRunRequest } from '../../domain/tool-runs.ts';
import type { InputPath, ToolRunInput } from '../../services/tool-runs/request.ts';
import type { VisibleField, VisibleRun, VisibleRunEvent } from '../../services/tool-runs/visibility.ts';
import { builder } from '../builder.ts';
import { forwardPage, toConnection } from '../connection.ts';
import { KnowledgeEngineRef } from './knowledge-engine.ts';

const ToolRunStatus = builder.enumType('ToolRunStatus', { values: ['queued', 'processing', 'completed', 'failed'] as const });
const FieldType = builder.enumType('FieldType', { values: FIELD_TYPES });

const EvidenceRef = builder.objectRef<VisibleField['evidence'][number]>('Evidence').implement({
  description: 'Where a value was read: `text` is exactly the page text between `start` and `end` (UTF-16 offsets).',
  fields: (t) => ({
    dataSourceId: t.exposeID('dataSourceId'),
    page: t.exposeInt('page'),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    text: t.exposeString('text'),
    bbox: t.floatList({
      nullable: true,
      description:
        'Where the text stands on the page: [x0, y0, x1, y1] as fractions of the page width and height, origin at the top left (PDF pages and images); null where the page has no geometry (text documents).',
      resolve: (e) => e.bbox ?? null,
      // Always four numbers: the cost limit counts them as four, not as a page of a list.
      extensions: { listSize: 4 },
    }),
  }),
});

const ExtractedFieldRef = builder.objectRef<VisibleField>('ExtractedField').implement({
  fields: (t) => ({
    fieldName: t.string({ resolve: (field) => field.name }),
    type: t.field({ type: FieldType, resolve: (field) => field.type }),
    value: t.field({ type: 'JSON', nullable: true, description: 'Shaped by type; null when not found.', resolve: (field) => field.value }),
    confidence: t.float({
      nullable: true,
      description: 'In [0, 1]; null when the run was created with includeConfidenceScores: false.',
      resolve: (field) => field.confidence,
    }),
    options: t.stringList({ nullable: true, resolve: (field) => field.options ?? null }),
    evidence: t.field({ type: [EvidenceRef], resolve: (field) => field.evidence }),
    backend: t.string({
      nullable: true,
      description: 'Which backend answered: local, openai or gemini (a hybrid run mixes them); null in runs stored before it was kept.',
      resolve: (field) => field.backend ?? null,
    }),
  }),
});

type VisibleResult = NonNullable<VisibleRun['result']>;

const ToolRunMetadataRef = builder.objectRef<VisibleResult['metadata']>('ToolRunMetadata').implement({
  fields: (t) => ({
    processingTime: t.exposeFloat('processingTime', { description: 'Seconds.' }),
    sourcesAnalyzed: t.exposeInt('sourcesAnalyzed'),
    fieldsExtracted: t.exposeInt('fieldsExtracted'),
    averageConfidence: t.exposeFloat('averageConfidence', { nullable: true }),
    backend: t.exposeString('backend'),
    model: t.exposeString('model'),
    pagesRead: t.int({ nullable: true, description: 'Pages a model read (model backends only).', resolve: (m) => m.pagesRead ?? null }),
    pagesSkipped: t.int({ nullable: true, description: 'Tagged pages a model did not read: they did not fit its context and retrieval ranked them below the pages read.', resolve: (m) => m.pagesSkipped ?? null }),
    inputTokens: t.int({ nullable: true, description: 'Tokens the model read, as its server counted them (model backends only).', resolve: (m) => m.inputTokens ?? null }),
    outputTokens: t.int({ nullable: true, description: 'Tokens the model wrote (model backends only).', resolve: (m) => m.outputTokens ?? null }),
    worker: t.exposeString('worker', { nullable: true, description: 'The process that ran the run: <hostname>:<pid>.' }),
  }),
});

const DataSourceFieldsRef = builder.objectRef<{ dataSourceId: string; fields: VisibleField[] }>('DataSourceFields').implement({
  description: 'The answers of one tagged data source on its own.',
  fields: (t) => ({
    dataSourceId: t.exposeID('dataSourceId'),
    extractedFields: t.field({ type: [ExtractedFieldRef], resolve: (entry) => entry.fields }),
  }),
});

const ToolRunResultRef = builder.objectRef<VisibleResult>('ToolRunResult').implement({
  fields: (t) => ({
    extractedFields: t.field({ type: [ExtractedFieldRef], resolve: (result) => result.fields }),
    perDataSource: t.field({
      type: [DataSourceFieldsRef],
      nullable: true,
      description: 'With perDataSource: each tagged data source\'s own answers; null otherwise.',
      resolve: (result) => (result.perDataSource ? Object.entries(result.perDataSource).map(([dataSourceId, fields]) => ({ dataSourceId, fields })) : null),
    }),
    metadata: t.field({ type: ToolRunMetadataRef, resolve: (result) => result.metadata }),
  }),
});

const TaggedDataSourceRef = builder.objectRef<TaggedDataSource>('TaggedDataSource').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'As the request wrote it (`ds_` or `dsc_`).' }),
    pageRange: t.exposeString('pageRange', { nullable: true }),
  }),
});

const FieldDefinitionRef = builder.objectRef<FieldDefinition>('FieldDefinition').implement({
  fields: (t) => ({
    fieldName: t.exposeString('name'),
    description: t.exposeString('description'),
    type: t.field({ type: FieldType, resolve: (field) => field.type }),
    options: t.exposeStringList('options', { nullable: true }),
  }),
});

const ToolRef = builder.objectRef<ToolRunRequest>('Tool').implement({
  description: 'The tool configuration and flags the run was created with.',
  fields: (t) => ({
    type: t.exposeString('type'),
    model: t.exposeString('model'),
    knowledgeEngineId: t.exposeID('knowledgeEngineId'),
    taggedDataSources: t.field({ type: [TaggedDataSourceRef], resolve: (tool) => tool.taggedDataSources }),
    fields: t.field({ type: [FieldDefinitionRef], resolve: (tool) => tool.fields }),
    includeConfidenceScores: t.exposeBoolean('includeConfidenceScores'),
    streamResponse: t.exposeBoolean('streamResponse'),
    asyncResponse: t.exposeBoolean('asyncResponse'),
    perDataSource: t.boolean({ resolve: (tool) => tool.perDataSource ?? false }),
    webhookUrl: t.string({ nullable: true, resolve: (tool) => tool.webhookUrl ?? null }),
    notes: t.field({ type: 'JSONObject', nullable: true, resolve: (tool) => tool.notes }),
  }),
});

const ToolRunErrorRef = builder.objectRef<{ message: string; code: string }>('ToolRunError').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code', { description: 'cancelled, timeout, backend_unavailable or internal.' }),
  }),
});

export const ToolRunRef = builder.objectRef<VisibleRun>('ToolRun').implement({
  description: 'One execution of an extraction tool over tagged data sources.',
  fields: (t) => ({
    id: t.exposeID('id', { description: '`trun_` followed by 10 letters or digits.' }),
    status: t.field({ type: ToolRunStatus, resolve: (run) => run.status }),
    knowledgeEngineId: t.exposeID('knowledgeEngineId'),
    knowledgeEngine: t.field({
      type: KnowledgeEngineRef,
      nullable: true,
      resolve: (run, _args, ctx) => ctx.services.knowledgeEngines.find(ctx.account, run.knowledgeEngineId),
    }),
    tool: t.field({ type: ToolRef, resolve: (run) => run.request }),
    result: t.field({ type: ToolRunResultRef, nullable: true, resolve: (run) => run.result }),
    error: t.field({ type: ToolRunErrorRef, nullable: true, resolve: (run) => run.error }),
    createdAt: t.exposeInt('createdAt'),
    startedAt: t.exposeInt('startedAt', { nullable: true }),
    completedAt: t.exposeInt('completedAt', { nullable: true }),
  }),
});

const TaggedDataSourceInput = builder.inputType('TaggedDataSourceInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: '`ds_` or `dsc_` id, echoed as sent.' }),
    pageRange: t.string({ description: '"3-7" or "4"; absent for every page.' }),
  }),
});

const FieldDefinitionInput = builder.inputType('FieldDefinitionInput', {
  fields: (t) => ({
    fieldName: t.string({ required: true }),
    description: t.string({ required: true }),
    type: t.field({ type: FieldType, required: true }),
    options: t.stringList({ description: 'Required for single_select and multi_select.' }),
  }),
});

const ToolInput = builder.inputType('ToolInput', {
  fields: (t) => ({
    type: t.string({ required: true, description: 'extract_fields_from_data_sources' }),
    model: t.string({ description: 'gemini-1.5-pro; omit for the default.' }),
    knowledgeEngineId: t.id({ required: true }),
    taggedDataSources: t.field({ type: [TaggedDataSourceInput], required: true }),
    fields: t.field({ type: [FieldDefinitionInput], required: true }),
    includeConfidenceScores: t.boolean({ description: 'Default true.' }),
  }),
});

const CreateToolRunInput = builder.inputType('CreateToolRunInput', {
  fields: (t) => ({
    tool: t.field({ type: ToolInput, required: true }),
    asyncResponse: t.boolean({ description: 'Return at once with status queued; watch it with toolRunUpdated. Default false: wait for the result.' }),
    perDataSource: t.boolean({ description: 'Also answer every field for each tagged data source on its own (result.perDataSource). Default false.' }),
    webhookUrl: t.string({ description: 'Where to announce the run\'s end (tool_run.completed or tool_run.failed), signed with the account\'s webhookSecret; besides the account\'s webhook endpoints.' }),
    notes: t.field({ type: 'JSONObject' }),
  }),
});

type Input = typeof CreateToolRunInput.$inferInput;

/** The GraphQL input in the service's words; the schema has checked its shape already. */
function toolRunInput({ tool, asyncResponse, perDataSource, webhookUrl, notes }: Input): ToolRunInput {
  return {
    type: tool.type,
    model: tool.model ?? null,
    knowledgeEngineId: String(tool.knowledgeEngineId),
    taggedDataSources: tool.taggedDataSources.map((s) => ({ id: String(s.id), pageRange: s.pageRange ?? null })),
    fields: tool.fields.map((f) => ({ name: f.fieldName, description: f.description, type: f.type, options: f.options ?? null })),
    includeConfidenceScores: tool.includeConfidenceScores ?? true,
    streamResponse: false,
    asyncResponse: asyncResponse ?? false,
    perDataSource: perDataSource ?? false,
    webhookUrl: webhookUrl ?? null,
    notes: notes ?? null,
  };
}

/** Places in the input as a GraphQL caller wrote them: `input.tool.fields[0].fieldName`. */
const GRAPHQL_NAMES: Record<string, string> = { name: 'fieldName', notes: 'notes' };
const TOP_LEVEL = new Set(['notes', 'webhookUrl']);
function nameInGraphQL(path: InputPath): string {
  const [head, ...rest] = path;
  const prefix = TOP_LEVEL.has(String(head)) ? 'input.' : 'input.tool.';
  return prefix + [head, ...rest].map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${GRAPHQL_NAMES[p] ?? p}`)).join('');
}

const ToolRunUpdateRef = builder.objectRef<VisibleRunEvent>('ToolRunUpdate').implement({
  description: 'One step of a run: `event` says which of the other fields is set.',
  fields: (t) => ({
    event: t.string({ description: 'status, progress, field, completed or failed.', resolve: (e) => e.type }),
    runId: t.exposeID('runId'),
    status: t.field({ type: ToolRunStatus, nullable: true, resolve: (e) => statusAfter(e) }),
    fieldsDone: t.int({ nullable: true, resolve: (e) => (e.type === 'progress' ? e.fieldsDone : null) }),
    fieldsTotal: t.int({ nullable: true, resolve: (e) => (e.type === 'progress' ? e.fieldsTotal : null) }),
    field: t.field({ type: ExtractedFieldRef, nullable: true, resolve: (e) => (e.type === 'field' ? e.field : null) }),
    run: t.field({ type: ToolRunRef, nullable: true, resolve: (e) => (e.type === 'completed' || e.type === 'failed' ? e.run : null) }),
    error: t.field({ type: ToolRunErrorRef, nullable: true, resolve: (e) => (e.type === 'failed' ? e.error : null) }),
  }),
});

builder.queryFields((t) => ({
  toolRun: t.field({
    type: ToolRunRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.toolRuns.find(ctx.account, args.id),
  }),
  toolRuns: t.connection(
    {
      type: ToolRunRef,
      description: 'The caller\'s runs, newest first, optionally of one engine.',
      args: { knowledgeEngineId: t.arg.id() },
      resolve: async (_root, args, ctx) =>
        toConnection(await ctx.services.toolRuns.list(ctx.account, { knowledgeEngineId: args.knowledgeEngineId }, forwardPage(args))),
    },
    { name: 'ToolRunConnection' },
    { name: 'ToolRunEdge' },
  ),
}));

builder.mutationFields((t) => ({
  createToolRun: t.field({
    type: ToolRunRef,
    description: 'Starts a run. Waits for the result unless asyncResponse is true.',
    args: { input: t.arg({ type: CreateToolRunInput, required: true }) },
    resolve: async (_root, { input }, ctx) => (await ctx.services.toolRuns.start(ctx.account, toolRunInput(input), nameInGraphQL)).run,
  }),
  cancelToolRun: t.field({
    type: ToolRunRef,
    description: 'Ends a queued or running run as failed with code cancelled.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.toolRuns.cancel(ctx.account, args.id),
  }),
}));

builder.subscriptionFields((t) => ({
  toolRunUpdated: t.field({
    type: ToolRunUpdateRef,
    description: 'Each status change, progress step and extracted field until the run ends; a finished run sends its final state at once.',
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => ctx.services.toolRuns.watch(ctx.account, args.id),
    resolve: (event) => event,
  }),
}));
