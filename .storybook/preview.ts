import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // axe-core violations fail the story's test (and show in the a11y panel), not just warn.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
