import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { searchModule } from '../../packages/server/src/modules/search/index';
import { catalogPlugin } from '../../packages/server/src/services/catalog';

describe('declared plugin dependencies (docs/decisions/0014-server-plugins.md)', () => {
  it('a resource whose shared plugins are not registered refuses to boot, naming the missing one', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(searchModule).ready()).rejects.toThrow(
      "The dependency 'context' of plugin 'resource:search' is not registered",
    );
  });

  it('so does a shared plugin registered before what it needs', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(catalogPlugin).ready()).rejects.toThrow(
      "The dependency 'context' of plugin 'catalog' is not registered",
    );
  });
});
