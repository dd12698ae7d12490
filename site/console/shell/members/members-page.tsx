/** The members page of the console: who belongs to the active organisation and who is invited (being built). */
export function MembersPage() {
  return (
    <main>
      <h1>Members</h1>
    </main>
  );
}
