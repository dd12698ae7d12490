/**
 * How our staff sign in and confirm actions, as the server enforces it (docs/product-rules.md, Console
 * security): shown on the sign-in page, on the "Sign in with your passkey" page and on staff's account page.
 */
export function StaffSignInRules({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="console-rules" aria-labelledby="staff-sign-in-rules">
      <Heading id="staff-sign-in-rules">How staff sign in</Heading>
      <ul>
        <li>A sign-in link only lets you add your first passkey.</li>
        <li>Signing in with your passkey is what opens the staff console.</li>
        <li>
          Refunds, cancellations, changes to a booking, a traveller&apos;s data and staff roles ask for your passkey
          again when you last used it more than 10 minutes ago.
        </li>
        <li>Lost your passkeys? Another staff admin resets them; you then sign in with a link and add a new one.</li>
      </ul>
    </section>
  );
}
