import { toLongDate } from '@parking/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import '../../kit/console-pages.css';
import './handover.css';
import { HandoverForm } from './handover-form';
import { HandoverRecords } from './handover-records';
import { useHandovers } from './use-handovers';

/**
 * A booking's handovers (/console/handover/:reference), reached from the day board: its vehicles with
 * their check-in, check-out and no-show records (time, who, mileage, fuel, key tag, bay, notes, photos),
 * and the form that records the next one. Every operator role.
 */
export function HandoverPage() {
  const reference = useParams().reference ?? '';
  useConsoleTitle(`Handover ${reference}`);
  const { query, record } = useHandovers(reference);
  const [news, setNews] = useState('');
  return (
    <>
      <p>
        <Link to="/console/board">Back to the day board</Link>
      </p>
      <h1>Handover {reference}</h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {news}
      </p>
      <QueryState query={query} what="booking's handovers">
        {(list) => (
          <>
            <dl className="handover-booking">
              <div>
                <dt>Name</dt>
                <dd>{list.booking.name}</dd>
              </div>
              <div>
                <dt>Car park</dt>
                <dd>{list.booking.carPark}</dd>
              </div>
              <div>
                <dt>Drop off</dt>
                <dd>{toLongDate(list.booking.entry.date, list.booking.entry.time)}</dd>
              </div>
              <div>
                <dt>Pick up</dt>
                <dd>{toLongDate(list.booking.exit.date, list.booking.exit.time)}</dd>
              </div>
            </dl>
            <HandoverRecords list={list} />
            <HandoverForm key={list.handovers.length} list={list} onRecord={record} onRecorded={setNews} />
          </>
        )}
      </QueryState>
    </>
  );
}
