import type { DocumentNode, ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ServerContext } from './context.ts';
import { createPlainExecution } from './plain-execution.ts';
import { knownDocumentsOf, operationOf, type GraphQLServer } from './yoga.ts';

interface MaskedErrorsOpts {
  maskError(error: unknown, message: string, isDev?: boolean): Error;
  errorMessage: string;
  isDev?: boolean;
}

export interface OperationParams {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * The plugins whose hooks run at execution, as yoga.ts lists them with Yoga's own:
 * onExecute in the engine, the log's operation name, cancellation, error masking and
 * known-documents; onContextBuilding in the context option. `runKnown` below does what
 * each of them does (cancellation its own way); a plugin added with such a hook turns
 * the shortcut off (with a warning) until it does that too.
 */
const EXECUTE_HOOKS = 5;
const CONTEXT_HOOKS = 1;

/**
 * Runs a query text Yoga's pipeline has already parsed and validated
 * (plugins/known-documents.ts) the way that pipeline would, without its per-request
 * machinery: envelop's orchestration (closures, hook iteration and promise wrappers for
 * every phase) measured more than the execution itself for a small read. Returns
 * undefined for any other text, which goes through the pipeline.
 */
export function createKnownOperationRunner(yoga: GraphQLServer, warn: (message: string) => void) {
  const { known, extendContext } = knownDocumentsOf(yoga);
  const plugins = (yoga as unknown as { plugins: Array<Plugin | false | undefined> }).plugins.filter(Boolean) as Plugin[];
  const hooks = (name: keyof Plugin) => plugins.filter((p) => p[name]).length;
  const enabled = hooks('onExecute') === EXECUTE_HOOKS && hooks('onContextBuilding') === CONTEXT_HOOKS;
  if (!enabled) warn('GraphQL: the plugins at execution are not the ones json-fast-path knows; every operation goes through the full pipeline');
  // Read once: the server object is a Proxy.
  const { maskedErrorsOpts, logger } = yoga as unknown as { maskedErrorsOpts: MaskedErrorsOpts; logger: { error(e: unknown): void } };
  const mask = (error: unknown) => maskedErrorsOpts.maskError(error, maskedErrorsOpts.errorMessage, maskedErrorsOpts.isDev) as GraphQLError;
  let plain: { schema: unknown; execute: ReturnType<typeof createPlainExecution> } | undefined;

  async function runKnown(document: DocumentNode, params: OperationParams, context: ServerContext): Promise<ExecutionResult> {
    const engine = known.engine()!;
    // The context option's fields; the operation's name on the log line.
    const contextValue = Object.assign(context, extendContext());
    context.requestLog.operation = operationOf(document, params.operationName);
    const signal = context.clientGone!;
    // A plain query runs from a plan made once per document (plain-execution.ts); anything
    // else, or one whose fields did not all resolve, is the executor's as before.
    if (plain?.schema !== engine.schema) plain = { schema: engine.schema, execute: createPlainExecution(engine.schema) };
    const answered = await plain.execute(document, contextValue, params.variables, params.operationName);
    if (answered) return answered;
    // Its fields were refused because the client left: nobody waits for a second run.
    if (signal.aborted) throw signal.reason;
    let result: ExecutionResult;
    try {
      // Without the signal: given one, the executor races every object's fields against it
      // (a listener, a deferred promise and Promise.race per object), which measured 15 µs
      // of a 100 µs read. A client that leaves still stops the operation: every resolver
      // checks the signal before it starts (plugins/yielding-resolvers.ts), and what was
      // built is dropped below.
      result = await engine.execute({ schema: engine.schema, document, contextValue, variableValues: params.variables, operationName: params.operationName });
    } catch (error) {
      // As Yoga answers a throw: a client gone needs no answer, anything else is masked.
      if (signal.aborted || (error as { name?: string } | null)?.name === 'AbortError') throw signal.reason ?? error;
      const masked = mask(error);
      if (masked !== error) logger.error(error);
      return { errors: [masked] };
    }
    // The fields refused after the client left are not errors to mask and log: nobody is there.
    if (signal.aborted) throw signal.reason;
    // Error masking, as useMaskedErrors does it.
    return result.errors != null ? { ...result, errors: result.errors.map(mask) } : result;
  }

  return function run(params: OperationParams, context: ServerContext): Promise<ExecutionResult> | undefined {
    const document = enabled && known.engine() ? known.validDocument(params.query) : undefined;
    return document && runKnown(document, params, context);
  };
}
