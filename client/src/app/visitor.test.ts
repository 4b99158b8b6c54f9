import { describe, expect, it } from 'vitest';
import { generateVisitorId, rememberVisitor } from './visitor';

describe('visitor id and referral', () => {
  it('generates 64 characters from the 62 letters and digits', () => {
    const id = generateVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(generateVisitorId()).not.toBe(id);
  });

  it('creates the visitor id once and keeps it', () => {
    rememberVisitor(localStorage, '');
    const first = localStorage.getItem('token_auth');
    rememberVisitor(localStorage, '');
    expect(localStorage.getItem('token_auth')).toBe(first);
  });

  it('stores the referral id from ref_id or ref', () => {
    rememberVisitor(localStorage, '?ref=partner-7');
    expect(localStorage.getItem('ref_id')).toBe('partner-7');
    rememberVisitor(localStorage, '?ref_id=abc&ref=ignored');
    expect(localStorage.getItem('ref_id')).toBe('abc');
    rememberVisitor(localStorage, '?other=1');
    expect(localStorage.getItem('ref_id')).toBe('abc');
  });
});
