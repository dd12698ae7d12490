import { useEffect, useState } from 'react';

/** Whole seconds from now until `until` (ISO), never below 0, ticking every second. */
function useSecondsLeft(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.round((end - now) / 1_000));
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Props of HoldCountdown. */
export type HoldCountdownProps = {
  /** When the hold on the spaces ends (the booking's `holdExpiresAt`). */
  until: string;
  /** Rendered while time is left, with the seconds left. */
  children: (secondsLeft: number) => React.ReactNode;
};

/**
 * How long the spaces stay held while the traveller pays, counting down. Screen readers hear it only
 * at whole minutes (a live region that changed every second would talk over everything else).
 */
export function HoldCountdown({ until, children }: HoldCountdownProps) {
  const left = useSecondsLeft(until);
  if (left === 0) {
    return (
      <p className="ps-hold ps-hold--ended" role="alert">
        The hold on your spaces has ended. Go back to the results to book again.
      </p>
    );
  }
  return (
    <>
      <p className="ps-hold">
        Your spaces are held for <strong aria-hidden="true">{mmss(left)}</strong>
        <span className="ps-visually-hidden" aria-live="polite">
          {Math.ceil(left / 60)} {Math.ceil(left / 60) === 1 ? 'minute' : 'minutes'}
        </span>{' '}
        more while you pay.
      </p>
      {children(left)}
    </>
  );
}
