import { type Board, BoardSchema, changedSince, newOrChanged } from '@parking/core';
import {
  type ApiClientOptions,
  type ApiQuery,
  apiRequest,
  readStored,
  useApiQuery,
  writeStored,
} from '@parking/widget';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useConsoleApi } from '../../shell/session/console-api';

/** How often an open, visible board asks again (a new, amended or cancelled booking shows within it). */
const BOARD_REFRESH_MS = 30_000;

/** The car park and London day a board shows. */
export type BoardChoice = { carPark: string; date: string };

const queryOf = ({ carPark, date }: BoardChoice) => `?${new URLSearchParams({ carPark, date })}`;

/** The cache key (and path under the API base) of one board. */
export const boardKey = (choice: BoardChoice) => `/console/board${queryOf(choice)}`;

/** The CSV of one board, for the "Download CSV" link. */
export const boardCsvHref = (client: ApiClientOptions, choice: BoardChoice) =>
  `${client.apiBase.replace(/\/$/, '')}/console/board.csv${queryOf(choice)}`;

const onVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** Whether the page is in view (a hidden tab does not poll). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    onVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/** The board, asked again every {@link BOARD_REFRESH_MS} while the page is visible and at once on return. */
function useLiveBoard(choice: BoardChoice): ApiQuery<Board> {
  const api = useConsoleApi();
  const visible = usePageVisible();
  const key = boardKey(choice);
  const query = useApiQuery(key, () => apiRequest(api, key, { schema: BoardSchema }), {
    pollMs: () => (visible ? BOARD_REFRESH_MS : 0),
  });
  const wasVisible = useRef(visible);
  const { retry } = query;
  useEffect(() => {
    if (visible && !wasVisible.current) void retry();
    wasVisible.current = visible;
  }, [visible, retry]);
  return query;
}

/** Where this browser keeps when this member last viewed a board (per car park and day). */
const viewedKey = ({ carPark, date }: BoardChoice) => `console:board-viewed:${carPark}:${date}`;

/** What the board page shows: the read, the movements changed since last viewed, and the live news. */
type LiveBoard = { query: ApiQuery<Board>; changed: Set<string>; news: string };

/**
 * One board, live: movements changed since this browser last viewed the same car park and day are
 * marked (the server's time of the last answer is kept, so a wrong browser clock cannot hide a change),
 * and each refresh that brings new or changed movements says how many, for a polite live region.
 * On a first viewing nothing is marked, but what changes while the board is open is. Mount it with a
 * key per choice so a new car park or day starts afresh.
 */
export function useBoard(choice: BoardChoice): LiveBoard {
  const query = useLiveBoard(choice);
  const stored = viewedKey(choice);
  const [since, setSince] = useState(() => {
    const kept = readStored('local', stored);
    return typeof kept === 'string' ? kept : undefined;
  });
  const [news, setNews] = useState('');
  const previous = useRef<Board | undefined>(undefined);
  const data = query.data;
  // A first viewing marks nothing old, but what changes while it is open is marked from then on
  // (state adjusted during render, as React's docs advise, not in an effect).
  if (since === undefined && data) setSince(data.at);
  useEffect(() => {
    if (!data) return;
    writeStored('local', stored, data.at);
    if (previous.current) {
      const count = newOrChanged(previous.current.movements, data.movements);
      if (count > 0) setNews(`${count} new or changed`);
    }
    previous.current = data;
  }, [data, stored]);
  return { query, changed: changedSince(data?.movements ?? [], since), news };
}
