import type { TimelineActor } from '@parking/core';
import type { BookingSectionProps } from './booking-details';
import { londonTime } from './booking-records';

const ACTOR_WORDS = { traveller: 'Traveller', operator: 'Car park', staff: 'Staff', system: 'System' } as const;

/** Who did it, in words: "Staff: Sam Staff", "Traveller", "System". */
const actorWords = (actor: TimelineActor) =>
  actor.name ? `${ACTOR_WORDS[actor.kind]}: ${actor.name}` : ACTOR_WORDS[actor.kind];

/** One timeline of everything that happened, oldest first, each entry with its time and real actor. */
export function TimelineSection({ booking: b }: BookingSectionProps) {
  return (
    <section aria-labelledby="booking-timeline" className="booking-section">
      <h2 id="booking-timeline">Timeline</h2>
      <ol className="booking-timeline">
        {b.timeline.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <time dateTime={e.at}>{londonTime(e.at)}</time> <strong>{actorWords(e.actor)}</strong>{' '}
            <span className="booking-timeline__kind">({e.kind})</span> {e.summary}
          </li>
        ))}
      </ol>
    </section>
  );
}
