import { describe, expect, it } from 'vitest';
import { configTarget } from './ContentConfigPage';
import { checkForm, draftInput, emptyForm, formOf, problemsByPath } from './documentForm';

describe('the content editor’s form', () => {
  it('is checked with the server’s rules before it is sent, each problem at its field with its limit', () => {
    const problems = checkForm({
      ...emptyForm,
      summary: 'x'.repeat(401),
      sections: [{ heading: '', body: '' }],
    });
    expect(problems).toEqual({
      title: { kind: 'REQUIRED' },
      summary: { kind: 'TOO_LONG', max: 400 },
      'sections.0.body': { kind: 'REQUIRED' },
    });
    expect(checkForm({ ...emptyForm, title: 'T', summary: 'S' })).toEqual({});
  });

  it('reads the server’s codes the same way', () => {
    expect(
      problemsByPath([
        { path: 'input.sections', code: 'TOO_MANY_SECTIONS' },
        { path: 'input.claims.2.value', code: 'CLAIM_VALUE_TOO_LONG' },
      ]),
    ).toEqual({ sections: { kind: 'TOO_MANY', max: 20 }, 'claims.2.value': { kind: 'TOO_LONG', max: 24 } });
  });

  it('loads a revision and sends a claim without a figure as null', () => {
    const form = formOf({
      title: 'T',
      summary: 'S',
      parts: { sections: [], faq: [], claims: [{ value: '5+', label: 'years', figure: null }], steps: [] },
    });
    expect(form.claims).toEqual([{ value: '5+', label: 'years', figure: '' }]);
    expect(draftInput(form).claims).toEqual([{ value: '5+', label: 'years', figure: null }]);
  });

  it('edits the about page, or the development item the address names', () => {
    expect(configTarget('about', new URLSearchParams('kind=SERVICE&slug=web'))).toEqual({
      kind: 'PAGE',
      slug: 'about',
    });
    expect(configTarget('development', new URLSearchParams('kind=SERVICE&slug=web'))).toEqual({
      kind: 'SERVICE',
      slug: 'web',
    });
    expect(configTarget('development', new URLSearchParams('kind=NOPE&slug=web'))).toEqual({
      kind: 'PAGE',
      slug: 'services',
    });
  });
});
