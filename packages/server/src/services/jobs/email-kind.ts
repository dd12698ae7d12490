/**
 * The emails a booking can get (the first three once per booking, the next two once per event), and
 * the account emails (links, invitations, notices), each sent once from its `account_emails` row.
 */
export type EmailKind =
  | 'confirmation'
  | 'refund'
  | 'review-invite'
  | 'cancellation'
  | 'amendment'
  | 'checked-in'
  | 'checked-out'
  | 'sign-in-link'
  | 'invitation'
  /** To a car park's owners, once, when its webhook's deliveries gave up. */
  | 'webhook-failing'
  /** To an existing account asked to own a new partner organisation: confirm first. */
  | 'partner-confirmation'
  /** A passkey was added to a console account (a security notice to its holder). */
  | 'passkey-added'
  /** Every passkey of a console account was reset by a staff admin or from the server's shell. */
  | 'passkeys-reset'
  /** A refund our staff made (one per refund event), when they chose to tell the traveller. */
  | 'staff-refund'
  /** Our staff's reply to a contact message (`bookingId` the message, `eventId` the reply). */
  | 'contact-reply'
  /** Our staff hid the traveller's review (`eventId`: the review), once per hiding. */
  | 'review-hidden';
