import type { WidgetKey } from '@parking/core';

/** A moment as the partner reads it, in London time (e.g. "25 Nov 2026, 14:00"). */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

/** TEST or LIVE, in words (the colour only repeats them). */
export function ModeBadge({ mode }: { mode: WidgetKey['mode'] }) {
  return <span className={`badge key-badge key-badge--${mode}`}>{mode === 'test' ? 'TEST' : 'LIVE'}</span>;
}

/** Active, revoked, suspended by our staff, or active with the old key still working during a rotation's grace. */
export function KeyStatus({ widgetKey }: { widgetKey: WidgetKey }) {
  if (!widgetKey.active)
    return (
      <span className="key-status key-status--revoked">
        Revoked {widgetKey.revokedAt && formatWhen(widgetKey.revokedAt)}
      </span>
    );
  if (widgetKey.suspendedAt)
    return (
      <span className="key-status key-status--revoked">
        Suspended by our team since {formatWhen(widgetKey.suspendedAt)}: contact us to lift it
      </span>
    );
  return (
    <span className="key-status key-status--active">
      Active
      {widgetKey.previousKeyUntil && `; old key works until ${formatWhen(widgetKey.previousKeyUntil)}`}
    </span>
  );
}
