import type { FastifyPluginAsync } from 'fastify';
import { airportRoutes } from './airports/index';
import { assetRoutes } from './assets/index';
import { healthRoutes } from './health/index';
import { providerRoutes } from './providers/index';
import { searchRoutes } from './search/index';

/**
 * Route plugins mounted under /api/v1, each encapsulated. A new resource is a new folder and one
 * line here.
 */
export const apiRoutes: FastifyPluginAsync[] = [healthRoutes, airportRoutes, searchRoutes, providerRoutes, assetRoutes];
