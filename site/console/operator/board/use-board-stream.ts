import { type BoardChange, BoardChangeSchema } from '@parking/core';
import type { ApiClientOptions } from '@parking/client';
import { useEffect, useRef, useState } from 'react';

/** The live stream of one car park's changes (Server-Sent Events, same origin: the session cookie goes along). */
export const boardEventsHref = (client: ApiClientOptions, carPark: string) =>
  `${client.apiBase.replace(/\/$/, '')}/console/board/events?${new URLSearchParams({ carPark })}`;

/** A `change` event's data, or nothing when it is not one (a stray or newer message is ignored). */
function parseChange(data: unknown): BoardChange | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = BoardChangeSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens to the car park's live stream while mounted and calls `onChange` with each change. Answers
 * whether the stream is open now: while it is not (not yet open, broken, or no EventSource in this
 * browser) the board polls instead. The browser's EventSource reconnects by itself (sending the last
 * event id, so nothing is missed) and the board goes live again when it does.
 */
export function useBoardStream(href: string, onChange: (change: BoardChange) => void): boolean {
  const [open, setOpen] = useState(false);
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(href);
    const onMessage = (ev: MessageEvent) => {
      const change = parseChange(ev.data);
      if (change) handler.current(change);
    };
    source.addEventListener('open', () => setOpen(true));
    source.addEventListener('error', () => setOpen(false));
    source.addEventListener('change', onMessage);
    return () => {
      source.close();
      setOpen(false);
    };
  }, [href]);
  return open;
}
