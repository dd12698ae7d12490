import { describe, expect, it } from 'vitest';
import { StaffBookingsQuerySchema, StaffNoteSchema, searchTermsFor } from './bookings';

describe('searchTermsFor', () => {
  it('reads a reference as a reference and a registration', () => {
    expect(searchTermsFor(' CAP-7K3M9Q ')).toEqual([
      { kind: 'reference', term: 'cap-7k3m9q' },
      { kind: 'name', term: 'cap-7k3m9q' },
    ]);
  });

  it('reads an email only as an email (and a reference)', () => {
    expect(searchTermsFor('Ada@X.example').map((t) => t.kind)).toEqual(['reference', 'email']);
  });

  it('reads a UK phone number both ways, digits only', () => {
    expect(searchTermsFor('07700 900123').filter((t) => t.kind === 'phone')).toEqual([
      { kind: 'phone', term: '07700900123' },
      { kind: 'phone', term: '447700900123' },
    ]);
    expect(searchTermsFor('+44 (0) 7700').filter((t) => t.kind === 'phone')).toHaveLength(1);
    expect(searchTermsFor('12345').filter((t) => t.kind === 'phone')).toEqual([]);
  });

  it('reads words as a full name and a registration as upper case without spaces', () => {
    expect(searchTermsFor('Ada   Lovelace')).toEqual([{ kind: 'name', term: 'ada lovelace' }]);
    expect(searchTermsFor('ab12 cde')).toEqual([
      { kind: 'name', term: 'ab12 cde' },
      { kind: 'registration', term: 'AB12CDE' },
    ]);
    expect(searchTermsFor('   ')).toEqual([]);
  });
});

describe('StaffBookingsQuerySchema and StaffNoteSchema', () => {
  it('defaults the page to 50 and refuses more, or a range that ends before it starts', () => {
    expect(StaffBookingsQuerySchema.parse({}).limit).toBe(50);
    expect(StaffBookingsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(StaffBookingsQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' }).success).toBe(false);
  });

  it('needs a note of 1 to 2,000 characters after trimming', () => {
    expect(StaffNoteSchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(StaffNoteSchema.safeParse({ body: 'x'.repeat(2001) }).success).toBe(false);
    expect(StaffNoteSchema.parse({ body: ' Called back ' }).body).toBe('Called back');
  });
});
