import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, parse, type DocumentNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * What one operation may be, checked before anything runs, the same over HTTP and WebSocket. The client's own
 * operations and the partner examples stay well inside them (a test keeps it so); docs/job-graph.md lists them.
 */
export const operationLimits = {
  /** Lexical tokens in the document: bounds the work of parsing and validating it. */
  tokens: 3_000,
  /** Nested selections, fragments included. */
  depth: 12,
  aliases: 30,
  directives: 50,
} as const;

/**
 * The most one operation may cost (`operation-cost.ts`), by who asks. Admins are staff using internal tools whose
 * fields are priced at their measured server time (`Test.itemStatistics`, about 9,000 at its bound): their limit
 * lets a page of them run, which a signed-in person's identical operation may not.
 */
export const costLimits = { visitor: 1_000, user: 2_000, admin: 20_000, partner: 10_000 } as const;

export type LimitName = keyof typeof operationLimits | 'cost';

/** QUERY_TOO_COMPLEX: the operation is over a limit; `measured` is absent when counting stopped at the limit. */
export function limitExceeded(limit: LimitName, maximum: number, measured?: number) {
  const found = measured === undefined ? `more than ${maximum}` : String(measured);
  return new GraphQLError(`The operation is over the ${limit} limit: ${found}, at most ${maximum}`, {
    extensions: {
      code: 'QUERY_TOO_COMPLEX',
      limit,
      maximum,
      ...(measured === undefined ? {} : { measured }),
      http: { status: 400 },
    },
  });
}

const armorFigures = /limit of (\d+) exceeded, found (\d+)/;

/** graphql-armor's rule for one limit, reporting the coded error with its figures instead of armor's text. */
function armorRule(
  limit: 'depth' | 'aliases' | 'directives',
  rule: (options: object) => ValidationRule,
  options: object = {},
): ValidationRule {
  const maximum = operationLimits[limit];
  return rule({
    ...options,
    n: maximum,
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const measured = armorFigures.exec(error.message)?.[2];
        context?.reportError(limitExceeded(limit, maximum, measured ? Number(measured) : undefined));
      },
    ],
  });
}

/** Validation rules for the shape of an operation: depth, aliases and directives. */
export const shapeRules: ValidationRule[] = [
  armorRule('depth', maxDepthRule as never),
  // Every alias counts, of `__typename` too (armor leaves those out by default): each is work to parse and answer.
  armorRule('aliases', maxAliasesRule as never, { allowList: [] }),
  armorRule('directives', maxDirectivesRule as never),
];

/** graphql-js's own token limit, which stops the parser at the limit. */
export const parseOptions = { maxTokens: operationLimits.tokens };

const tokenLimitMessage = /Document contains more that \d+ tokens/;

/** The coded error for graphql-js's token-limit syntax error; null for any other error. */
export function tokenLimitError(error: { message: string }): GraphQLError | null {
  return tokenLimitMessage.test(error.message) ? limitExceeded('tokens', operationLimits.tokens) : null;
}

/** Parses a document within the token limit; syntax errors come back coded, as Apollo Server codes them. */
export function parseWithinLimits(source: string): DocumentNode | GraphQLError {
  try {
    return parse(source, parseOptions);
  } catch (error) {
    const limit = tokenLimitError(error as Error);
    if (limit) return limit;
    return new GraphQLError((error as Error).message, {
      extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } },
    });
  }
}
