import type { ClientGone } from '../client-gone.ts';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

/** Longest the thread runs resolvers back to back before it lets other work in. */
const SLICE_MS = 20;
/**
 * Most resolvers started in one slice. A started resolver finishes its database read in
 * microtasks the clock check cannot see; with cheap reads a slice would start thousands,
 * and their tails would hold the event loop long after the slice ended.
 */
const SLICE_STARTS = 100;

let sliceStarted = performance.now();
let startedInSlice = 0;
const wrapped = new WeakSet<GraphQLSchema>();
let turn: Promise<void> | undefined;

/**
 * The database answers synchronously, so a large operation resolves field after
 * field in microtasks and never gives the event loop a turn: no other request is
 * answered, and the client's disconnect (the abort signal execution watches) is
 * never even noticed. Every SLICE_MS, the next resolver first waits for the event
 * loop (setImmediate), so other requests go on and a cancelled operation stops.
 */
export function withYieldingResolvers(schema: GraphQLSchema): GraphQLSchema {
  if (wrapped.has(schema)) return schema;
  wrapped.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (resolve) field.resolve = yielding(resolve);
    }
  }
  return schema;
}

/** One shared wait per event-loop turn; the slice starts again when it is over. */
function nextTurn(): Promise<void> {
  turn ??= new Promise<void>((done) =>
    setImmediate(() => {
      turn = undefined;
      sliceStarted = performance.now();
      startedInSlice = 0;
      done();
    }),
  );
  return turn;
}

const sliceLeft = () => startedInSlice < SLICE_STARTS && performance.now() - sliceStarted < SLICE_MS;

function yielding(resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  // Within the slice a resolver runs at once and its value goes back as it is: a promise
  // for every field (an exposed name, say) made a small query's execution wait on a
  // microtask per field, which measured more than the fields' own work.
  const start: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
    startedInSlice++;
    // A request whose client left resolves nothing more (the executor stops at its next field).
    // (The flag when there is one: the fast path builds its Request only if something reads it.)
    const clientGone = (context as { clientGone?: ClientGone }).clientGone;
    if (clientGone) clientGone.throwIfAborted();
    else (context as { request?: Request }).request?.signal.throwIfAborted();
    return resolve(source, args, context, info);
  };
  const later = async (...call: Parameters<GraphQLFieldResolver<unknown, unknown>>) => {
    // Waiters released together take turns too: past the slice they wait for the next turn.
    while (!sliceLeft()) await nextTurn();
    return start(...call);
  };
  return (source, args, context, info) => (sliceLeft() ? start(source, args, context, info) : later(source, args, context, info));
}
