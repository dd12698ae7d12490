import { describe, expect, it } from 'vitest';
import { describeDevice, formatMoment } from './format';

describe('account page formats', () => {
  it('names a device from its User-Agent', () => {
    const chromeWin =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    expect(describeDevice(chromeWin)).toBe('Chrome on Windows');
    const safariIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(describeDevice(safariIos)).toBe('Safari on iOS');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Linux',
    );
    expect(describeDevice(null)).toBe('Unknown device');
  });

  it('shows moments in London time', () => {
    expect(formatMoment('2026-07-01T08:30:00Z')).toBe('1 Jul 2026, 09:30');
    expect(formatMoment(undefined)).toBe('—');
  });
});
