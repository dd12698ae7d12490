import { type Board, type BoardChange, BoardSchema, changedSince, liveNews, newOrChanged } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiCache, useApiQuery } from '@parking/client';
import { readStored, writeStored } from '@parking/widget';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useConsoleApi } from '../../kit/console-api';
import { boardEventsHref, useBoardStream } from './use-board-stream';

/** How often an open, visible board asks again while its live stream is not open (the fallback). */
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

/**
 * The board, asked again at once on return to the page and, while its live stream is not open, every
 * {@link BOARD_REFRESH_MS} while the page is visible.
 */
function useLiveBoard(choice: BoardChoice, live: boolean): ApiQuery<Board> {
  const api = useConsoleApi();
  const visible = usePageVisible();
  const key = boardKey(choice);
  const query = useApiQuery(key, () => apiRequest(api, key, { schema: BoardSchema }), {
    pollMs: () => (visible && !live ? BOARD_REFRESH_MS : 0),
  });
  const wasVisible = useRef(visible);
  const { retry } = query;
  useEffect(() => {
    if (visible && !wasVisible.current) void retry();
    wasVisible.current = visible;
  }, [visible, retry]);
  return query;
}

/**
 * Asks for the board the URL names at once, beside the organisation's car parks, instead of after
 * them: the board page then waits one round trip less (the live board reads the same cache entry).
 */
export function usePrefetchedBoard(choice: BoardChoice | null): void {
  const api = useConsoleApi();
  const key = choice ? boardKey(choice) : null;
  useApiQuery(key, () => apiRequest(api, key ?? '', { schema: BoardSchema }));
}

/** Where this browser keeps when this member last viewed a board (per car park and day). */
const viewedKey = ({ carPark, date }: BoardChoice) => `console:board-viewed:${carPark}:${date}`;

/** What the board page shows: the read, the movements changed since last viewed, the live news, and whether the stream is open. */
type LiveBoard = { query: ApiQuery<Board>; changed: Set<string>; news: string; live: boolean };

/**
 * The board's live stream: each change is kept for the announcement and the board read again through
 * the client's cache; changes arriving during a read bring one more read, so none is left unshown.
 */
function useStreamedBoard(choice: BoardChoice) {
  const api = useConsoleApi();
  const { revalidate } = useApiCache();
  const key = boardKey(choice);
  const arrivedRef = useRef<BoardChange[]>([]);
  const reading = useRef(false);
  const again = useRef(false);
  const live = useBoardStream(boardEventsHref(api, choice.carPark), (change) => {
    arrivedRef.current.push(change);
    again.current = true;
    if (reading.current) return;
    reading.current = true;
    void (async () => {
      while (again.current) {
        again.current = false;
        await revalidate(key);
      }
      reading.current = false;
    })();
  });
  return { live, arrivedRef };
}

/**
 * One board, live: movements changed since this browser last viewed the same car park and day are
 * marked (the server's time of the last answer is kept, so a wrong browser clock cannot hide a change),
 * and each refresh that brings new or changed movements says what (streamed: "1 new booking") or how
 * many (polled: "2 new or changed"), for a polite live region.
 * On a first viewing nothing is marked, but what changes while the board is open is. Mount it with a
 * key per choice so a new car park or day starts afresh.
 */
export function useBoard(choice: BoardChoice): LiveBoard {
  const { live, arrivedRef } = useStreamedBoard(choice);
  const query = useLiveBoard(choice, live);
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
      // Streamed changes say what they were; a change to another day's booking is not this board's news.
      const onBoard = new Set(data.movements.map((m) => m.reference));
      const told = liveNews(arrivedRef.current.filter((c) => onBoard.has(c.reference)));
      const count = newOrChanged(previous.current.movements, data.movements);
      if (told) setNews(told);
      else if (count > 0) setNews(`${count} new or changed`);
    }
    arrivedRef.current = [];
    previous.current = data;
  }, [data, stored, arrivedRef]);
  return { query, changed: changedSince(data?.movements ?? [], since), news, live };
}
