import type { ConsoleMe } from '@parking/core';
import { useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useNavigate } from 'react-router';
import { useResetConsole } from '../console-providers';
import { asFailure, useConsoleApi } from '../../kit/console-api';
import { setActiveOrganization } from '../session/auth-api';

const KIND_LABEL = { operator: 'operator', partner: 'partner', staff: 'staff' } as const;

/** Props of {@link OrgSwitcher}. */
export type OrgSwitcherProps = {
  /** The signed-in person: their organisations and the active one. */
  me: ConsoleMe;
};

type Choice = { organizationId: string };

/**
 * The organisation the console shows, labelled "Organisation": a select and a "Switch" button (a
 * change of select alone moves no one elsewhere). Switching makes it the session's active organisation,
 * forgets what was read for the previous one and opens its home.
 */
export function OrgSwitcher({ me }: OrgSwitcherProps) {
  const api = useConsoleApi();
  const reset = useResetConsole();
  const navigate = useNavigate();
  const active = me.active;
  const form = useForm<Choice, Choice>({
    initial: { organizationId: active?.id ?? '' },
    check: (values) => (values.organizationId ? { ok: true, value: values } : { ok: false, fields: {} }),
    onSubmit: async ({ organizationId }) => {
      try {
        await setActiveOrganization(api, organizationId);
      } catch (error) {
        throw asFailure(error, 'We could not switch to that organisation. Try again.');
      }
      reset();
      await navigate('/console');
    },
    idOf: () => 'console-org',
  });
  if (!active) return null;
  if (me.organizations.length < 2)
    return (
      <p className="console-org">
        <span className="console-org__label">Organisation</span> {active.name}
      </p>
    );
  return (
    <form className="console-org" onSubmit={form.onSubmit}>
      <label htmlFor="console-org" className="console-org__label">
        Organisation
      </label>
      <select
        id="console-org"
        value={form.values.organizationId}
        onChange={(event) => form.set({ organizationId: event.target.value })}
      >
        {me.organizations.map((org) => (
          <option key={org.id} value={org.id}>
            {org.name} ({KIND_LABEL[org.kind]}, {org.role})
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--outline console-btn--small" disabled={form.pending}>
        Switch
      </button>
      <FormSummary form={form} title={(message) => message ?? 'We could not switch organisation.'} />
    </form>
  );
}
