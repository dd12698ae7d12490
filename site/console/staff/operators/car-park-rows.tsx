import type { StaffCarPark, StaffOperator } from '@parking/core';
import { useState } from 'react';
import { failureMessage } from '../../kit/console-api';
import { ReasonAction } from '../../kit/reason-action';

/** Props of CarParkList. */
export type CarParkListProps = {
  carParks: StaffCarPark[];
  /** Admins take car parks out of search and back; support reads. */
  canEdit: boolean;
  onSetActive: (id: string, active: boolean, reason: string) => Promise<void>;
  /** For car parks no operator runs: the operators to hand one to. */
  linkTo?: StaffOperator[] | undefined;
  onLink?: ((id: string, organizationId: string) => Promise<void>) | undefined;
};

/** Hands a car park to an operator: a labelled choice and a button. */
function LinkControl({
  park,
  operators,
  onLink,
}: {
  park: StaffCarPark;
  operators: StaffOperator[];
  onLink: (id: string, org: string) => Promise<void>;
}) {
  const [org, setOrg] = useState('');
  const [failure, setFailure] = useState<string>();
  const id = `link-${park.id}`;
  return (
    <span>
      <label htmlFor={id}>Operator for {park.name}</label>{' '}
      <select id={id} value={org} onChange={(ev) => setOrg(ev.target.value)}>
        <option value="">Choose…</option>
        {operators.map((o) => (
          <option key={o.organizationId} value={o.organizationId}>
            {o.name}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        className="btn btn--outline"
        onClick={() => {
          if (!org) return setFailure('Choose an operator');
          setFailure(undefined);
          onLink(park.id, org).catch((e: unknown) => setFailure(failureMessage(e)));
        }}
      >
        Link
      </button>
      {failure && (
        <span className="field__error" role="alert">
          {' '}
          {failure}
        </span>
      )}
    </span>
  );
}

/** A list of car parks with their state; admins deactivate (gone from search, bookings untouched) or activate, with a reason. */
export function CarParkList({ carParks, canEdit, onSetActive, linkTo, onLink }: CarParkListProps) {
  if (carParks.length === 0) return <p>No car parks.</p>;
  return (
    <ul className="car-park-list">
      {carParks.map((p) => (
        <li key={p.id}>
          <strong>{p.name}</strong> ({p.airportId}, {p.type === 'meet-greet' ? 'meet & greet' : 'park & ride'}):{' '}
          {p.active ? 'in search' : 'out of search'}{' '}
          {canEdit && (
            <ReasonAction
              id={`${p.active ? 'deactivate' : 'activate'}-${p.id}`}
              label={p.active ? `Deactivate ${p.name}` : `Activate ${p.name}`}
              question={
                p.active
                  ? 'It leaves search at once and takes no new bookings; its bookings stay on the operator’s board.'
                  : 'It is back in search and bookable at once.'
              }
              onConfirm={(reason) => onSetActive(p.id, !p.active, reason)}
            />
          )}
          {canEdit && linkTo && onLink && <LinkControl park={p} operators={linkTo} onLink={onLink} />}
        </li>
      ))}
    </ul>
  );
}
