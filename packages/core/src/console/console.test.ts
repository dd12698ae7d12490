import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { AuditQuerySchema } from './any/audit';
import { ConsoleHomeSchema } from './any/home';
import { ROLES_BY_KIND, roleAtLeast } from './roles';
import { ConsoleMeSchema } from './shell/me';

describe('roleAtLeast', () => {
  it('follows each kind’s order, highest first', () => {
    expect(roleAtLeast('operator', 'owner', 'manager')).toBe(true);
    expect(roleAtLeast('operator', 'manager', 'manager')).toBe(true);
    expect(roleAtLeast('operator', 'desk', 'manager')).toBe(false);
    expect(roleAtLeast('partner', 'member', 'owner')).toBe(false);
    expect(roleAtLeast('staff', 'admin', 'support')).toBe(true);
  });

  it('refuses a role the kind does not have, either side', () => {
    expect(roleAtLeast('partner', 'admin', 'member')).toBe(false);
    expect(roleAtLeast('operator', 'owner', 'member')).toBe(false);
  });

  it('lists every kind with its roles', () => {
    expect(Object.keys(ROLES_BY_KIND)).toEqual(['operator', 'partner', 'staff']);
  });
});

describe('console wire schemas', () => {
  it('reads /console/me with and without an active organisation', () => {
    const me = {
      user: { id: 'u', name: 'Ann', email: 'ann@example.com' },
      organizations: [{ id: 'o', name: 'Parks Ltd', kind: 'operator', role: 'desk' }],
      active: null,
      hasPasskey: false,
      passkeyRequired: false,
      signInMethod: 'link',
      passkeySignInRequired: false,
      stepUpFreshUntil: null,
    };
    expect(z.safeParse(ConsoleMeSchema, me).success).toBe(true);
    expect(z.safeParse(ConsoleMeSchema, { ...me, active: me.organizations[0] }).success).toBe(true);
    expect(z.safeParse(ConsoleMeSchema, { ...me, active: { ...me.organizations[0], role: 'boss' } }).success).toBe(
      false,
    );
  });

  it('reads each kind of home, by its kind', () => {
    expect(z.safeParse(ConsoleHomeSchema, { kind: 'partner', keys: [] }).success).toBe(true);
    expect(z.safeParse(ConsoleHomeSchema, { kind: 'staff', bookingsToday: 3, organizations: 9 }).success).toBe(true);
    expect(z.safeParse(ConsoleHomeSchema, { kind: 'operator', keys: [] }).success).toBe(false);
  });

  it('takes audit filters as London days and a numeric cursor', () => {
    expect(z.parse(AuditQuerySchema, { action: ' member ', from: '2026-11-01', before: '42' })).toEqual({
      action: 'member',
      from: '2026-11-01',
      before: '42',
    });
    expect(z.safeParse(AuditQuerySchema, { from: '1 Nov' }).success).toBe(false);
    expect(z.safeParse(AuditQuerySchema, { before: '1 OR 1=1' }).success).toBe(false);
  });
});
