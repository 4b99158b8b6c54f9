import { describe, expect, it } from 'vitest';
import { itemInput, itemProblems, newItem, newSettings, settingsInput, settingsProblems } from './forms';

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
});
