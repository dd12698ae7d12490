import type { PartnerHomeSchema } from '@parking/core';
import type { z } from 'zod/mini';
import { TableScroll } from '../../kit/table-scroll';

/** Props of PartnerHome. */
export type PartnerHomeProps = {
  /** The partner's widget keys (GET /console/home). */
  home: z.infer<typeof PartnerHomeSchema>;
  /** Where the site is served from, for the embed snippet (the page's own origin by default). */
  origin?: string | undefined;
};

/** The two lines a partner pastes into a page to show the widget with one key (widget/README.md). */
function embedSnippet(origin: string, key: string): string {
  return `<script async src="${origin}/widget/parking-search.js"></script>\n<parking-search partner-key="${key}"></parking-search>`;
}

/** A partner's home: its widget keys and their status, and the snippet that embeds the widget. */
export function PartnerHome({ home, origin = window.location.origin }: PartnerHomeProps) {
  const first = home.keys.find((k) => k.active);
  return (
    <>
      {home.keys.length === 0 ? (
        <p>This organisation has no widget key yet: make one on the widget keys page.</p>
      ) : (
        <TableScroll labelledBy="keys-caption">
          <table className="console-table">
            <caption id="keys-caption">Your widget keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {home.keys.map((k) => (
                <tr key={k.key}>
                  <th scope="row">{k.name}</th>
                  <td>
                    <code>{k.key}</code>
                  </td>
                  <td>{k.active ? 'Active' : 'Switched off'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {first && (
        <>
          <h2 id="embed-heading">Show the widget on your site</h2>
          <p>Paste these two lines where the search should appear (key “{first.name}”):</p>
          <pre className="console-snippet" role="region" tabIndex={0} aria-labelledby="embed-heading">
            <code>{embedSnippet(origin, first.key)}</code>
          </pre>
        </>
      )}
    </>
  );
}
