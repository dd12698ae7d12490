import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers. Resources may be loaded cross-origin: partners embed the widget and its images. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Not helmet's `no-referrer`: under it a browser sends `Origin: null` on our own form posts, and the
    // demo checkout's Pay and Cancel accept only posts whose Origin is ours. `same-origin` still sends
    // nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
    contentSecurityPolicy: {
      directives: {
        // Plain http on localhost must keep working, so requests are not upgraded to https.
        upgradeInsecureRequests: null,
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
      },
    },
  });
});
