import { roleAtLeast } from '@parking/core';
import { useConsoleMe } from './use-console-me';

/** Whether the signed-in staff member is an admin (changes); support only reads these pages. */
export function useIsStaffAdmin(): boolean {
  const org = useConsoleMe().data?.active;
  return org ? org.kind === 'staff' && roleAtLeast(org.kind, org.role, 'admin') : false;
}
