import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { codedGraphQLError } from '../error-masking.ts';

/**
 * GraphQL Armor's limits on a document's shape: tokens while it is parsed (so a
 * 50,000-field document stops being read at the limit), then depth, aliases and
 * directives while it is validated. All of them refuse before anything executes.
 */
export function queryShapeLimits(limits: Config['graphqlLimits']): Plugin[] {
  // Armor throws a bare "Syntax Error: ..." error; ours carries a code of its own
  // (thrown from its rejection hook, before Armor would throw its own).
  const reject = [
    (_context: unknown, error: GraphQLError): never => {
      throw codedGraphQLError(new AppError('query_too_complex', error.message.replace(/^Syntax Error: /, '')));
    },
  ];
  return [
    maxTokensPlugin({ n: limits.maxTokens, onReject: reject }),
    maxDepthPlugin({ n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, onReject: reject }),
    maxAliasesPlugin({ n: limits.maxAliases, onReject: reject }),
    maxDirectivesPlugin({ n: limits.maxDirectives, onReject: reject }),
  ] as Plugin[];
}
