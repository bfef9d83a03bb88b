import { normalizedExecutor } from '@graphql-tools/executor';
import { GraphQLScalarType, parse, validate, type GraphQLFieldResolver } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { createPlainExecution } from './plain-execution.ts';

// A schema with every kind of field the plain runner takes (and some it leaves to the executor).
const typeDefs = /* GraphQL */ `
  scalar JSONObject
  enum Status { ready processing }
  interface Named { name: String! }
  type Tag implements Named { name: String! }
  type Engine {
    id: ID!
    name: String!
    description: String
    notes: JSONObject
    status: Status!
    count: Int!
    score: Float
    tags(first: Int = 2): [Tag!]!
    maybeTags: [Tag]
    owner: Engine
    method: String
    broken: String!
    badCount: Int
    named: Named
  }
  type Query {
    engine(id: ID!): Engine
    engines(ids: [ID!]!, upper: Boolean = false): [Engine!]!
    later(id: ID!): Engine
    byStatus(status: Status!, first: Int): [Engine!]!
    version: String!
  }
`;

const engines: Record<string, Record<string, unknown>> = {
  kng_1: { id: 'kng_1', name: 'One', description: null, notes: { a: 1, b: [1, 2] }, status: 'ready', count: 3, score: 0.5, owner: 'kng_2' },
  kng_2: { id: 'kng_2', name: 'Two', description: 'second', notes: {}, status: 'processing', count: 0, score: null, owner: null },
};
const calls: string[] = [];

type Resolver = GraphQLFieldResolver<any, any>;
const resolvers: { JSONObject: GraphQLScalarType; Query: Record<string, Resolver>; Engine: Record<string, Resolver>; Named: unknown } = {
  JSONObject: new GraphQLScalarType({ name: 'JSONObject', serialize: (v) => v }),
  Query: {
    engine: (_root, { id }, ctx) => (calls.push(`engine ${id} ${ctx.account}`), engines[id] ?? null),
    engines: (_root, { ids, upper }) => ids.map((id: string) => (upper ? { ...engines[id], name: String(engines[id].name).toUpperCase() } : engines[id])),
    later: async (_root, { id }) => engines[id] ?? null,
    byStatus: (_root, { status, first }) => Object.values(engines).filter((e) => e.status === status).slice(0, first ?? undefined),
    version: () => '1',
  },
  Engine: {
    tags: (engine, { first }) => Array.from({ length: first }, (_, i) => (i % 2 ? Promise.resolve({ name: `${engine.id}-${i}` }) : { name: `${engine.id}-${i}` })),
    maybeTags: () => [{ name: 'x' }, null],
    owner: (engine) => (engine.owner ? Promise.resolve(engines[engine.owner]) : null),
    method: () => undefined,
    broken: () => {
      throw new Error('no');
    },
    badCount: () => 'many',
    named: () => ({ name: 'n' }),
  },
  Named: { __resolveType: () => 'Tag' } as never,
};

const schema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
const plain = createPlainExecution(schema);

async function both(query: string, variables?: Record<string, unknown>, operationName?: string) {
  const document = parse(query);
  expect(validate(schema, document)).toEqual([]);
  const contextValue = { account: 'acc_1' };
  calls.length = 0;
  const ours = await plain(document, contextValue, variables, operationName);
  const oursCalls = [...calls];
  calls.length = 0;
  const theirs = await normalizedExecutor({ schema, document, contextValue, variableValues: variables, operationName });
  return { ours, theirs, oursCalls, theirsCalls: [...calls] };
}

describe('plain execution', () => {
  it.each([
    ['leaves, nulls, enums and a custom scalar', '{ engine(id: "kng_1") { id name description notes status count score method } }'],
    ['variables, aliases and __typename', 'query Q($id: ID!) { a: engine(id: $id) { __typename id } b: engine(id: "kng_2") { name n2: name } }', { id: 'kng_1' }],
    ['an unknown id (null)', 'query($id: ID!) { engine(id: $id) { id } }', { id: 'nope' }],
    ['lists with default and given arguments, promises among the items', '{ engine(id: "kng_2") { tags { name } t3: tags(first: 3) { name } maybeTags { name } } }'],
    ['a list of objects, a list argument from a variable and a default one', 'query($ids: [ID!]!) { engines(ids: $ids) { id owner { id name } } shout: engines(ids: $ids, upper: true) { name } }', { ids: ['kng_1', 'kng_2'] }],
    ['async resolvers, nested', '{ later(id: "kng_1") { name owner { name owner { name } } } version }'],
    ['the operation named', 'query A { version }', undefined, 'A'],
    ['enum and Int variables', 'query($s: Status!, $n: Int) { byStatus(status: $s, first: $n) { id } }', { s: 'ready', n: 1 }],
    ['a nullable variable given null or left out', 'query($n: Int, $m: Int) { byStatus(status: ready, first: $n) { id } e: engine(id: "kng_2") { tags(first: $m) { name } } }', { n: null }],
    ['a variable with a default', 'query($n: Int = 1) { engine(id: "kng_2") { tags(first: $n) { name } } }'],
    ['an ID variable given as a number', 'query($id: ID!) { engine(id: $id) { id } }', { id: 7 }],
  ])('answers as the executor does: %s', async (_name, query, variables?: Record<string, unknown>, operationName?: string) => {
    const { ours, theirs, oursCalls, theirsCalls } = await both(query, variables, operationName);
    expect(ours).toBeDefined();
    // The same text, so the same keys in the same order.
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
    expect(oursCalls).toEqual(theirsCalls);
  });

  it.each([
    ['a field error', '{ engine(id: "kng_1") { id broken } }'],
    ['a leaf its type cannot serialize', '{ engine(id: "kng_1") { badCount } }'],
    ['a null in a non-null list item, after an async sibling', '{ later(id: "kng_1") { id } engines(ids: ["kng_1", "nope"]) { id } }'],
    ['variables that do not coerce', 'query($id: ID!) { engine(id: $id) { id } }', { id: { not: 'an id' } }],
    ['a missing required variable', 'query($id: ID!) { engine(id: $id) { id } }', {}],
    ['a required variable given null', 'query($id: ID!) { engine(id: $id) { id } }', { id: null }],
    ['an Int variable given a string', 'query($n: Int) { byStatus(status: ready, first: $n) { id } }', { n: 'two' }],
    ['an enum variable given an unknown value', 'query($s: Status!) { byStatus(status: $s) { id } }', { s: 'gone' }],
    ['another operation name', 'query A { version }', undefined, 'B'],
    ['fragments', '{ engine(id: "kng_1") { ...F } } fragment F on Engine { id }'],
    ['an inline fragment', '{ engine(id: "kng_1") { ... on Engine { id } } }'],
    ['a directive', '{ engine(id: "kng_1") { id @include(if: true) } }'],
    ['a response key given twice', '{ engine(id: "kng_1") { id id } }'],
    ['an abstract type', '{ engine(id: "kng_1") { named { name } } }'],
    ['introspection', '{ __schema { queryType { name } } }'],
    ['a mutation or two operations', 'query A { version } query B { version }', undefined, 'A'],
  ])('leaves to the executor: %s', async (_name, query, variables?: Record<string, unknown>, operationName?: string) => {
    const document = parse(query);
    expect(await plain(document, { account: 'acc_1' }, variables, operationName)).toBeUndefined();
  });

  it('does not leave a rejection unhandled when a field fails while another is still resolving', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const document = parse('{ later(id: "kng_1") { broken } engine(id: "kng_1") { broken } }');
      expect(await plain(document, {}, undefined, undefined)).toBeUndefined();
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
