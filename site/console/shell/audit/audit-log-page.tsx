/** The audit log page of the console: what was done in the active organisation, by whom (being built). */
export function AuditLogPage() {
  return (
    <main>
      <h1>Audit log</h1>
    </main>
  );
}
