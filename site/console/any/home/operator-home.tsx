import type { OperatorHomeSchema } from '@parking/core';
import type { z } from 'zod/mini';
import { FigureCard } from '../../kit/figure-card';

/** Props of OperatorHome. */
export type OperatorHomeProps = {
  /** The operator's figures (GET /console/home). */
  home: z.infer<typeof OperatorHomeSchema>;
};

/** An operator's home: today's arrivals and returns, and the car parks it owns. */
export function OperatorHome({ home }: OperatorHomeProps) {
  return (
    <>
      <h2>Today</h2>
      <ul className="console-cards">
        <FigureCard label="Arrivals today" value={home.arrivalsToday} />
        <FigureCard label="Returns today" value={home.returnsToday} />
      </ul>
      <h2>Your car parks</h2>
      {home.carParks.length === 0 ? (
        <p>No car parks belong to this organisation yet. Ask our support team to move yours over.</p>
      ) : (
        <ul>
          {home.carParks.map((carPark) => (
            <li key={carPark.id}>
              {carPark.name}, {carPark.airport}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
