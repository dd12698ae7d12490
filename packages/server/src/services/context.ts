import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';

/** The current instant; injected so tests can stand on any date (clock changes, holds expiring). */
export type Clock = () => Date;

/** What every service needs from the app. */
export type ServiceContext = {
  db: Db;
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
};
