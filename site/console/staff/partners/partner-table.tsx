import type { StaffPartner } from '@parking/core';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London' });

/** Whether (when, by whom) the partner may create live keys. */
export function liveStatus(p: StaffPartner): string {
  if (p.liveApproved) return `Approved ${day(p.liveApproved.at)}${p.liveApproved.by ? ` by ${p.liveApproved.by}` : ''}`;
  return p.liveRequestedAt ? `Requested ${day(p.liveRequestedAt)}` : 'Not approved';
}

/** Props of PartnerTable. */
export type PartnerTableProps = {
  /** Every partner organisation, by name. */
  partners: readonly StaffPartner[];
  /** The organisation shown below the table, if any. */
  selected: string | undefined;
  /** Shows one partner's details. */
  onSelect: (organizationId: string) => void;
};

/** The partner organisations, one row each; a button per row opens its details below. */
export function PartnerTable({ partners, selected, onSelect }: PartnerTableProps) {
  if (partners.length === 0) return <p>No partner has signed up yet.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption>Partner organisations</caption>
        <thead>
          <tr>
            <th scope="col">Partner</th>
            <th scope="col">Website</th>
            <th scope="col">Created</th>
            <th scope="col">Live keys</th>
            <th scope="col">Commission</th>
            <th scope="col">Keys (live / test)</th>
            <th scope="col">Confirmed bookings</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((p) => (
            <tr key={p.organizationId} aria-current={p.organizationId === selected ? 'true' : undefined}>
              <th scope="row">
                <button
                  type="button"
                  className="btn btn--outline"
                  aria-pressed={p.organizationId === selected}
                  onClick={() => onSelect(p.organizationId)}
                >
                  {p.name}
                </button>
              </th>
              <td>{p.website ?? '—'}</td>
              <td>{day(p.createdAt)}</td>
              <td>{liveStatus(p)}</td>
              <td>{p.commissionPercent}%</td>
              <td>
                {p.keys.live} / {p.keys.test}
              </td>
              <td>{p.confirmedBookings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
