import { type Handover, type HandoverList, handoverTime } from '@parking/core';

const KIND_LABEL: Record<Handover['kind'], string> = {
  'check-in': 'Checked in',
  'check-out': 'Checked out',
  'no-show': 'Marked no-show',
};

const FUEL_LABEL: Record<NonNullable<Handover['fuel']>, string> = {
  empty: 'empty',
  quarter: '1/4',
  half: '1/2',
  'three-quarters': '3/4',
  full: 'full',
};

/** The record's facts in one line: mileage, fuel, key tag, bay. */
function factsOf(h: Handover): string {
  const facts = [
    h.mileage !== null && `mileage ${h.mileage.toLocaleString('en-GB')}`,
    h.fuel && `fuel ${FUEL_LABEL[h.fuel]}`,
    h.keyTag && `key tag ${h.keyTag}`,
    h.bay && `bay ${h.bay}`,
  ];
  return facts.filter(Boolean).join(' · ');
}

/** One handover: what, when, who, the facts, the notes and the photos as thumbnails (opening full size). */
function Record({ h }: { h: Handover }) {
  const what = `${KIND_LABEL[h.kind]}${h.registration ? ` ${h.registration}` : ''}`;
  return (
    <li className="handover-record">
      <p>
        <strong>{KIND_LABEL[h.kind]}</strong> at {handoverTime(h.at)} by {h.staffName}
      </p>
      {factsOf(h) && <p>{factsOf(h)}</p>}
      {h.notes && <p className="handover-notes">{h.notes}</p>}
      {h.photos.length > 0 && (
        <ul className="handover-thumbs" aria-label={`Photos: ${what}`}>
          {h.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.url}
                  alt={`Photo ${i + 1} of ${h.photos.length}, ${what} (opens full size)`}
                  width={96}
                  height={Math.round((96 * p.height) / p.width)}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The booking's vehicles, each with its handover records; a no-show first when there is one. */
export function HandoverRecords({ list }: { list: HandoverList }) {
  const noShow = list.handovers.filter((h) => h.kind === 'no-show');
  return (
    <section aria-labelledby="handover-records">
      <h2 id="handover-records">Vehicles and records</h2>
      {noShow.length > 0 && (
        <ul className="handover-list">
          {noShow.map((h) => (
            <Record key={h.id} h={h} />
          ))}
        </ul>
      )}
      {list.booking.vehicles.map((v) => {
        const records = list.handovers.filter((h) => h.registration === v.registration);
        return (
          <div key={v.registration} className="handover-vehicle">
            <h3>
              <span className="handover-reg">{v.registration}</span> {v.make}, {v.colour}
            </h3>
            {records.length === 0 ? (
              <p>Not checked in yet.</p>
            ) : (
              <ul className="handover-list">
                {records.map((h) => (
                  <Record key={h.id} h={h} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
