import { ReasonAction } from '../../kit/reason-action';
import { asFailure } from '../../kit/console-api';
import type { Member } from '../../kit/members-read';

/** Props of {@link ResetPasskeysAction}. */
export type ResetPasskeysActionProps = {
  member: Member;
  /** Resets with the reason given; resolves once the server did it. */
  onReset: (member: Member, reason: string) => Promise<void>;
};

/**
 * "Reset passkeys" for a staff admin on another staff member who lost theirs: asked first with what it
 * does and a reason (kept on the audit log). The server asks the admin's own passkey again (step-up).
 */
export function ResetPasskeysAction({ member, onReset }: ResetPasskeysActionProps) {
  const who = member.user.name || member.user.email;
  return (
    <ReasonAction
      id={`reset-${member.id}`}
      label="Reset passkeys"
      about={`of ${who}`}
      question={`Every passkey of ${who} is deleted and they are signed out everywhere. They are emailed, sign in with a link and add a new passkey. Only do this when you are sure it is them who lost their passkeys.`}
      onConfirm={async (reason) => {
        try {
          await onReset(member, reason);
        } catch (error) {
          throw asFailure(error, 'The passkeys were not reset. Try again.');
        }
      }}
    />
  );
}
