import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { JsonObject } from '../../domain/types.ts';
import { builder } from '../builder.ts';

builder.addScalarType('Upload', GraphQLUpload, {});

builder.scalarType('JSONObject', {
  description: 'Any JSON object, such as the free-form `notes` of a resource.',
  serialize: (value) => value as JsonObject,
  parseValue: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GraphQLError('JSONObject must be an object');
    return value as JsonObject;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.OBJECT) throw new GraphQLError('JSONObject must be an object');
    return literalValue(ast) as JsonObject;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value: an extracted value, shaped by its field type.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => literalValue(ast),
});

function literalValue(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value)]));
    case Kind.LIST:
      return ast.values.map(literalValue);
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.STRING:
    case Kind.ENUM:
      return ast.value;
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.NULL:
      return null;
    case Kind.VARIABLE:
      throw new GraphQLError('variables inside a JSONObject literal are not supported; pass the whole object as a variable');
  }
}

export const DeletionResult = builder.objectRef<{ id: string; deleted: true }>('DeletionResult').implement({
  description: 'The answer to a delete: the id that was removed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    deleted: t.exposeBoolean('deleted'),
  }),
});
