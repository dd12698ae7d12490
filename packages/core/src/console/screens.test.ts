import { describe, expect, it } from 'vitest';
import { CONSOLE_SCREENS, allows, consoleScreen, screenAccess } from './screens';

const desk = { id: 'o', name: 'O', kind: 'operator', role: 'desk' } as const;
const owner = { id: 'p', name: 'P', kind: 'partner', role: 'owner' } as const;

describe('the console access table', () => {
  it('names every screen and path once', () => {
    expect(new Set(CONSOLE_SCREENS.map((s) => s.screen)).size).toBe(CONSOLE_SCREENS.length);
    expect(new Set(CONSOLE_SCREENS.map((s) => s.path)).size).toBe(CONSOLE_SCREENS.length);
  });

  it('lets a role see a screen of its kind from the lowest role up, and no other kind', () => {
    expect(allows(consoleScreen('operator/board').access, desk)).toBe(true);
    expect(allows(consoleScreen('partner/keys').access, desk)).toBe(false);
    expect(allows(consoleScreen('any/audit').access, desk)).toBe(false);
    expect(allows(consoleScreen('any/audit').access, owner)).toBe(true);
    expect(allows(consoleScreen('any/account').access, null)).toBe(true);
    expect(allows(consoleScreen('any/members').access, null)).toBe(false);
  });
});

describe('screenAccess', () => {
  it("is the screen's row, or another role of the screen's kind", () => {
    expect(screenAccess('operator/car-park')).toEqual({ kind: 'operator', role: 'desk' });
    expect(screenAccess('operator/car-park', 'manager')).toEqual({ kind: 'operator', role: 'manager' });
    expect(screenAccess('staff/operators', 'support')).toEqual({ kind: 'staff', role: 'support' });
    // @ts-expect-error: a role of another kind does not type-check
    expect(screenAccess('partner/keys', 'manager')).toEqual({ kind: 'partner', role: 'manager' });
  });
});
