import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems.ts';
import { commentRules, testimonialRules, websiteOf } from './feedback.ts';

const problems = (rules: typeof commentRules | typeof testimonialRules, input: unknown) => {
  const result = rules.safeParse(input);
  return result.success ? [] : fieldProblems(result.error, '');
};

describe('comments', () => {
  it('takes a name, an e-mail or a phone, a website and the text, as they are kept', () => {
    expect(
      commentRules.parse({
        name: ' Sara Ahmadi ',
        email: '',
        phone: '۰۹۱۲ ۱۱۱ ۰۰۰۲',
        website: 'sara.example.com',
        text: 'A helpful article, thank you.',
      }),
    ).toEqual({
      name: 'Sara Ahmadi',
      email: null,
      phone: '+989121110002',
      website: 'https://sara.example.com',
      text: 'A helpful article, thank you.',
    });
  });

  it('says what is wrong with each field, with one of e-mail and phone required', () => {
    expect(problems(commentRules, { name: 'Al', text: 'short' })).toEqual([
      { path: 'name', code: 'NAME_TOO_SHORT' },
      { path: 'text', code: 'TEXT_TOO_SHORT' },
      { path: 'email', code: 'CONTACT_REQUIRED' },
      { path: 'phone', code: 'CONTACT_REQUIRED' },
    ]);
    expect(
      problems(commentRules, { name: 'Sara', website: 'not a site', text: 'Long enough text.' }),
    ).toEqual([
      { path: 'website', code: 'WEBSITE_INVALID' },
      { path: 'email', code: 'CONTACT_REQUIRED' },
      { path: 'phone', code: 'CONTACT_REQUIRED' },
    ]);
    expect(
      problems(commentRules, {
        name: 'Sara',
        email: 'sara@',
        phone: '123',
        website: 'javascript:alert(1)',
        text: 'x'.repeat(1_001),
      }),
    ).toEqual([
      { path: 'email', code: 'EMAIL_INVALID' },
      { path: 'phone', code: 'PHONE_INVALID' },
      { path: 'website', code: 'WEBSITE_INVALID' },
      { path: 'text', code: 'TEXT_TOO_LONG' },
    ]);
  });

  it('reads only http and https addresses with a host name as websites', () => {
    expect(websiteOf('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(websiteOf('ftp://example.com')).toBeNull();
    expect(websiteOf('https://localhost')).toBeNull();
    expect(websiteOf('https://user:pw@example.com')).toBeNull();
    expect(websiteOf('not a site')).toBeNull();
    expect(websiteOf('example.com:8080/shop')).toBe('https://example.com:8080/shop');
    expect(websiteOf('https://example.com@evil.example')).toBeNull();
  });
});

describe('testimonials', () => {
  it('takes an e-mail or a phone as the contact', () => {
    const base = { name: 'Reza Karimi', rating: 5, text: 'They delivered on time.' };
    expect(testimonialRules.parse({ ...base, contact: '09121110002' }).contact).toBe('+989121110002');
    expect(testimonialRules.parse({ ...base, contact: 'r@example.com', company: ' ' })).toMatchObject({
      contact: 'r@example.com',
      company: null,
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      problems(testimonialRules, {
        name: '',
        contact: 'nobody',
        rating: 6,
        text: 'ok',
        company: 'c'.repeat(121),
      }),
    ).toEqual([
      { path: 'name', code: 'REQUIRED' },
      { path: 'company', code: 'COMPANY_TOO_LONG' },
      { path: 'contact', code: 'CONTACT_INVALID' },
      { path: 'rating', code: 'RATING_INVALID' },
      { path: 'text', code: 'TEXT_TOO_SHORT' },
    ]);
    expect(problems(testimonialRules, { name: 'Reza', text: 'Ten chars!' })).toEqual([
      { path: 'contact', code: 'CONTACT_REQUIRED' },
      { path: 'rating', code: 'RATING_REQUIRED' },
    ]);
  });
});
