/**
 * Provider images are served by the API's host. On a partner page a root-relative path would
 * resolve against the partner's origin, so anchor it to the API base when that is absolute.
 */
export function resolveAssetUrl(path: string, apiBase: string): string {
  if (/^(https?:|data:|blob:)/.test(path) || !/^https?:/.test(apiBase)) return path;
  return new URL(path, apiBase).toString();
}
