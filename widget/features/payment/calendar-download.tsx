import { type Confirmation, toDisplayDate } from '@parking/core';
import { useMemo } from 'react';
import { buildIcs } from '../../lib/ics';

/** Props of CalendarDownload. */
export type CalendarDownloadProps = { confirmation: Confirmation; now: Date };

/** "Add to calendar": an .ics with the drop-off and pick-up, offered as a Blob download. */
export function CalendarDownload({ confirmation: c, now }: CalendarDownloadProps) {
  // Not revoked: the file is a few hundred bytes and must stay downloadable while the page is open.
  const href = useMemo(() => {
    const where = `${c.provider.name}, ${c.provider.address}`;
    const ics = buildIcs(
      [
        {
          uid: `${c.reference}-dropoff@parking`,
          title: `Parking drop-off (${c.reference})`,
          description: `${c.provider.arrivalInstructions.join('\n')}\nPhone ${c.provider.phone}`,
          location: where,
          date: c.criteria.entryDate,
          time: c.criteria.entryTime,
        },
        {
          uid: `${c.reference}-pickup@parking`,
          title: `Parking pick-up (${c.reference})`,
          description: `${c.provider.returnInstructions.join('\n')}\nPhone ${c.provider.phone}`,
          location: where,
          date: c.criteria.exitDate,
          time: c.criteria.exitTime,
        },
      ],
      now,
    );
    return URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  }, [c, now]);
  return (
    <a className="ps-button" href={href} download={`parking-${c.reference}.ics`}>
      Add to calendar<span className="ps-visually-hidden"> (drop-off {toDisplayDate(c.criteria.entryDate)})</span>
    </a>
  );
}
