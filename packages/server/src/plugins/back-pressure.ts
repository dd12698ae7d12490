import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer even when the server sheds load (liveness: a busy process is not a dead one). */
    ignorePressure?: boolean;
  }
  interface FastifyInstance {
    /** Is the server shedding load now? (Readiness answers it in its own shape: it ignores the pressure.) */
    sheddingLoad(): boolean;
  }
}

/** How often the event loop's delay and the heap are sampled (under-pressure's default). */
const SAMPLE_INTERVAL_MS = 1_000;

/** The thresholds, from the env (`PRESSURE_*`); 0 turns a check off. */
export type BackPressureOptions = Pick<
  Env,
  'PRESSURE_MAX_EVENT_LOOP_DELAY_MS' | 'PRESSURE_MAX_HEAP_PERCENT' | 'PRESSURE_RETRY_AFTER_S'
>;

/**
 * Sheds load with `@fastify/under-pressure`: while the event loop's mean delay or the heap in use is past
 * its threshold (sampled every second), requests get 503 UNAVAILABLE with `Retry-After`, in the API's
 * error shape, rather than queueing until every client times out. A load balancer retries elsewhere.
 */
export const backPressurePlugin = fp(
  async (app: FastifyInstance, opts: BackPressureOptions) => {
    const retryAfter = opts.PRESSURE_RETRY_AFTER_S;
    const heapLimit = getHeapStatistics().heap_size_limit;
    // Booting blocks the event loop; the samples that saw it must not shed a fresh node's first requests
    // (a rolling restart would answer 503s), so shedding starts after two samples taken once ready.
    let armed = false;
    app.addHook('onReady', async () => {
      setTimeout(() => void (armed = true), 2 * SAMPLE_INTERVAL_MS).unref();
    });
    app.decorate('sheddingLoad', () => armed && app.isUnderPressure());
    await app.register(underPressure, {
      maxEventLoopDelay: opts.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: Math.floor((heapLimit * opts.PRESSURE_MAX_HEAP_PERCENT) / 100),
      retryAfter,
      sampleInterval: SAMPLE_INTERVAL_MS,
      // Thrown, so the app's error handler answers (and logs) it in the API's shape; the header stays.
      pressureHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!armed || request.routeOptions.config.ignorePressure) return;
        void reply.header('retry-after', String(retryAfter));
        throw new AppError(503, 'UNAVAILABLE', 'The service is busy. Please try again in a few seconds.');
      },
    });
  },
  { name: 'back-pressure' },
);
