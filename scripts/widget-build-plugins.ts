import type { Plugin } from 'vite';

/** Build plugins of vite.widget.config.ts (the partner bundle only; the host site builds without them). */

/** The element ships its CSS inside the script (adoptedStyleSheets): a stray .css file would be unstyled dead weight. */
export function forbidCssFiles(): Plugin {
  return {
    name: 'widget-forbid-css-files',
    generateBundle(_options, bundle) {
      const cssFiles = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (cssFiles.length > 0) {
        this.error(
          `The widget build emitted ${cssFiles.join(', ')}. Import widget CSS only through widget/styles/index.css, ` +
            'which element.ts loads with ?inline (a plain CSS import elsewhere in widget/ makes a separate file).',
        );
      }
    },
  };
}
