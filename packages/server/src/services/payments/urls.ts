import { type SearchCriteria, encodeSearchParam } from '@parking/core';

/** Where a paid checkout lands (contracts): the site's success page. */
export const successUrl = (publicUrl: string, sessionId: string) =>
  `${publicUrl}/booking/success?session_id=${sessionId}`;

/** Where a cancelled checkout lands, carrying the search so the visitor can pick again. */
export const cancelUrl = (publicUrl: string, sessionId: string, criteria: SearchCriteria) =>
  `${publicUrl}/booking/cancel?session_id=${sessionId}&q=${encodeURIComponent(encodeSearchParam(criteria))}`;
