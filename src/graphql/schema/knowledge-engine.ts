import type { KnowledgeEngine } from '../../domain/types.ts';
import { builder } from '../builder.ts';
import { forwardPage, toConnection } from '../connection.ts';
import { DeletionResult } from './scalars.ts';

export const KnowledgeEngineStatus = builder.enumType('KnowledgeEngineStatus', {
  description: '`processing` while any of its data sources is being read; `ready` otherwise.',
  values: ['processing', 'ready'] as const,
});

export const KnowledgeEngineRef = builder.objectRef<KnowledgeEngine>('KnowledgeEngine');

KnowledgeEngineRef.implement({
  description: 'A named container of documents (data sources).',
  fields: (t) => ({
    id: t.exposeID('id', { description: '`kng_` followed by 10 letters or digits.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    notes: t.expose('notes', { type: 'JSONObject' }),
    status: t.field({ type: KnowledgeEngineStatus, resolve: (engine) => engine.status }),
    dataSourceCount: t.exposeInt('dataSourceCount'),
    createdAt: t.exposeInt('createdAt', { description: 'Unix time in seconds.' }),
  }),
});

const CreateKnowledgeEngineInput = builder.inputType('CreateKnowledgeEngineInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 50 characters.' }),
    description: t.string(),
    notes: t.field({ type: 'JSONObject' }),
  }),
});

const UpdateKnowledgeEngineInput = builder.inputType('UpdateKnowledgeEngineInput', {
  description: 'What to change; what is left out stays as it is.',
  fields: (t) => ({
    name: t.string({ description: 'At most 50 characters.' }),
    description: t.string(),
    notes: t.field({ type: 'JSONObject' }),
  }),
});

builder.queryFields((t) => ({
  knowledgeEngine: t.field({
    type: KnowledgeEngineRef,
    nullable: true,
    description: 'The engine with this id, or null when there is none (or it is another account\'s).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.knowledgeEngines.find(ctx.account, args.id),
  }),
  knowledgeEngines: t.connection(
    {
      type: KnowledgeEngineRef,
      description: 'The caller\'s engines, newest first.',
      resolve: async (_root, args, ctx) =>
        toConnection(await ctx.services.knowledgeEngines.list(ctx.account, forwardPage(args))),
    },
    { name: 'KnowledgeEngineConnection' },
    { name: 'KnowledgeEngineEdge' },
  ),
}));

builder.mutationFields((t) => ({
  createKnowledgeEngine: t.field({
    type: KnowledgeEngineRef,
    args: { input: t.arg({ type: CreateKnowledgeEngineInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.knowledgeEngines.create(ctx.account, args.input),
  }),
  updateKnowledgeEngine: t.field({
    type: KnowledgeEngineRef,
    description: 'Changes an engine\'s name, description or notes.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateKnowledgeEngineInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.knowledgeEngines.update(ctx.account, args.id, args.input),
  }),
  deleteKnowledgeEngine: t.field({
    type: DeletionResult,
    description: 'Removes the engine with its data sources and their stored files.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.knowledgeEngines.delete(ctx.account, args.id),
  }),
}));
