import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { createYoga, useExecutionCancellation, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Services } from '../services/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { GraphQLContext, ServerContext } from './context.ts';
import { createMaskError } from './error-masking.ts';
import { bodySizeLimit } from './plugins/body-size.ts';
import { crossSiteGuard } from './plugins/cross-site.ts';
import { compressedGraphiQL } from './plugins/graphiql-compression.ts';
import { knownDocuments, type KnownDocuments } from './plugins/known-documents.ts';
import { listCostLimit } from './plugins/list-cost.ts';
import { queryShapeLimits } from './plugins/query-shape.ts';
import { withYieldingResolvers } from './plugins/yielding-resolvers.ts';
import { schema } from './schema/index.ts';

export function operationOf(document: DocumentNode, operationName: string | null | undefined): string | undefined {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ?? operation?.name?.value ?? operation?.operation;
}

/**
 * Puts the operation's name on the request's log line: already at validation, so
 * that an operation refused there is named too, and again at execution.
 */
const operationNameForLog: Plugin<GraphQLContext> = {
  onValidate({ params, context }) {
    context.requestLog.operation = operationOf(params.documentAST, (context as { params?: { operationName?: string | null } }).params?.operationName);
  },
  onExecute({ args }) {
    args.contextValue.requestLog.operation = operationOf(args.document as DocumentNode, args.operationName);
  },
};

const GRAPHIQL_QUERY = `# Credentials: answer the browser's login prompt with your API key as the user
# name (password empty), or open "Headers" below and set
#   "Authorization": "Basic <base64 of ke-...:>"
# (on a shell: printf '%s:' "$API_KEY" | base64).
query Engines {
  knowledgeEngines(first: 10) {
    edges { node { id name status dataSourceCount createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}
`;

/**
 * The headers editor reads JSON with comments. The example stays a comment: a
 * placeholder Authorization header would be sent as it is, and an explicit header
 * keeps the browser from using the credentials given at its login prompt.
 */
const GRAPHIQL_HEADERS = `{
  // Uncomment with base64 of "<your key>:" (printf '%s:' "$API_KEY" | base64),
  // or leave it out and answer the browser's login prompt with the key as the user name.
  // "Authorization": "Basic <base64 of ke-...:>"
}
`;

export const GRAPHQL_SSE_ENDPOINT = '/graphql/stream';

let graphiqlPage: Promise<string> | undefined;

const knownOf = new WeakMap<object, { known: KnownDocuments; extendContext: () => object }>();

/** The query texts a server's pipeline has parsed and found valid, and its context's fields (for known-operation.ts). */
export function knownDocumentsOf(yoga: GraphQLServer) {
  return knownOf.get(yoga)!;
}

export function createGraphQLServer(deps: { services: Services; blobs: BlobStore; config: Config; log: Logger }) {
  const { services, blobs, config, log } = deps;
  const known = knownDocuments();
  const extendContext = () => ({ services, blobs, config });
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: withYieldingResolvers(schema),
    graphqlEndpoint: '/graphql',
    context: extendContext as () => GraphQLContext,
    // The playground's assets are bundled, so it works on a machine with no internet access.
    // They are a 9 MB module: loaded, and the page rendered, only when someone opens it.
    renderGraphiQL: (options) => (graphiqlPage ??= import('@graphql-yoga/render-graphiql').then((m) => m.renderGraphiQL(options))),
    graphiql: {
      title: 'Knowledge engine GraphQL',
      defaultQuery: GRAPHIQL_QUERY,
      headers: GRAPHIQL_HEADERS,
      shouldPersistHeaders: false,
      defaultEditorToolsVisibility: 'headers',
    },
    landingPage: false,
    // Basic credentials may be cached by a browser; refusing cross-origin reads keeps other sites from using them.
    cors: false,
    maskedErrors: { maskError: createMaskError(log) },
    // Yoga logs at debug on every request: its arguments are only turned into text when that level is on.
    logging: {
      debug: (...args) => log.isLevelEnabled('debug') && log.debug(args.map(String).join(' ')),
      info: (...args) => log.info(args.map(String).join(' ')),
      warn: (...args) => log.warn(args.map(String).join(' ')),
      error: (...args) => log.error(args.map(String).join(' ')),
    },
    // Subscriptions over SSE: Yoga serves graphql-sse's "distinct connections" mode on
    // /graphql itself; this plugin adds its "single connection" mode on /graphql/stream.
    // Replaced by bodySizeLimit, which leaves streamed multipart uploads to their own limits.
    maxRequestBodySize: false,
    plugins: [
      operationNameForLog,
      crossSiteGuard(),
      bodySizeLimit(config.maxJsonBytes),
      ...queryShapeLimits(config.graphqlLimits),
      listCostLimit(config.graphqlLimits.maxCost),
      // The request's abort signal reaches execution: resolvers stop when the client leaves.
      useExecutionCancellation(),
      useGraphQLSSE({ endpoint: GRAPHQL_SSE_ENDPOINT }),
      compressedGraphiQL(),
      known.plugin,
    ],
  });
  knownOf.set(yoga, { known, extendContext });
  return yoga;
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
