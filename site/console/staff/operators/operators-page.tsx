import type { NewCarPark, NewOperator, StaffOperator } from '@parking/core';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import { useAirports } from '@parking/client';
import { useStaffOperators } from '../../kit/staff-operators-read';
import { operatorActions } from './operators-api';
import { CarParkForm } from './car-park-form';
import { CarParkList } from './car-park-rows';
import { OperatorForm } from './operator-form';
import { useIsStaffAdmin } from '../../shell/session/use-staff-admin';
import { count } from '../../kit/count';

/** Props of OperatorSection. */
type OperatorSectionProps = {
  operator: StaffOperator;
  canEdit: boolean;
  onSetActive: (id: string, active: boolean, reason: string) => Promise<void>;
};

/** One operator: its members, waiting invitations and car parks. */
function OperatorSection({ operator: o, canEdit, onSetActive }: OperatorSectionProps) {
  const waiting = o.pendingInvitations;
  return (
    <section aria-labelledby={`op-${o.organizationId}`}>
      <h2 id={`op-${o.organizationId}`}>{o.name}</h2>
      <p>
        {count(o.members, 'member')}
        {waiting > 0 && `, ${count(waiting, 'invitation')} waiting`}
      </p>
      <CarParkList carParks={o.carParks} canEdit={canEdit} onSetActive={onSetActive} />
    </section>
  );
}

/**
 * Our staff's operators (/console/operators): each operator with its members and car parks, the car parks
 * no operator runs; admins create operators (inviting the owner), create and link car parks, and take a
 * car park out of search or put it back.
 */
export function OperatorsPage() {
  useConsoleTitle('Operators');
  const query = useStaffOperators();
  const airports = useAirports();
  const actions = operatorActions(useConsoleApi());
  const canEdit = useIsStaffAdmin();
  /** Does a change, then reads the list again (a change can move car parks between operators). */
  const then =
    <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const answer = await change(...args);
      await query.retry();
      return answer;
    };
  const setActive = then(async (id: string, active: boolean, reason: string) => {
    await actions.setCarParkActive(id, active, reason);
  });
  const link = then(async (id: string, org: string) => void (await actions.linkCarPark(id, org)));
  const createOperator = then((body: NewOperator) => actions.createOperator(body));
  const createCarPark = then((org: string, body: NewCarPark) => actions.createCarPark(org, body));
  return (
    <>
      <h1>Operators</h1>
      <QueryState query={query} what="operators">
        {({ operators, unlinked }) => (
          <>
            {operators.length === 0 && <p>No operators yet.</p>}
            {operators.map((o) => (
              <OperatorSection key={o.organizationId} operator={o} canEdit={canEdit} onSetActive={setActive} />
            ))}
            {unlinked.length > 0 && (
              <section aria-labelledby="unlinked-heading">
                <h2 id="unlinked-heading">Car parks without an operator</h2>
                <CarParkList
                  {...{ canEdit, onSetActive: setActive, onLink: link }}
                  carParks={unlinked}
                  linkTo={operators}
                />
              </section>
            )}
            {canEdit && <OperatorForm onCreate={createOperator} />}
            {canEdit && <CarParkForm operators={operators} airports={airports.airports} onCreate={createCarPark} />}
          </>
        )}
      </QueryState>
    </>
  );
}
