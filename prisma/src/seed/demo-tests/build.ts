import type { ItemMeta, LocalizedText } from '@platform/rules/assessments';
import type { DemoItem } from './types.ts';

/** A text in Persian, English and Azerbaijani. */
export const L = (fa: string, en: string, az: string): LocalizedText => ({ fa, en, az });

const keys = ['a', 'b', 'c', 'd', 'e', 'f'];

type Meta = Omit<ItemMeta, 'kind' | 'key'>;

/** A single-choice item: the options in order, the right one by its index. */
export function single(
  key: string,
  meta: Meta,
  prompt: LocalizedText,
  options: LocalizedText[],
  right: number,
  explanation: LocalizedText,
): DemoItem {
  return {
    key,
    kind: 'SINGLE_CHOICE',
    ...meta,
    content: {
      prompt,
      options: options.map((text, i) => ({ key: keys[i]!, text })),
      correct: [keys[right]!],
      explanation,
    },
  };
}

/** A multiple-choice item: every right option by its index (all or nothing). */
export function multiple(
  key: string,
  meta: Meta,
  prompt: LocalizedText,
  options: LocalizedText[],
  right: number[],
  explanation: LocalizedText,
): DemoItem {
  return {
    key,
    kind: 'MULTIPLE_CHOICE',
    ...meta,
    content: {
      prompt,
      options: options.map((text, i) => ({ key: keys[i]!, text })),
      correct: right.map((i) => keys[i]!),
      explanation,
    },
  };
}

/** A numeric item, right within `tolerance`. */
export function numeric(
  key: string,
  meta: Meta,
  prompt: LocalizedText,
  value: number,
  explanation: LocalizedText,
  tolerance = 0,
): DemoItem {
  return { key, kind: 'NUMERIC', ...meta, content: { prompt, numeric: { value, tolerance }, explanation } };
}

/** A 7-point agreement item of a personality trait. */
export function agreement(
  key: string,
  trait: string,
  skill: string,
  prompt: LocalizedText,
  extra: { reverseKeyed?: boolean; pairKey?: string; sample?: boolean } = {},
): DemoItem {
  return {
    key,
    kind: 'AGREEMENT_SCALE',
    difficulty: 'MEDIUM',
    category: trait,
    trait,
    skill,
    ...extra,
    content: { prompt },
  };
}
