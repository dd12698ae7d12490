import type { StaffHomeSchema } from '@parking/core';
import type { z } from 'zod/mini';
import { FigureCard } from '../../kit/figure-card';

/** Props of StaffHome. */
export type StaffHomeProps = {
  /** Our staff's figures (GET /console/home). */
  home: z.infer<typeof StaffHomeSchema>;
};

/** Our staff's home: bookings made today and how many organisations have accounts. */
export function StaffHome({ home }: StaffHomeProps) {
  return (
    <>
      <h2>Today</h2>
      <ul className="console-cards">
        <FigureCard label="Bookings made today" value={home.bookingsToday} />
        <FigureCard label="Organisations" value={home.organizations} />
      </ul>
    </>
  );
}
