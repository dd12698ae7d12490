import type { ConsoleOrganization, OperatorHomeSchema } from '@parking/core';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { FigureCard } from '../../kit/figure-card';
import { canManageMembers, canReadAudit } from '../../shell/layout/console-pages';

/** Props of OperatorHome. */
export type OperatorHomeProps = {
  /** The operator's figures (GET /console/home). */
  home: z.infer<typeof OperatorHomeSchema>;
  /** The active organisation and the viewer's role: which links to offer. */
  org: ConsoleOrganization;
};

/** An operator's home: today's arrivals and returns, the car parks it owns, and what comes next. */
export function OperatorHome({ home, org }: OperatorHomeProps) {
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
      <h2>What you can do here</h2>
      <ul>
        <li>
          <Link to="/console/members">See the members</Link> of your organisation
          {canManageMembers(org) ? ', invite people and change their roles' : ''}.
        </li>
        {canReadAudit(org) && (
          <li>
            <Link to="/console/audit">Read the audit log</Link>: who changed what, and when.
          </li>
        )}
        <li>
          <Link to="/console/board">Open the day board</Link>: each car park's arrivals and returns, to print or
          download.
        </li>
        <li>Your prices are coming soon; until then, our support team changes prices for you.</li>
      </ul>
    </>
  );
}
