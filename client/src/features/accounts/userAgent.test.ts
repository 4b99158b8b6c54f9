import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../ui/Avatar';
import { describeDevice } from './userAgent';

describe('session devices', () => {
  it('names the browser and the system', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
  });

  it('gives up on an unknown or missing user agent', () => {
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice('curl/8.5.0')).toBeNull();
  });
});

describe('avatar initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('sara rezaei')).toBe('S\u200cR');
    expect(initialsOf('سارا رضایی')).toBe('س\u200cر');
    expect(initialsOf('  Karnama  ')).toBe('K');
    expect(initialsOf('Mary Jane Watson')).toBe('M\u200cW');
  });
});
