import { describe, expect, it } from 'vitest';
import { assessmentLimits } from '@platform/rules/assessments';
import {
  itemInput,
  itemProblems,
  moved,
  newItem,
  newSettings,
  settingsFromServer,
  settingsInput,
  settingsProblems,
} from './forms';

const texts = (en: string) => ({ fa: `${en} fa`, en, az: `${en} az` });

describe('the editor forms', () => {
  it('sends only what an item of its kind holds, numbers typed in Persian digits as numbers', () => {
    const numeric = {
      ...newItem('logic'),
      key: ' n1 ',
      kind: 'NUMERIC' as const,
      prompt: texts('How much?'),
      numericValue: '۲٫۵',
      numericTolerance: '',
      pairKey: '  ',
      trait: 'ignored',
      correct: ['a'],
    };
    expect(itemInput('t', numeric)).toMatchObject({
      key: 'n1',
      options: [],
      correct: [],
      numericValue: 2.5,
      numericTolerance: 0,
      pairKey: null,
      trait: null,
      explanation: null,
    });
    expect(itemProblems({ ...numeric, numericValue: 'دو' })).toEqual({ numericValue: 'NUMBER_INVALID' });
    const choice = { ...newItem('logic'), explanation: { fa: '', en: 'Because', az: '' }, correct: ['b'] };
    expect(itemInput('t', choice)).toMatchObject({
      options: choice.options,
      correct: ['b'],
      numericValue: null,
      explanation: { fa: '', en: 'Because', az: '' },
    });
    expect(itemProblems(choice)).toEqual({});
  });

  it('reads the settings’ numbers in either digits, and names those that are no whole number', () => {
    const form = { ...newSettings(), questionsCount: '۱۲', maxAttempts: '' };
    expect(settingsProblems(form)).toEqual({});
    expect(settingsInput(form)).toMatchObject({ questionsCount: 12, maxAttempts: null, priceRials: 0 });
    expect(settingsProblems({ ...form, durationMinutes: '1.5', maxAttempts: 'x' })).toEqual({
      durationMinutes: 'NUMBER_INVALID',
      maxAttempts: 'NUMBER_INVALID',
    });
  });

  it('sends a career’s weights typed, leaving out empty ones and categories no longer there', () => {
    const form = {
      ...newSettings(),
      categories: [{ key: 'logic', name: texts('Logic'), advice: texts('Practise') }],
      careers: [
        { key: 'analyst', name: texts('Analyst'), weights: { logic: '−۱٫۵', words: '2', numbers: ' ' } },
      ],
    };
    expect(settingsProblems(form)).toEqual({});
    expect(settingsInput(form).careers).toEqual([
      { key: 'analyst', name: texts('Analyst'), weights: [{ category: 'logic', weight: -1.5 }] },
    ]);
    expect(
      settingsProblems({ ...form, careers: [{ ...form.careers[0]!, weights: { logic: 'much' } }] }),
    ).toEqual({
      'careers.0.weights.logic': 'NUMBER_INVALID',
    });
  });

  it('reads a test’s features, FAQ and topics from the server and sends them back in the order they were put in', () => {
    const form = settingsFromServer({
      ...settingsInput(newSettings()),
      topics: ['ethical_decision_making'],
      settings: {
        title: texts('Logic'),
        summary: texts('Short'),
        description: texts('Long'),
        categories: [],
        skills: [],
        features: [texts('Fast'), texts('Fair')],
        faq: [{ question: texts('How long?'), answer: texts('20 minutes') }],
        careers: [],
      },
    });
    expect(form).toMatchObject({
      features: [texts('Fast'), texts('Fair')],
      faq: [{ question: texts('How long?'), answer: texts('20 minutes') }],
      topics: ['ethical_decision_making'],
    });
    const edited = {
      ...form,
      features: moved(form.features, 1, 0),
      faq: [...form.faq, { question: texts('Is it free?'), answer: texts('Yes') }],
      topics: [...form.topics, ' numbers '],
    };
    expect(settingsProblems(edited)).toEqual({});
    expect(settingsInput(edited)).toMatchObject({
      features: [texts('Fair'), texts('Fast')],
      faq: [
        { question: texts('How long?'), answer: texts('20 minutes') },
        { question: texts('Is it free?'), answer: texts('Yes') },
      ],
      topics: ['ethical_decision_making', 'numbers'],
    });
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('names the features, FAQ entries and topics the shared rules refuse, by field, before anything is sent', () => {
    const form = newSettings();
    const tooLong = 'x'.repeat(assessmentLimits.faqAnswerMax + 1);
    expect(
      settingsProblems({
        ...form,
        features: [{ fa: 'سریع', en: '', az: 'Sürətli' }],
        faq: [{ question: texts('How long?'), answer: { ...texts('Long'), az: tooLong } }],
        topics: ['Ethics', 'numbers', 'numbers'],
      }),
    ).toEqual({
      'features.0.en': 'REQUIRED',
      'faq.0.answer.az': 'TOO_LONG',
      'topics.0': 'KEY_INVALID',
      topics: 'DUPLICATE_KEY',
    });
    const many = Array.from({ length: assessmentLimits.featuresMax + 1 }, (_, i) => texts(`Point ${i}`));
    expect(settingsProblems({ ...form, features: many })).toEqual({ features: 'TOO_MANY_ITEMS' });
  });
});
