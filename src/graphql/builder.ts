import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import type { FileUpload } from 'graphql-upload-minimal';
import type { JsonObject } from '../domain/types.ts';
import type { GraphQLContext } from './context.ts';

/** Configuration only: the types live in schema/<type>.ts. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    JSONObject: { Input: JsonObject; Output: JsonObject };
    JSON: { Input: unknown; Output: unknown };
    Upload: { Input: Promise<FileUpload>; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Fields are non-null unless they say otherwise, so the schema states what is always there.
  defaultFieldNullability: false,
  plugins: [RelayPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // Ids are the same strings as in REST, so there is no global Node lookup.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
