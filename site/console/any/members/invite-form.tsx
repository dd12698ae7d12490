import { type ConsoleOrganization, EmailSchema } from '@parking/core';
import { ApiFailure, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { z } from 'zod/mini';
import { ConsoleField } from '../../kit/console-field';
import { assignableRoles, failureText, roleLabel } from './member-rules';

/** What the invite form sends: an address and one of the organisation's roles. */
type Invite = { email: string; role: string };

/** The invite check: core's email rule (the server's) and a role this member may give. */
function inviteSchema(roles: readonly string[]) {
  return z.object({
    email: EmailSchema,
    role: z.string().check(z.refine((r) => roles.includes(r), 'Choose a role')),
  });
}

const idOf = (name: string) => `invite-${name}`;

const summaryTitle = (message: string | undefined) =>
  message ? `The invitation was not sent. ${message}` : 'There is a problem';

/** Props of InviteForm. */
export type InviteFormProps = {
  /** The active organisation and the member's role in it: which roles can be given. */
  org: Pick<ConsoleOrganization, 'kind' | 'role'>;
  /** Sends the invitation; an `ApiFailure` it throws shows in the form's summary. */
  onInvite: (invite: Invite) => Promise<void>;
  /** Called once the invitation is sent, with the address (for the page's live message). */
  onInvited: (email: string) => void;
};

/** The invite form's state: core's checks, and a refusal from the server said in words. */
function useInviteForm({ org, onInvite, onInvited }: InviteFormProps) {
  const roles = assignableRoles(org);
  const empty: Invite = { email: '', role: roles.at(-1) ?? '' };
  const form = useForm<Invite, Invite>({
    initial: empty,
    check: (values) => checkWith(inviteSchema(roles), values),
    onSubmit: async (invite) => {
      try {
        await onInvite(invite);
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        const refused = 'The server refused this invitation: the address may be invited or a member already.';
        throw new ApiFailure(error.code, failureText(error, org.kind, refused), error.status, error.fields);
      }
      form.reset(empty);
      onInvited(invite.email);
    },
    idOf,
  });
  return { form, roles };
}

/** "Invite someone": an email address and a role; errors beside the fields and in a summary. */
export function InviteForm(props: InviteFormProps) {
  const { form, roles } = useInviteForm(props);
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <FormSummary form={form} title={summaryTitle} />
      <ConsoleField id={idOf('email')} label="Email address" error={form.errors.email}>
        {(aria) => (
          <input
            id={idOf('email')}
            type="email"
            autoComplete="off"
            value={form.values.email}
            {...aria}
            onChange={(ev) => form.set({ email: ev.target.value })}
            onBlur={form.blur('email')}
          />
        )}
      </ConsoleField>
      <ConsoleField id={idOf('role')} label="Role" error={form.errors.role}>
        {(aria) => (
          <select
            id={idOf('role')}
            value={form.values.role}
            {...aria}
            onChange={(ev) => form.set({ role: ev.target.value })}
            onBlur={form.blur('role')}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
