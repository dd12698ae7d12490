import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Configured by hand (never `storybook init`/`add`: their postinstall downloads a browser). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The root vite.config.ts is the host site's config (root: 'site', outDir dist/site, test projects);
  // Storybook must not build from site/ or into dist/site, so reset those to the repository root.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    root: repoRoot,
    build: { ...viteConfig.build, emptyOutDir: false },
  }),
};

export default config;
