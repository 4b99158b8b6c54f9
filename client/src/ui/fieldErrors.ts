import { fieldProblems } from '@platform/rules/field-problems';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { z } from 'zod';
import type { fieldErrors_validationError$key } from '../__generated__/fieldErrors_validationError.graphql';
import { fieldMessages } from './messages';

/** The first problem code of each field, by field name (`fullName`, `website`, …). */
export type FieldErrors = Partial<Record<string, string>>;

function byField(problems: readonly { path: string; code: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, code } of problems) {
    // The server reports `input.fullName`; the form's own check reports `fullName`.
    const field = path.replace(/^input\./, '');
    errors[field] ??= code;
  }
  return errors;
}

/** Checks form values with the same rules the server applies; null when they pass. */
export function validate<S extends z.ZodType>(rules: S, values: unknown): FieldErrors | null {
  const result = rules.safeParse(values);
  return result.success ? null : byField(fieldProblems(result.error, ''));
}

/**
 * The problems of a ValidationError the server returned: each field's path (`input.fullName`) and code. Every
 * mutation that can answer one spreads this fragment in its `... on ValidationError` case, as `problems`
 * (`...fieldErrors_validationError @alias(as: "problems")`: Relay types the alias as possibly missing).
 */
export function validationProblems(
  problems: fieldErrors_validationError$key | null | undefined,
): readonly { path: string; code: string }[] {
  const data = readInlineData(
    graphql`
      fragment fieldErrors_validationError on ValidationError @inline {
        fields {
          path
          code
        }
      }
    `,
    problems,
  );
  return data?.fields ?? [];
}

/** The fields of a ValidationError the server returned, by field. */
export function serverFieldErrors(problems: fieldErrors_validationError$key | null | undefined): FieldErrors {
  return byField(validationProblems(problems));
}

/**
 * A field's problem code in the user's language, from a feature's messages by code, with the rule's limits as
 * numbers in the language's digits; a code the feature does not know reads "This value is not valid".
 */
export function fieldProblemText(
  intl: IntlShape,
  code: string | undefined,
  messages: Partial<Record<string, MessageDescriptor>>,
  limits: Partial<Record<string, Record<string, number>>> = {},
): string | undefined {
  if (!code) return undefined;
  const values = Object.fromEntries(
    Object.entries(limits[code] ?? {}).map(([name, value]) => [name, intl.formatNumber(value)]),
  );
  const descriptor: MessageDescriptor = messages[code] ?? fieldMessages.invalid;
  return intl.formatMessage(descriptor, values);
}
