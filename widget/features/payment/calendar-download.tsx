import { type Confirmation, bookingCalendar, toDisplayDate } from '@parking/core';
import { useMemo } from 'react';

/** Props of CalendarDownload. */
export type CalendarDownloadProps = { confirmation: Confirmation; now: Date };

/** "Add to calendar": an .ics with the drop-off and pick-up, offered as a Blob download. */
export function CalendarDownload({ confirmation: c, now }: CalendarDownloadProps) {
  // Not revoked: the file is a few hundred bytes and must stay downloadable while the page is open.
  const href = useMemo(() => {
    const ics = bookingCalendar(c, now);
    return URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  }, [c, now]);
  return (
    <a className="ps-button" href={href} download={`parking-${c.reference}.ics`}>
      Add to calendar<span className="ps-visually-hidden"> (drop-off {toDisplayDate(c.criteria.entryDate)})</span>
    </a>
  );
}
