import type { QueryEvent, QuerySource } from '../../services/query/service.ts';
import { builder } from '../builder.ts';

const CitationRef = builder.objectRef<QuerySource>('Citation').implement({
  description: 'A passage an answer quotes: `text` is the page text between `start` and `end`.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'As written in the answer: [1], [2], ...' }),
    dataSourceId: t.exposeID('dataSourceId'),
    page: t.exposeInt('page'),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    text: t.exposeString('text'),
    score: t.exposeFloat('score'),
  }),
});

const QueryUpdateRef = builder.objectRef<QueryEvent>('KnowledgeEngineQueryUpdate').implement({
  description: '`event` is sources, delta, done or error; the matching fields are set.',
  fields: (t) => ({
    event: t.string({ resolve: (e) => e.type }),
    sources: t.field({ type: [CitationRef], nullable: true, resolve: (e) => (e.type === 'sources' ? e.sources : null) }),
    delta: t.string({ nullable: true, resolve: (e) => (e.type === 'delta' ? e.text : null) }),
    answer: t.string({ nullable: true, resolve: (e) => (e.type === 'done' ? e.answer : null) }),
    citations: t.field({ type: [CitationRef], nullable: true, resolve: (e) => (e.type === 'done' ? e.citations : null) }),
    droppedCitations: t.intList({
      nullable: true,
      description: 'On done: numbers the model cited that name no passage; they were taken out of the answer.',
      resolve: (e) => (e.type === 'done' ? (e.droppedCitations ?? []) : null),
    }),
    error: t.string({ nullable: true, resolve: (e) => (e.type === 'error' ? e.message : null) }),
    code: t.string({ nullable: true, resolve: (e) => (e.type === 'error' ? e.code : null) }),
  }),
});

builder.subscriptionFields((t) => ({
  knowledgeEngineQuery: t.field({
    type: QueryUpdateRef,
    description: 'Asks the engine a question: the passages used, the answer as it is produced, then the whole answer with citations.',
    args: { id: t.arg.id({ required: true }), query: t.arg.string({ required: true }), topK: t.arg.int() },
    subscribe: async function* (_root, args, ctx) {
      const question = await ctx.services.query.prepare(ctx.account, args.id, { query: args.query, top_k: args.topK ?? undefined });
      yield* ctx.services.query.answer(question);
    },
    resolve: (event) => event,
  }),
}));
