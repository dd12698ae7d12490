import { describe, expect, it } from 'vitest';
import { lowestRole } from './tenancy';

describe('lowestRole', () => {
  it('reads the one role of a single-kind route', () => {
    expect(lowestRole({ kind: 'operator', role: 'manager' }, 'operator')).toBe('manager');
  });

  it("reads each kind's own lowest role on a route every kind may call", () => {
    const access = { kind: 'any', role: { operator: 'manager', partner: 'owner', staff: 'support' } } as const;
    expect(lowestRole(access, 'operator')).toBe('manager');
    expect(lowestRole(access, 'partner')).toBe('owner');
    expect(lowestRole(access, 'staff')).toBe('support');
  });

  it("allows every role for { kind: 'any', role: 'any' }", () => {
    expect(lowestRole({ kind: 'any', role: 'any' }, 'partner')).toBeNull();
  });
});
