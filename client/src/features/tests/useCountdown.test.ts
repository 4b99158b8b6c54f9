import { describe, expect, it } from 'vitest';
import { clockText } from './useCountdown';

describe('the clock', () => {
  const latin = (n: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en', o).format(n);
  const persian = (n: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat('fa', o).format(n);

  it('says minutes and seconds, and hours when there are any, in the page’s digits', () => {
    expect(clockText(0, latin)).toBe('00:00');
    expect(clockText(65, latin)).toBe('01:05');
    expect(clockText(3_725, latin)).toBe('1:02:05');
    expect(clockText(65, persian)).toBe('۰۱:۰۵');
  });
});
