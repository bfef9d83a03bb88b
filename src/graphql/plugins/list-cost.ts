import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FieldNode,
  type OperationDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../../errors.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../services/input.ts';
import { codedGraphQLError } from '../error-masking.ts';

/**
 * The most objects and values an operation could answer with, estimated before it
 * runs: every field counts once per item of each list above it. A list with a
 * `first` (or `last`) argument counts that many items, the default page size when
 * the argument is left out, the largest page when it is a variable (validation
 * runs once per document, before variables are known); any other list counts as
 * a default page, and a list of fixed length (`extensions.listSize`, as `bbox`'s four
 * numbers) its length. A connection's `edges` is the list its field's `first` already
 * counted. GraphQL Armor's cost limit weighs depth, not arguments, hence this rule.
 */
export function estimatedCost(context: ValidationContext, selectionSet: SelectionSetNode, type: GraphQLCompositeType, visiting = new Set<string>()): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue; // introspection and __typename
      const field = fieldOf(type, selection.name.value);
      if (!field) continue; // an unknown field is refused by the standard rules
      const inner = getNamedType(field.type);
      const childCost = selection.selectionSet && isCompositeType(inner) ? estimatedCost(context, selection.selectionSet, inner, visiting) : 0;
      total += itemsOf(selection, field, type) * (1 + childCost);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : type;
      if (condition && isCompositeType(condition)) total += estimatedCost(context, selection.selectionSet, condition, visiting);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || visiting.has(name)) continue; // cycles are refused by the standard rules
      const condition = context.getSchema().getType(fragment.typeCondition.name.value);
      if (!condition || !isCompositeType(condition)) continue;
      visiting.add(name);
      total += estimatedCost(context, fragment.selectionSet, condition, visiting);
      visiting.delete(name);
    }
  }
  return total;
}

function fieldOf(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
}

function itemsOf(node: FieldNode, field: GraphQLField<unknown, unknown>, parent: GraphQLCompositeType): number {
  const paged = field.args.some((a) => a.name === 'first' || a.name === 'last');
  if (paged) {
    const sizes = (node.arguments ?? []).filter((a) => a.name.value === 'first' || a.name.value === 'last').map((a) => sizeOf(a.value));
    return sizes.length ? Math.max(...sizes) : DEFAULT_PAGE_SIZE;
  }
  if (!isListType(getNullableType(field.type))) return 1;
  const fixed = field.extensions?.listSize;
  if (typeof fixed === 'number') return fixed;
  const isConnectionEdges = field.name === 'edges' && isObjectType(parent) && 'pageInfo' in parent.getFields();
  return isConnectionEdges ? 1 : DEFAULT_PAGE_SIZE;
}

function sizeOf(value: ValueNode): number {
  if (value.kind === Kind.INT) return Math.max(1, Number(value.value));
  if (value.kind === Kind.NULL) return DEFAULT_PAGE_SIZE;
  return MAX_PAGE_SIZE;
}

/** Refuses, while validating, an operation whose estimated cost is over `maxCost`. */
export function listCostLimit(maxCost: number): Plugin {
  const rule = (context: ValidationContext) => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const root = context.getSchema().getRootType(node.operation);
      if (!root) return;
      const cost = estimatedCost(context, node.selectionSet, root);
      if (cost > maxCost) {
        context.reportError(
          codedGraphQLError(
            new AppError(
              'query_too_complex',
              `the operation could answer with about ${cost} objects and values, more than the limit of ${maxCost}; ask for smaller pages (first) or fewer nested lists`,
            ),
          ),
        );
      }
    },
  });
  return { onValidate: ({ addValidationRule }) => addValidationRule(rule) };
}
