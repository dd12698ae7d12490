import { ManageLookupSchema } from '@parking/core';
import { describe, expect, test } from 'vitest';
import { checkWith, mapServerFields, shownErrors, withoutChanged } from './form-check';

describe('form checks', () => {
  test('checkWith keys messages by field path, as the server does', () => {
    const bad = checkWith(ManageLookupSchema, { reference: '', email: 'nope' });
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.fields).sort()).toEqual(['email', 'reference']);
    const good = checkWith(ManageLookupSchema, { reference: 'cap-7k3m9q', email: 'ada@example.com' });
    expect(good).toEqual({ ok: true, value: { reference: 'CAP-7K3M9Q', email: 'ada@example.com' } });
  });

  test('a field’s own message shows once it was left, every message after a submit, the server’s always', () => {
    const check = { email: 'Enter an email', name: 'Enter your name' };
    const server = { subject: 'Too vague' };
    expect(shownErrors(check, { touched: new Set(), submitted: false, server: {} })).toEqual({});
    expect(shownErrors(check, { touched: new Set(['email']), submitted: false, server })).toEqual({
      email: 'Enter an email',
      subject: 'Too vague',
    });
    expect(shownErrors(check, { touched: new Set(), submitted: true, server: {} })).toEqual(check);
  });

  test('server paths map onto the form’s names, and a changed field drops its server message', () => {
    const mapped = mapServerFields({ 'details.email': 'Bad', 'details.vehicles.0.make': 'Missing' }, (p) =>
      p.replace(/^details\./, ''),
    );
    expect(mapped).toEqual({ email: 'Bad', 'vehicles.0.make': 'Missing' });
    expect(withoutChanged(mapped, ['vehicles'])).toEqual({ email: 'Bad' });
    expect(withoutChanged(mapped, ['email'])).toEqual({ 'vehicles.0.make': 'Missing' });
  });
});
