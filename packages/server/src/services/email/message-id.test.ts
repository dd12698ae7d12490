import { describe, expect, it } from 'vitest';
import { messageIdOf } from './index';

describe('messageIdOf', () => {
  it('is one stable id per booking and kind, on the public host', () => {
    const id = messageIdOf('confirmation', 'CAP-AB12CD', 'https://parking.example.co.uk/base');
    expect(id).toBe('<confirmation.CAP-AB12CD@parking.example.co.uk>');
    expect(messageIdOf('confirmation', 'CAP-AB12CD', 'https://parking.example.co.uk')).toBe(id);
    expect(messageIdOf('refund', 'CAP-AB12CD', 'https://parking.example.co.uk')).not.toBe(id);
  });
});
