import { describe, expect, it } from 'vitest';
import { isPagePath } from './pages.ts';

describe('a page address', () => {
  it("matches as the client's router does: any one segment for a parameter, any case, a trailing slash", () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('')).toBe(true);
    expect(isPagePath('/jobs/برنامه-نویس-x1/')).toBe(true);
    expect(isPagePath('/Panel/Jobs/some-job/edit')).toBe(true);
    expect(isPagePath('/services/development/articles/graphql')).toBe(true);
    expect(isPagePath('/about/config/az')).toBe(true);
  });

  it('is no page with a segment too many or too few, or an unknown one', () => {
    expect(isPagePath('/jobs/a/b')).toBe(false);
    expect(isPagePath('/panel/echoBox/c1/extra')).toBe(false);
    expect(isPagePath('/services/development')).toBe(false);
    expect(isPagePath('/no-such-page')).toBe(false);
    expect(isPagePath('/about/config/xx')).toBe(false);
    expect(isPagePath('/services/development/config/de')).toBe(false);
  });
});
