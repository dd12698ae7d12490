/**
 * Cache keys shared by the hooks and WidgetProvider. Kept apart from hooks.ts so the provider (in every
 * page's app chunk) does not pull the endpoints and their schemas along.
 */
export const airportsKey = (apiBase: string) => `airports ${apiBase}`;
