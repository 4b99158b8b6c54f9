import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect';

describe('the page to return to after signing in', () => {
  it('keeps a path on this site with its query string and hash', () => {
    expect(safeRedirect('/fa/panel/profile', 'fa')).toBe('/fa/panel/profile');
    expect(safeRedirect('/en/jobs?type=REMOTE#top', 'en')).toBe('/en/jobs?type=REMOTE#top');
  });

  it('moves the path into the current language', () => {
    expect(safeRedirect('/fa/panel/profile?tab=1', 'en')).toBe('/en/panel/profile?tab=1');
    expect(safeRedirect('/jobs', 'az')).toBe('/az/jobs');
  });

  it('refuses other sites and anything that could become one', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /fa/jobs',
    ]) {
      expect(safeRedirect(value, 'fa'), value).toBe('/fa/panel');
    }
  });

  it('goes to the dashboard without a target, and never back to the login page', () => {
    expect(safeRedirect(null, 'en')).toBe('/en/panel');
    expect(safeRedirect('', 'en')).toBe('/en/panel');
    expect(safeRedirect('/en/login?redirect=/en/jobs', 'en')).toBe('/en/panel');
  });

  it('builds the login address with the page to come back to', () => {
    expect(loginPath('fa', '/fa/panel/profile?x=1')).toBe(
      '/fa/login?redirect=%2Ffa%2Fpanel%2Fprofile%3Fx%3D1',
    );
    expect(loginPath('en')).toBe('/en/login');
  });
});
