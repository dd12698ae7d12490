import { type AuditPage, AuditPageSchema, type StaffAuditQuery as AuditQuery } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/**
 * The filters a person sets (the URL query holds them, with the page cursor `before`); `organization` and
 * `target` (e.g. a booking reference) are our staff's, who read the whole product's log.
 */
export type AuditFilters = {
  action: string;
  actor: string;
  from: string;
  to: string;
  organization: string;
  target: string;
};

const FILTER_NAMES = ['action', 'actor', 'from', 'to', 'organization', 'target'] as const;

/** The filters and cursor the URL names; absent ones are empty. */
export function readAuditQuery(params: URLSearchParams): { filters: AuditFilters; before: string | undefined } {
  const filters = { action: '', actor: '', from: '', to: '', organization: '', target: '' };
  for (const name of FILTER_NAMES) filters[name] = params.get(name) ?? '';
  return { filters, before: params.get('before') ?? undefined };
}

/** The query string of a filtered page (empty filters left out), for the API and the URL alike. */
export function auditQueryString(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The CSV of the same filters (every page), for the "Download CSV" link. */
export function auditCsvHref(client: ApiClientOptions, filters: AuditQuery): string {
  const { before: _page, ...rest } = filters;
  return `${client.apiBase.replace(/\/$/, '')}/console/audit.csv${auditQueryString(rest)}`;
}

/** One page of the organisation's log, newest first, through the one client's cache. */
export function useAuditPage(query: AuditQuery): ApiQuery<AuditPage> {
  const api = useConsoleApi();
  const key = `/console/audit${auditQueryString(query)}`;
  return useApiQuery(key, () => apiRequest(api, key, { schema: AuditPageSchema }));
}
