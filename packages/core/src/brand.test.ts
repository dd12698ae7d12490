import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT, fillSupport, phoneHref } from './brand';

describe('support details', () => {
  it('dials UK numbers in international form', () => {
    expect(phoneHref('0330 123 4567')).toBe('tel:+443301234567');
    expect(phoneHref('+44 20 7946 0000')).toBe('tel:+442079460000');
  });

  it('fills copy with the configured email and phone', () => {
    const support = { ...DEFAULT_SUPPORT, email: 'help@example.org', phone: '01632 960000' };
    expect(fillSupport('Write to {supportEmail} or call {supportPhone}.', support)).toBe(
      'Write to help@example.org or call 01632 960000.',
    );
  });
});
