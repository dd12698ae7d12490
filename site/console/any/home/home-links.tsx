import type { ConsoleMe, ConsoleOrganization, ConsoleScreenId } from '@parking/core';
import { Link } from 'react-router';
import { canManageMembers, screensFor } from '../../shell/layout/console-pages';

/** How a home page offers one screen: the link's words and what follows them. */
type ScreenWords = { link: string; rest: (org: ConsoleOrganization) => string };

/**
 * The words for each screen a home page links to. Only the screens are listed, never linked from here
 * unless the access table has them and the member may use them (see {@link HomeLinks}); a screen without
 * words is linked by its label.
 */
const WORDS: Partial<Record<ConsoleScreenId, ScreenWords>> = {
  'operator/board': {
    link: 'Open the day board',
    rest: () => ": each car park's arrivals and returns, to print or download.",
  },
  'operator/calendar': { link: 'Set your prices', rest: () => ' in the rate calendar, day by day.' },
  'operator/car-park': { link: 'Change your car park', rest: () => "'s listing, photos and opening times." },
  'operator/reports': { link: 'Read your reports', rest: () => ': bookings and takings by day.' },
  'operator/notifications': { link: 'Set up booking notifications', rest: () => ' and read their delivery log.' },
  'partner/keys': { link: 'Manage your widget keys', rest: () => ' and the sites allowed to show them.' },
  'partner/configure': { link: 'Configure the widget', rest: () => ': its look and what it searches.' },
  'partner/earnings': { link: 'Read your earnings', rest: () => ' and monthly statements.' },
  'partner/funnel': { link: 'See your funnel', rest: () => ': searches, quotes and bookings.' },
  'partner/api-keys': { link: 'Manage your reporting API keys', rest: () => '.' },
  'staff/bookings': { link: 'Find a booking', rest: () => ' by reference, email, name, phone or registration.' },
  'staff/messages': { link: 'Answer messages', rest: () => ' from travellers.' },
  'staff/data-requests': { link: 'Handle data requests', rest: () => ': exports and erasures.' },
  'staff/partners': { link: 'Manage partners', rest: () => ': approvals, commission and statements.' },
  'staff/operators': { link: 'Manage operators', rest: () => ' and their car parks.' },
  'staff/coupons': { link: 'Manage coupons', rest: () => '.' },
  'staff/reviews': { link: 'Moderate reviews', rest: () => '.' },
  'any/members': {
    link: 'See the members',
    rest: (org) => ` of your organisation${canManageMembers(org) ? ', invite people and change their roles' : ''}.`,
  },
  'any/audit': { link: 'Read the audit log', rest: () => ': who changed what, and when.' },
};

/** Screens a home page never offers: itself, and the account (in the header for everyone). */
const NOT_OFFERED: readonly string[] = ['any/home', 'any/account'];

/**
 * "What you can do here": a link to each screen of the organisation's kind (and the members and audit log)
 * that `me` may use, derived from core's access table as the navigation is, so a home page never offers a
 * screen that does not exist or that the server would refuse.
 */
export function HomeLinks({ me, org }: { me: ConsoleMe; org: ConsoleOrganization }) {
  const screens = screensFor(me).filter((s) => !NOT_OFFERED.includes(s.screen));
  if (screens.length === 0) return null;
  return (
    <>
      <h2>What you can do here</h2>
      <ul>
        {screens.map((s) => {
          const words = WORDS[s.screen as ConsoleScreenId];
          return (
            <li key={s.screen}>
              <Link to={s.path}>{words?.link ?? s.label}</Link>
              {words?.rest(org) ?? '.'}
            </li>
          );
        })}
      </ul>
    </>
  );
}
