/** The console's home page, one per kind of organisation (being built). */
export function ConsoleHomePage() {
  return (
    <main>
      <h1>Console</h1>
    </main>
  );
}
