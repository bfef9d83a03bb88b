import { echoTool, FIELD_TYPES, type ExtractedField, type ToolRun } from '../../domain/tool-runs.ts';
import type { ToolRunEvent } from '../../jobs/events.ts';
import { builder } from '../builder.ts';
import { forwardPage, toConnection } from '../connection.ts';
import { KnowledgeEngineRef } from './knowledge-engine.ts';

const ToolRunStatus = builder.enumType('ToolRunStatus', { values: ['queued', 'processing', 'completed', 'failed'] as const });
const FieldType = builder.enumType('FieldType', { values: FIELD_TYPES });

const EvidenceRef = builder.objectRef<ExtractedField['evidence'][number]>('Evidence').implement({
  description: 'Where a value was read: `text` is exactly the page text between `start` and `end` (UTF-16 offsets).',
  fields: (t) => ({
    dataSourceId: t.exposeID('dataSourceId'),
    page: t.exposeInt('page'),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    text: t.exposeString('text'),
  }),
});

/** A field together with whether its run asked for confidence scores. */
type FieldView = { field: ExtractedField; withConfidence: boolean };

const ExtractedFieldRef = builder.objectRef<FieldView>('ExtractedField').implement({
  fields: (t) => ({
    fieldName: t.string({ resolve: ({ field }) => field.name }),
    type: t.field({ type: FieldType, resolve: ({ field }) => field.type }),
    value: t.field({ type: 'JSON', nullable: true, description: 'Shaped by type; null when not found.', resolve: ({ field }) => field.value }),
    confidence: t.float({
      nullable: true,
      description: 'In [0, 1]; null when the run was created with includeConfidenceScores: false.',
      resolve: ({ field, withConfidence }) => (withConfidence ? field.confidence : null),
    }),
    options: t.stringList({ nullable: true, resolve: ({ field }) => field.options ?? null }),
    evidence: t.field({ type: [EvidenceRef], resolve: ({ field }) => field.evidence }),
  }),
});

const view = (run: ToolRun) => (field: ExtractedField): FieldView => ({ field, withConfidence: run.request.includeConfidenceScores });

const ToolRunMetadataRef = builder.objectRef<{ run: ToolRun }>('ToolRunMetadata').implement({
  fields: (t) => ({
    processingTime: t.float({ description: 'Seconds.', resolve: ({ run }) => run.result!.metadata.processingTime }),
    sourcesAnalyzed: t.int({ resolve: ({ run }) => run.result!.metadata.sourcesAnalyzed }),
    fieldsExtracted: t.int({ resolve: ({ run }) => run.result!.metadata.fieldsExtracted }),
    averageConfidence: t.float({
      nullable: true,
      resolve: ({ run }) => (run.request.includeConfidenceScores ? run.result!.metadata.averageConfidence : null),
    }),
    backend: t.string({ resolve: ({ run }) => run.result!.metadata.backend }),
    model: t.string({ resolve: ({ run }) => run.result!.metadata.model }),
  }),
});

const ToolRunResultRef = builder.objectRef<ToolRun>('ToolRunResult').implement({
  fields: (t) => ({
    extractedFields: t.field({ type: [ExtractedFieldRef], resolve: (run) => run.result!.fields.map(view(run)) }),
    metadata: t.field({ type: ToolRunMetadataRef, resolve: (run) => ({ run }) }),
  }),
});

const ToolRunErrorRef = builder.objectRef<{ message: string; code: string }>('ToolRunError').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code', { description: 'cancelled, timeout, backend_unavailable or internal.' }),
  }),
});

export const ToolRunRef = builder.objectRef<ToolRun>('ToolRun').implement({
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
    tool: t.field({
      type: 'JSONObject',
      description: 'The tool configuration and flags as the REST API echoes them (snake_case).',
      resolve: (run) => echoTool(run.request),
    }),
    result: t.field({ type: ToolRunResultRef, nullable: true, resolve: (run) => (run.result ? run : null) }),
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
    notes: t.field({ type: 'JSONObject' }),
  }),
});

type Input = typeof CreateToolRunInput.$inferInput;

/** The GraphQL input in the service's request vocabulary (the REST body). */
function requestBody(input: Input) {
  const tool = input.tool;
  return {
    tool: {
      type: tool.type,
      model: tool.model ?? undefined,
      knowledge_engine_id: String(tool.knowledgeEngineId),
      tagged_data_sources: tool.taggedDataSources.map((s) => ({ id: String(s.id), page_range: s.pageRange ?? undefined })),
      fields: tool.fields.map((f) => ({ field_name: f.fieldName, description: f.description, type: f.type, options: f.options ?? undefined })),
      include_confidence_scores: tool.includeConfidenceScores ?? undefined,
    },
    async_response: input.asyncResponse ?? undefined,
    notes: input.notes ?? undefined,
  };
}

const ToolRunUpdateRef = builder.objectRef<ToolRunEvent & { withConfidence: boolean }>('ToolRunUpdate').implement({
  description: 'One step of a run: `event` says which of the other fields is set.',
  fields: (t) => ({
    event: t.string({ description: 'status, progress, field, completed or failed.', resolve: (e) => e.type }),
    runId: t.exposeID('runId'),
    status: t.field({ type: ToolRunStatus, nullable: true, resolve: (e) => (e.type === 'status' ? e.status : e.type === 'completed' ? 'completed' : e.type === 'failed' ? 'failed' : null) }),
    fieldsDone: t.int({ nullable: true, resolve: (e) => (e.type === 'progress' ? e.fieldsDone : null) }),
    fieldsTotal: t.int({ nullable: true, resolve: (e) => (e.type === 'progress' ? e.fieldsTotal : null) }),
    field: t.field({ type: ExtractedFieldRef, nullable: true, resolve: (e) => (e.type === 'field' ? { field: e.field, withConfidence: e.withConfidence } : null) }),
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
    resolve: async (_root, { input }, ctx) => {
      const run = await ctx.services.toolRuns.create(ctx.account, requestBody(input));
      return run.mode === 'async' ? run : ctx.services.toolRuns.settle(ctx.account, run);
    },
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
    subscribe: async function* (_root, args, ctx) {
      const run = await ctx.services.toolRuns.get(ctx.account, args.id);
      const withConfidence = run.request.includeConfidenceScores;
      for await (const event of ctx.services.toolRuns.watch(ctx.account, args.id)) yield { ...event, withConfidence };
    },
    resolve: (event) => event,
  }),
}));
