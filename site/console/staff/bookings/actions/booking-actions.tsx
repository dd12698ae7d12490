/** Props of BookingActions. */
export type BookingActionsProps = {
  /** The booking the actions act on. */
  reference: string;
  /** Called after an action changed the booking, so the page reloads its timeline. */
  onChanged: () => void;
};

/** Support's actions on one booking (issue 24; placeholder until its part lands). */
export function BookingActions({ reference }: BookingActionsProps) {
  return <p data-reference={reference}>Actions are on their way.</p>;
}
