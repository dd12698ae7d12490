import type { AuditEntry } from '@parking/core';
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AuditTable } from './audit-table';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-07-01T12:30:00.000Z',
  actor: { kind: 'member', id: 'u-1', name: 'Olive Owner' },
  action: 'member.invited',
  target: { type: 'invitation', id: 'inv-1' },
  changes: {},
  requestId: 'req-1',
  ...over,
});

describe('AuditRow', () => {
  test('a personal field shows only "changed", never a value; an ordinary field before → after', async () => {
    const invited = entry({
      changes: { role: { before: null, after: 'desk' }, email: { changed: true } },
    });
    const screen = await render(<AuditTable entries={[invited]} filtered={false} />);
    const changes = page.getByRole('row').nth(1).getByRole('listitem');
    expect(changes.elements().map((li) => li.textContent)).toEqual(['role: (none) → desk', 'email: changed']);
    const { violations } = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('when in UK time (summer time here), who and what in words', async () => {
    const rows = [
      entry({ id: '1', action: 'member.role-changed', changes: { role: { before: 'desk', after: 'manager' } } }),
      entry({ id: '2', actor: { kind: 'system', id: null, name: null }, action: 'booking.reminder-sent' }),
      entry({ id: '3', actor: { kind: 'staff', id: 's-1', name: 'Sam Support' }, action: 'member.removed' }),
    ];
    await render(<AuditTable entries={rows} filtered={false} />);
    const cells = (n: number) => [...page.getByRole('row').nth(n).element().children].map((c) => c.textContent);
    expect(cells(1)).toEqual([
      '1 Jul 2026, 13:30',
      'Olive Owner',
      "Changed a member's role",
      'invitation inv-1',
      'role: desk → manager',
    ]);
    expect(cells(2).slice(1, 3)).toEqual(['The system', 'Booking: reminder sent']);
    expect(cells(3).slice(1, 3)).toEqual(['Sam Support (our staff)', 'Removed a member']);
    await expect.element(page.getByRole('table', { name: /newest first/ })).toBeVisible();
  });

  test('an empty page says whether filters found nothing or nothing was recorded', async () => {
    const first = await render(<AuditTable entries={[]} filtered />);
    await expect.element(page.getByText('No entries match these filters.')).toBeVisible();
    await first.unmount();
    await render(<AuditTable entries={[]} filtered={false} />);
    await expect.element(page.getByText('Nothing has been recorded yet.')).toBeVisible();
  });
});
