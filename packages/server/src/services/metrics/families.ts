import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The metric families the app counts as things happen (the gauges read at scrape time are in
 * `collectors.ts`). Every name has the `parking_` prefix; prom-client's process and Node.js defaults keep
 * their usual names so stock dashboards read them. Labels take only bounded values: a route pattern,
 * never a URL (tokens and references would leak into labels and explode the series count).
 */
export function createFamilies(registry: Registry) {
  const registers = [registry];
  return {
    httpDuration: new Histogram({
      name: 'parking_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobRetries: new Counter({
      name: 'parking_job_retries_total',
      help: 'Background job attempts that failed and will be retried, by queue (this process).',
      labelNames: ['queue'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'parking_job_failures_total',
      help: 'Background jobs that failed their last allowed attempt and gave up, by queue (this process).',
      labelNames: ['queue'] as const,
      registers,
    }),
    emailsSent: new Counter({
      name: 'parking_emails_sent_total',
      help: 'Booking emails the transport accepted, by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    emailsFailed: new Counter({
      name: 'parking_emails_failed_total',
      help: 'Booking email attempts that failed (the job retries them), by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    webhooks: new Counter({
      name: 'parking_payment_webhooks_total',
      help: 'Payment provider webhooks received, by event type and outcome (rejected: bad or missing signature).',
      labelNames: ['event_type', 'outcome'] as const,
      registers,
    }),
    collectErrors: new Counter({
      name: 'parking_metrics_collect_errors_total',
      help: 'Scrape-time reads that failed (their gauges are left out of that scrape), by source.',
      labelNames: ['source'] as const,
      registers,
    }),
  };
}
export type Families = ReturnType<typeof createFamilies>;
