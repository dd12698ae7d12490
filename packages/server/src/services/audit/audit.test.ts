import { describe, expect, it } from 'vitest';
import { auditChanges } from './index';

describe('auditChanges', () => {
  it('keeps before and after of an ordinary field', () => {
    expect(auditChanges({ role: { before: 'desk', after: 'manager' } })).toEqual({
      role: { before: 'desk', after: 'manager' },
    });
  });

  it('records only that a personal field changed, never its values', () => {
    const changes = auditChanges({ email: { before: 'a@example.com', after: 'b@example.com', personal: true } });
    expect(changes).toEqual({ email: { changed: true } });
    expect(JSON.stringify(changes)).not.toContain('example.com');
  });

  it('drops a field that did not change', () => {
    expect(auditChanges({ pricePerDay: { before: 1200, after: 1200 } })).toEqual({});
  });
});
