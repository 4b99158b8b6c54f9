import { answerFits, testTypes, type LocalizedText } from '@platform/rules/assessments';
import { describe, expect, it } from 'vitest';
import { demoTests } from './seed-tests.ts';

/** Every `{ fa, en, az }` text inside a value, with where it is. */
function texts(value: unknown, path = ''): [string, LocalizedText][] {
  if (!value || typeof value !== 'object') return [];
  if ('fa' in value && 'en' in value && 'az' in value) return [[path, value as LocalizedText]];
  return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`));
}

describe('the demo tests', () => {
  it('cover every type, the ethics topic, free and paid, and a specialised report delay', () => {
    expect(new Set(demoTests.map((t) => t.type))).toEqual(new Set(testTypes));
    expect(demoTests.some((t) => t.topics.includes('ethical_decision_making'))).toBe(true);
    expect(demoTests.some((t) => t.priceRials === 0)).toBe(true);
    expect(demoTests.some((t) => t.priceRials > 0 && t.priceRials < t.originalPriceRials)).toBe(true);
    expect(demoTests.some((t) => t.reportDelayHours === 48)).toBe(true);
    expect(new Set(demoTests.map((t) => t.slug)).size).toBe(demoTests.length);
  });

  describe.each(demoTests.map((t) => [t.slug, t] as const))('%s', (_slug, test) => {
    const bank = test.items.filter((i) => !i.sample);
    const categories = new Set(test.categories.map((c) => c.key));

    it('has a bank at least twice a session, two samples, and every category in every difficulty', () => {
      expect(bank.length).toBeGreaterThanOrEqual(test.questionsCount * 2);
      expect(test.items.filter((i) => i.sample)).toHaveLength(2);
      expect(new Set(test.items.map((i) => i.key)).size).toBe(test.items.length);
      for (const item of test.items) expect(categories.has(item.category), item.key).toBe(true);
      for (const category of categories)
        expect(
          bank.some((i) => i.category === category),
          category,
        ).toBe(true);
      expect(test.faq.length).toBeGreaterThanOrEqual(3);
      expect(test.features.length).toBeGreaterThanOrEqual(4);
      // Aptitude results are reported by skill too: every skill has a name.
      if (test.type !== 'PERSONALITY_COGNITIVE')
        for (const item of test.items)
          expect(
            test.skills.some((s) => s.key === item.skill),
            `${item.key} ${item.skill}`,
          ).toBe(true);
      for (const career of test.careers)
        for (const key of Object.keys(career.weights))
          expect(categories.has(key), `${career.key}.${key}`).toBe(true);
    });

    it('has questions whose answers are well formed', () => {
      for (const { key, kind, content, trait, reverseKeyed } of test.items) {
        if (kind === 'AGREEMENT_SCALE') {
          expect(trait, key).toBeTruthy();
          expect(content.correct, key).toBeUndefined();
          continue;
        }
        expect(reverseKeyed ?? false, key).toBe(false);
        expect(content.explanation, key).toBeDefined();
        if (kind === 'NUMERIC') {
          expect(Number.isFinite(content.numeric?.value), key).toBe(true);
          expect(answerFits(kind, { value: content.numeric!.value }), key).toBe(true);
          continue;
        }
        const options = content.options ?? [];
        const keys = options.map((o) => o.key);
        expect(new Set(keys).size, key).toBe(keys.length);
        expect(new Set(options.map((o) => o.text.en)).size, key).toBe(options.length);
        expect(
          content.correct?.every((c) => keys.includes(c)),
          key,
        ).toBe(true);
        expect(answerFits(kind, { choices: content.correct ?? [] }), key).toBe(true);
      }
    });

    it('pairs items meant to agree two by two, within a category, never samples', () => {
      const pairs = Map.groupBy(
        test.items.filter((i) => i.pairKey),
        (i) => i.pairKey!,
      );
      expect(pairs.size).toBeGreaterThanOrEqual(3);
      for (const [pairKey, items] of pairs) {
        expect(items, pairKey).toHaveLength(2);
        expect(items[0]!.category, pairKey).toBe(items[1]!.category);
        expect(
          items.some((i) => i.sample),
          pairKey,
        ).toBe(false);
      }
    });

    it('says everything in Persian, English and Azerbaijani', () => {
      for (const [path, text] of texts(test)) {
        expect(text.fa.trim(), path).not.toBe('');
        expect(text.en.trim(), path).not.toBe('');
        expect(text.az.trim(), path).not.toBe('');
        expect(text.fa, path).toMatch(/[\u0600-\u06FF]/);
        expect(text.az, path).not.toMatch(/[\u0400-\u04FF]/);
        // Persian text writes its digits in Persian.
        expect(text.fa.replace(/[A-Za-z_][\w.]*\d\w*/g, ''), path).not.toMatch(/[0-9]/);
      }
    });
  });
});
