import type { ConsoleMe, ConsoleOrganization } from '@parking/core';
import { describe, expect, it } from 'vitest';
import { pagesFor } from './console-pages';

const me = (active: ConsoleOrganization | null, extra: Partial<ConsoleMe> = {}): ConsoleMe => ({
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  organizations: active ? [active] : [],
  active,
  hasPasskey: false,
  passkeyRequired: false,
  signInMethod: 'passkey',
  passkeySignInRequired: false,
  stepUpFreshUntil: null,
  ...extra,
});
const org = (kind: ConsoleOrganization['kind'], role: ConsoleOrganization['role']): ConsoleOrganization => ({
  id: 'o1',
  name: 'Org',
  kind,
  role,
});
const labels = (m: ConsoleMe) => pagesFor(m).map((p) => p.label);

describe('console navigation by role', () => {
  it('shows the day board, car park settings and reports to every operator role and to no other kind', () => {
    for (const role of ['owner', 'manager', 'desk'] as const)
      expect(labels(me(org('operator', role)))).toEqual(
        expect.arrayContaining(['Day board', 'Rate calendar', 'Car park', 'Reports']),
      );
    expect(labels(me(org('partner', 'owner')))).not.toContain('Day board');
    expect(labels(me(org('partner', 'owner')))).not.toContain('Reports');
    expect(labels(me(org('staff', 'admin'), { passkeyRequired: true, hasPasskey: true }))).not.toContain('Day board');
  });

  it('shows members to every role (read-only below the managing roles) and the audit log to the roles allowed to read it', () => {
    expect(labels(me(org('operator', 'owner')))).toEqual([
      'Home',
      'Day board',
      'Rate calendar',
      'Car park',
      'Reports',
      'Notifications',
      'Members',
      'Audit log',
      'Account',
    ]);
    expect(labels(me(org('operator', 'manager')))).toEqual([
      'Home',
      'Day board',
      'Rate calendar',
      'Car park',
      'Reports',
      'Notifications',
      'Members',
      'Audit log',
      'Account',
    ]);
    expect(labels(me(org('operator', 'desk')))).toEqual([
      'Home',
      'Day board',
      'Rate calendar',
      'Car park',
      'Reports',
      'Notifications',
      'Members',
      'Account',
    ]);
    expect(labels(me(org('partner', 'owner')))).toEqual([
      'Home',
      'Widget keys',
      'Configure',
      'Earnings',
      'Funnel',
      'API keys',
      'Members',
      'Audit log',
      'Account',
    ]);
    expect(labels(me(org('partner', 'member')))).toEqual([
      'Home',
      'Widget keys',
      'Configure',
      'Earnings',
      'Funnel',
      'API keys',
      'Members',
      'Account',
    ]);
    const admin = me(org('staff', 'admin'), { passkeyRequired: true, hasPasskey: true });
    expect(labels(admin)).toEqual([
      'Home',
      'Bookings',
      'Messages',
      'Data requests',
      'Partners',
      'Operators',
      'Coupons',
      'Reviews',
      'Members',
      'Audit log',
      'Account',
    ]);
    const support = me(org('staff', 'support'), { passkeyRequired: true, hasPasskey: true });
    expect(labels(support)).toEqual([
      'Home',
      'Bookings',
      'Messages',
      'Data requests',
      'Partners',
      'Members',
      'Audit log',
      'Account',
    ]);
  });

  it('shows staff without a passkey, and people without an organisation, only their account', () => {
    expect(labels(me(org('staff', 'admin'), { passkeyRequired: true, hasPasskey: false }))).toEqual(['Account']);
    expect(labels(me(null))).toEqual(['Account']);
  });
});
