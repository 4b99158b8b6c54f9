import { fieldProblems, type FieldProblem } from '@platform/rules/field-problems';
import type { z } from 'zod';
import type { SubgraphBuilder } from './builder.ts';
import type { SubgraphContext } from './context.ts';
import { cost } from './cost.ts';

export type { FieldProblem };

/** Input a user can correct. The client shows each field's code next to the field. */
export class ValidationFailure extends Error {
  readonly code = 'VALIDATION_FAILED';
  readonly fields: FieldProblem[];

  constructor(fields: FieldProblem[]) {
    super(`Invalid input: ${fields.map((f) => `${f.path} ${f.code}`).join(', ')}`);
    this.fields = fields;
  }
}

/** Parses input with a shared rule; a failure becomes a ValidationError result with one code per field. */
export function parseInput<S extends z.ZodType>(rules: S, input: unknown, prefix = 'input'): z.infer<S> {
  const result = rules.safeParse(input);
  if (!result.success) throw new ValidationFailure(fieldProblems(result.error, prefix));
  return result.data;
}

/** A write refused by a unique constraint (Prisma's P2002): the caller says which rule it was. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

export class NotFoundFailure extends Error {
  readonly code = 'NOT_FOUND';
}

export class ConflictFailure extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Error result types every subgraph shares (identically, hence shareable). Mutations list the ones they can
 * return; the client switches on `__typename` and the codes.
 */
export function addErrorTypes<Context extends SubgraphContext>(builder: SubgraphBuilder<Context>) {
  const BaseError = builder.interfaceRef<{ message: string; code: string }>('BaseError').implement({
    description: 'A problem the user can act on.',
    fields: (t) => ({
      message: t.exposeString('message', { description: 'For developers; clients show a message by code.' }),
      code: t.exposeString('code'),
    }),
  });
  const FieldError = builder.objectRef<FieldProblem>('FieldError').implement({
    shareable: true,
    fields: (t) => ({ path: t.exposeString('path'), code: t.exposeString('code') }),
  });
  builder.objectType(ValidationFailure, {
    name: 'ValidationError',
    shareable: true,
    interfaces: [BaseError],
    isTypeOf: (value) => value instanceof ValidationFailure,
    fields: (t) => ({
      // One problem per input field at most.
      fields: t.field({ type: [FieldError], directives: cost.list(50), resolve: (e) => e.fields }),
    }),
  });
  builder.objectType(NotFoundFailure, {
    name: 'NotFoundError',
    shareable: true,
    interfaces: [BaseError],
    isTypeOf: (value) => value instanceof NotFoundFailure,
  });
  builder.objectType(ConflictFailure, {
    name: 'ConflictError',
    shareable: true,
    interfaces: [BaseError],
    isTypeOf: (value) => value instanceof ConflictFailure,
  });
  return { BaseError };
}
