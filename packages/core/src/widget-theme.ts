import { z } from 'zod/mini';

/**
 * The widget configurator (issue 23): the `--ps-*` theme properties a partner sets on `<parking-search>`
 * (widget/README.md#4-look-and-feel, defaults in widget/styles/tokens.css), their WCAG contrast, and the
 * snippets the console copies. Shared so the console's preview and its snippet cannot disagree.
 */

/** The custom property each configurable part of the theme sets. */
export const THEME_PROPERTIES = {
  accent: '--ps-accent',
  accentText: '--ps-accent-text',
  text: '--ps-text',
  background: '--ps-bg',
  radius: '--ps-radius',
  font: '--ps-font',
} as const;

/** Safe font stacks (installed nearly everywhere, or the page's own font): no web font to load. */
export const FONT_STACKS = [
  { label: "Your page's font", value: 'inherit' },
  { label: 'System UI', value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  { label: 'Helvetica, Arial', value: "'Helvetica Neue', Helvetica, Arial, sans-serif" },
  { label: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
  { label: 'Georgia (serif)', value: "Georgia, 'Times New Roman', serif" },
] as const;

const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'Use a colour such as #0a5bd3'));

/** What the configurator sets; radius in px. */
export const WidgetThemeSchema = z.object({
  accent: hexColour,
  accentText: hexColour,
  text: hexColour,
  background: hexColour,
  radius: z.number().check(z.int(), z.minimum(0), z.maximum(24)),
  font: z.enum(FONT_STACKS.map((f) => f.value) as [string, ...string[]]),
});
export type WidgetTheme = z.infer<typeof WidgetThemeSchema>;

/** The widget's own look (tokens.css): a property left at its default is not written into the snippet. */
export const DEFAULT_WIDGET_THEME: WidgetTheme = {
  accent: '#0a5bd3',
  accentText: '#ffffff',
  text: '#17233a',
  background: '#ffffff',
  radius: 10,
  font: 'inherit',
};

/** The 8-bit channels of `#rgb` or `#rrggbb`. */
function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of a hex colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Level AA for normal text: 4.5:1 or more. */
export const AA_CONTRAST = 4.5;

/** True when text in one colour on the other meets WCAG AA for normal text. */
export function meetsAA(a: string, b: string): boolean {
  return contrastRatio(a, b) >= AA_CONTRAST;
}

/** The colour pairs the widget draws text with, each of which must meet AA. */
export const THEME_PAIRS = [
  { foreground: 'text', background: 'background', what: 'Text on the background' },
  { foreground: 'accentText', background: 'accent', what: 'Button text on the accent colour' },
  { foreground: 'accent', background: 'background', what: 'Links (the accent colour) on the background' },
] as const satisfies readonly { foreground: keyof WidgetTheme; background: keyof WidgetTheme; what: string }[];

/** A pair of the theme below AA, with its ratio. */
export type ContrastProblem = { what: string; ratio: number };

/** The theme's pairs below AA (empty when every pair passes). */
export function contrastProblems(theme: WidgetTheme): ContrastProblem[] {
  return THEME_PAIRS.map((pair) => ({
    what: pair.what,
    ratio: contrastRatio(theme[pair.foreground], theme[pair.background]),
  })).filter((p) => p.ratio < AA_CONTRAST);
}

/** The custom properties that differ from the widget's defaults, in a stable order. */
export function themeProperties(theme: WidgetTheme): [string, string][] {
  return (Object.keys(THEME_PROPERTIES) as (keyof WidgetTheme)[])
    .filter((part) => theme[part] !== DEFAULT_WIDGET_THEME[part])
    .map((part) => [THEME_PROPERTIES[part], part === 'radius' ? `${theme.radius}px` : String(theme[part])]);
}

/** What a snippet embeds: where our script lives, the key, and the options the partner chose. */
export const SnippetOptionsSchema = z.object({
  /** Our origin, e.g. `https://parking.example` (the script is at `/widget/parking-search.js`). */
  origin: z.url(),
  partnerKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Not a widget key')),
  airport: z.optional(z.enum(['LTN', 'BRS', 'STN'])),
  mode: z.enum(['inline', 'redirect']),
  theme: WidgetThemeSchema,
});
export type SnippetOptions = z.infer<typeof SnippetOptionsSchema>;

/** The script partners load: `<origin>/widget/parking-search.js`. */
export const widgetScriptUrl = (origin: string): string => `${origin.replace(/\/+$/, '')}/widget/parking-search.js`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element's attributes in the order the README lists them (airport only when one is chosen). */
function attributes(o: SnippetOptions): [string, string][] {
  return [
    ['partner-key', o.partnerKey],
    ['mode', o.mode],
    ...(o.airport ? [['airport', o.airport] as [string, string]] : []),
  ];
}

/** The `style` value for the chosen theme, e.g. `--ps-accent: #7a1fa2; --ps-radius: 4px` ('' for the defaults). */
export const themeStyle = (theme: WidgetTheme): string =>
  themeProperties(theme)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

/**
 * The HTML a partner pastes: the script tag, then the element with its attributes on the tag's first line
 * and the theme, if any, on the next.
 */
export function htmlSnippet(options: SnippetOptions): string {
  const o = SnippetOptionsSchema.parse(options);
  const attrs = attributes(o)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  const style = themeStyle(o.theme);
  const themed = style ? `\n  style="${escapeAttribute(style)}"\n` : '';
  const script = `<script async src="${escapeAttribute(widgetScriptUrl(o.origin))}"></script>`;
  return `${script}\n\n<parking-search ${attrs}${themed}></parking-search>\n`;
}

/**
 * A typed React component for the partner's app: loads the script once per page (a second copy would
 * do nothing, but costs a request), declares the element for TSX, and renders it with the theme.
 */
export function reactSnippet(options: SnippetOptions): string {
  const o = SnippetOptionsSchema.parse(options);
  const theme = themeProperties(o.theme).map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value)},`);
  const attrs = attributes(o)
    .map(([name, value]) => ` ${name}=${JSON.stringify(value)}`)
    .join('');
  return [
    "import { type CSSProperties, type DetailedHTMLProps, type HTMLAttributes, useEffect } from 'react';",
    '',
    `const WIDGET_SCRIPT = ${JSON.stringify(widgetScriptUrl(o.origin))};`,
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    "      'parking-search': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {",
    "        'partner-key'?: string;",
    "        mode?: 'inline' | 'redirect';",
    "        airport?: 'LTN' | 'BRS' | 'STN';",
    '      };',
    '    }',
    '  }',
    '}',
    '',
    '/** Adds the widget script to the page once, however many times the component mounts. */',
    'function loadWidgetScript(): void {',
    '  if (document.querySelector(`script[src="${WIDGET_SCRIPT}"]`)) return;',
    "  const script = document.createElement('script');",
    '  script.async = true;',
    '  script.src = WIDGET_SCRIPT;',
    '  document.head.append(script);',
    '}',
    '',
    theme.length ? `const theme = {\n${theme.join('\n')}\n} as CSSProperties;` : 'const theme: CSSProperties = {};',
    '',
    '/** Our airport parking search and booking, with your key and theme. */',
    'export function ParkingSearch() {',
    '  useEffect(loadWidgetScript, []);',
    `  return <parking-search${attrs} style={theme} />;`,
    '}',
    '',
  ].join('\n');
}
