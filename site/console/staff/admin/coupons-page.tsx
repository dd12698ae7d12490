import { useConsoleTitle } from '../../shell/console-title';

/** Coupons (issue 24; placeholder until its part lands). */
export function CouponsPage() {
  useConsoleTitle('Coupons');
  return <h1>Coupons</h1>;
}
