import { isScalarType, type GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { DateTimeResolver, SafeIntResolver } from 'graphql-scalars';

/** The subgraphs' custom scalars, whose inputs the gateway checks as the subgraphs will. */
const scalars: Record<string, GraphQLScalarType> = { SafeInt: SafeIntResolver, DateTime: DateTimeResolver };

/**
 * The composed schema knows the subgraphs' scalars by name only and lets any value through to them, where a bad one
 * fails as the subgraph's error. With the same parsing here, a 2^60 SafeInt or a date that is no date is the
 * caller's BAD_USER_INPUT (variables) or validation error (literals) before any subgraph is asked. Output values
 * come from the subgraphs already serialized and are left as they are.
 */
export function checkScalarInputs(schema: GraphQLSchema) {
  for (const [name, implementation] of Object.entries(scalars)) {
    const type = schema.getType(name);
    if (!isScalarType(type)) continue;
    type.parseValue = implementation.parseValue.bind(implementation);
    type.parseLiteral = implementation.parseLiteral.bind(implementation);
  }
}
