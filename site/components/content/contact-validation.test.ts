import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-validation';

const good = {
  name: 'Amy Jones',
  email: 'amy@example.co.uk',
  subject: 'My booking',
  message: 'Please change my car on CAP-ABC123.',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(good)).toEqual({});
  });

  it('names every missing or bad field', () => {
    const errors = validateContact({ name: ' ', email: 'amy@', subject: '', message: 'hi' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(errors.name).toBe('Enter your name');
  });

  it('rejects a very long message', () => {
    expect(validateContact({ ...good, message: 'x'.repeat(5001) }).message).toMatch(/5000/);
  });
});
