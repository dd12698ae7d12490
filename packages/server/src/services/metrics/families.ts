import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The metric families the app counts as things happen (the gauges read at scrape time are in
 * `collectors.ts`). Every name has the `parking_` prefix; prom-client's process and Node.js defaults keep
 * their usual names so stock dashboards read them. Labels take only bounded values: a route pattern,
 * never a URL (tokens and references would leak into labels and explode the series count).
 */
export function createFamilies(registry: Registry) {
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  return {
    httpDuration: new Histogram({
      name: 'parking_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobRetries: counter(
      'parking_job_retries_total',
      'Background job attempts that failed and will be retried, by queue (this process).',
      ['queue'] as const,
    ),
    jobFailures: counter(
      'parking_job_failures_total',
      'Background jobs that failed their last allowed attempt and gave up, by queue (this process).',
      ['queue'] as const,
    ),
    emailsSent: counter('parking_emails_sent_total', 'Booking emails the transport accepted, by kind.', [
      'kind',
    ] as const),
    emailsFailed: counter(
      'parking_emails_failed_total',
      'Booking email attempts that failed (the job retries them), by kind.',
      ['kind'] as const,
    ),
    webhooks: counter(
      'parking_payment_webhooks_total',
      'Payment provider webhooks received, by event type and outcome (rejected: bad or missing signature).',
      ['event_type', 'outcome'] as const,
    ),
    collectErrors: counter(
      'parking_metrics_collect_errors_total',
      'Scrape-time reads that failed (their gauges are left out of that scrape), by source.',
      ['source'] as const,
    ),
  };
}
export type Families = ReturnType<typeof createFamilies>;
