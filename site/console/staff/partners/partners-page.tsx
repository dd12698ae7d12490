import { type StaffPartner, roleAtLeast } from '@parking/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmButton } from '../../kit/confirm-button';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { CommissionForm } from './commission-form';
import { KeysPanel } from './keys-panel';
import { useStaffPartners } from '../../kit/staff-partners-read';
import { type PartnerActions, partnerActions } from './partners-api';
import { PartnerTable, liveStatus } from './partner-table';
import { StatementsPanel } from './statements-panel';

/** Props of PartnerDetails. */
type PartnerDetailsProps = {
  partner: StaffPartner;
  /** Admins change terms; support reads them. */
  canEdit: boolean;
  actions: PartnerActions;
  /** Called with each answer, so the table shows the partner as it now is. */
  onChanged: (partner: StaffPartner) => void;
};

/** One partner: live approval (asked first), the commission rate, its widget keys and its monthly statements. */
function PartnerDetails({ partner, canEdit, actions, onChanged }: PartnerDetailsProps) {
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const approve = () => {
    setPending(true);
    setFailure(undefined);
    actions
      .approveLive(partner.organizationId)
      .then(onChanged)
      .catch((e: unknown) => setFailure(failureMessage(e)))
      .finally(() => setPending(false));
  };
  return (
    <section aria-labelledby="partner-heading" className="partner-details">
      <h2 id="partner-heading">{partner.name}</h2>
      <p>Live keys: {liveStatus(partner)}.</p>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {canEdit && !partner.liveApproved && (
        <ConfirmButton
          label="Approve live"
          question={`${partner.name} will be able to create live keys that take real bookings.`}
          onConfirm={approve}
          pending={pending}
        />
      )}
      {canEdit ? (
        <CommissionForm
          key={partner.organizationId}
          partner={partner}
          onSave={async (percent) => {
            const answer = await actions.setCommission(partner.organizationId, percent);
            onChanged(answer);
            return answer;
          }}
        />
      ) : (
        <p>
          Commission: {partner.commissionPercent}% of what the traveller paid, net of refunds (an admin changes it).
        </p>
      )}
      <KeysPanel organizationId={partner.organizationId} partnerName={partner.name} />
      <StatementsPanel organizationId={partner.organizationId} />
    </section>
  );
}

/**
 * Our staff's partners (/console/partners?partner=…): every partner organisation with its terms and
 * figures; the chosen one's live approval (admins), commission rate (admins), widget keys (suspended and
 * lifted by admins) and monthly statements.
 */
export function PartnersPage() {
  useConsoleTitle('Partners');
  const query = useStaffPartners();
  const actions = partnerActions(useConsoleApi());
  const org = useConsoleMe().data?.active;
  const canEdit = org ? roleAtLeast(org.kind, org.role, 'admin') : false;
  const [params, setParams] = useSearchParams();
  const selected = params.get('partner') ?? undefined;
  const changed = (p: StaffPartner) => {
    const list = query.data?.partners ?? [];
    void query.mutate({ partners: list.map((x) => (x.organizationId === p.organizationId ? p : x)) });
  };
  return (
    <>
      <h1>Partners</h1>
      <QueryState query={query} what="partners">
        {({ partners }) => {
          const partner = partners.find((p) => p.organizationId === selected);
          return (
            <>
              <PartnerTable
                partners={partners}
                selected={partner?.organizationId}
                onSelect={(id) => setParams(new URLSearchParams({ partner: id }))}
              />
              {partner && <PartnerDetails partner={partner} canEdit={canEdit} actions={actions} onChanged={changed} />}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
