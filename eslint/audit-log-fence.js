// The audit log has one writer and one reader, both in packages/server/src/services/audit (issue 21):
// nothing else in the server may import the `auditLog` table, by name or through `schema.auditLog`.
// Split from eslint.config.js to keep it under the 300-line limit it enforces.

const message =
  'Only services/audit touches the audit log: record through app.audit, read through services/audit/read.';

/** The config object that fences `auditLog` off in the server outside services/audit (and db/, which defines it). */
export const auditLogFence = {
  files: ['packages/server/**'],
  ignores: ['packages/server/src/services/audit/**', 'packages/server/src/db/**', '**/*.test.ts'],
  rules: {
    // no-restricted-syntax does not merge across config objects: the fetch rule before this one is repeated.
    'no-restricted-syntax': [
      'error',
      {
        selector: "AssignmentExpression > MemberExpression.left[property.name='fetch']",
        message: 'Do not replace fetch: count or fake requests through the API client (config.fetcher).',
      },
      { selector: "ImportSpecifier[imported.name='auditLog']", message },
    ],
    'no-restricted-properties': ['error', { property: 'auditLog', message }],
  },
};
