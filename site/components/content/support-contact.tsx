import { phoneHref } from '@parking/core';
import { useSupport } from '../../lib/content-api';

/** The support phone (with its hours) and email as links, from the server's settings. */
export function SupportLines() {
  const support = useSupport();
  return (
    <>
      <p>
        Phone: <a href={phoneHref(support.phone)}>{support.phone}</a>
        <br />
        <small>{support.hours}</small>
      </p>
      <p>
        Email: <a href={`mailto:${support.email}`}>{support.email}</a>
      </p>
    </>
  );
}

/** The postal address, a line per part. */
export function SupportAddress({ className }: { className?: string }) {
  const { address } = useSupport();
  return (
    <address className={className}>
      {address.split(', ').map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
