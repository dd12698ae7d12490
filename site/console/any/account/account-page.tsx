import { useConsoleTitle } from '../../shell/console-title';
import { useConsoleMe } from '../../shell/session/use-console-me';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';

/** /console/account: who the person is, their passkeys and where they are signed in. */
export function AccountPage() {
  useConsoleTitle('Your account');
  const me = useConsoleMe().data;
  if (!me) return null;
  return (
    <div className="console-page">
      <h1>Your account</h1>
      <section className="console-card" aria-labelledby="account-profile">
        <h2 id="account-profile">Profile</h2>
        <dl className="console-facts">
          <div>
            <dt>Name</dt>
            <dd>{me.user.name || '—'}</dd>
          </div>
          <div>
            <dt>Email address</dt>
            <dd>{me.user.email}</dd>
          </div>
        </dl>
        {me.organizations.length > 0 && (
          <>
            <h3>Your organisations</h3>
            <ul className="console-list">
              {me.organizations.map((org) => (
                <li key={org.id}>
                  {org.name}: {org.role} ({org.kind})
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <PasskeysSection staff={me.passkeyRequired} />
      <SessionsSection />
    </div>
  );
}
