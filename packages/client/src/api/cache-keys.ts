/**
 * Cache keys shared by the hooks and their hosts. A read's key is its path under the API base, so a
 * pre-rendered page's data (keyed by path) fills the same entries. Kept apart from hooks.ts so the
 * provider does not pull the endpoints and their schemas along.
 */
export const AIRPORTS_PATH = '/airports?page=1&limit=100';
