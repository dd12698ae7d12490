// Every table of the app; add a new table as its own file and export it here.
export * from './airports';
export * from './bookings';
export * from './capacity';
export * from './coupons';
export * from './idempotency';
export * from './partners';
export * from './providers';
export * from './search-views';
export * from './webhook-events';
export * from './content';
export * from './app-secrets';
export * from './manage';
export * from './auth';
export * from './passkeys';
export * from './audit-log';
export * from './operator-events';
export * from './handovers';
