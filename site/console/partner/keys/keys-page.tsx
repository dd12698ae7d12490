import { type WidgetKey, type WidgetKeyList, roleAtLeast } from '@parking/core';
import { QueryState } from '../../kit/query-state';
import { useConsoleTitle } from '../../shell/console-title';
import { useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { CreateKeyForm } from './create-key-form';
import { KeyCard } from './key-card';
import { useWidgetKeys } from '../../kit/widget-keys-read';
import { keyActions, useRefusals } from './keys-api';
import { RefusalsTable } from './refusals-table';
import './keys.css';

/** The list with one key replaced (or added first), as the server now has it. */
function withKey(list: WidgetKeyList, key: WidgetKey): WidgetKeyList {
  const known = list.keys.some((k) => k.id === key.id);
  return { ...list, keys: known ? list.keys.map((k) => (k.id === key.id ? key : k)) : [key, ...list.keys] };
}

/**
 * Widget keys (/console/keys): each key with its mode, status and the addresses allowed to show it;
 * owners make, rename, rotate and revoke keys and edit the addresses; other members read. Below, the
 * requests refused because a page's address was not on its key's list.
 */
export function KeysPage() {
  useConsoleTitle('Widget keys');
  const keys = useWidgetKeys();
  const refusals = useRefusals();
  const org = useConsoleMe().data?.active;
  const canEdit = org ? roleAtLeast(org.kind, org.role, 'owner') : false;
  const actions = keyActions(useConsoleApi());
  const changed = (key: WidgetKey) => {
    if (keys.data) void keys.mutate(withKey(keys.data, key));
  };
  return (
    <>
      <h1>Widget keys</h1>
      <p>
        Your pages show the search widget with a key. A key works only on the addresses listed with it, so a copied key
        is no use elsewhere.
      </p>
      <QueryState query={keys} what="widget keys">
        {(list) => (
          <>
            {!canEdit && <p className="notice">Only owners can change keys. You can see them all here.</p>}
            {list.keys.length === 0 && <p>No keys yet.</p>}
            <section aria-labelledby="keys-heading" className="key-list">
              <h2 id="keys-heading">Your keys</h2>
              {list.keys.map((k) => (
                <KeyCard key={k.id} widgetKey={k} canEdit={canEdit} actions={actions} onChanged={changed} />
              ))}
            </section>
            {canEdit && <CreateKeyForm liveApproved={list.liveApproved} actions={actions} onCreated={changed} />}
          </>
        )}
      </QueryState>
      <QueryState query={refusals} what="refused requests">
        {(data) => <RefusalsTable refusals={data.refusals} />}
      </QueryState>
    </>
  );
}
