import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Longest query text remembered: the plain queries clients repeat are short. */
const MAX_QUERY_CHARS = 8 * 1024;
const MAX_DOCUMENTS = 1000;

export type Execute = (args: ExecutionArgs & { signal?: AbortSignal }) => Promise<ExecutionResult> | ExecutionResult;

export interface KnownDocuments {
  /** Last in the plugin list, so it sees every other plugin's parse, validation and executor. */
  plugin: Plugin;
  /**
   * The parsed document of a query text Yoga's full pipeline has parsed and found valid
   * (every rule: the standard ones, the shape and cost limits), or undefined.
   */
  validDocument(query: string): DocumentNode | undefined;
  /** The executor and schema the pipeline ran its first operation with. */
  engine(): { execute: Execute; schema: GraphQLSchema } | undefined;
}

/**
 * Which query texts have passed parsing and validation. Both depend on the text alone
 * (the cost limit counts a variable `first` as the largest page, the token limit counts
 * the text), so a text that passed once passes again, and the JSON fast path may run
 * it without doing either again. Bounded: the oldest text goes first.
 */
export function knownDocuments(): KnownDocuments {
  const parsed = new Map<string, DocumentNode>();
  const valid = new WeakSet<DocumentNode>();
  let engine: { execute: Execute; schema: GraphQLSchema } | undefined;
  const plugin: Plugin = {
    onParse({ params }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      if (text.length > MAX_QUERY_CHARS) return;
      return ({ result }) => {
        if (!result || result instanceof Error || parsed.get(text) === result) return;
        if (parsed.size >= MAX_DOCUMENTS) parsed.delete(parsed.keys().next().value!);
        parsed.set(text, result as DocumentNode);
      };
    },
    onValidate({ params }) {
      return ({ valid: passed }) => {
        if (passed) valid.add(params.documentAST);
      };
    },
    onExecute({ executeFn, args }) {
      engine ??= { execute: executeFn as Execute, schema: args.schema };
    },
  };
  return {
    plugin,
    validDocument(query) {
      const document = parsed.get(query);
      return document && valid.has(document) ? document : undefined;
    },
    engine: () => engine,
  };
}
