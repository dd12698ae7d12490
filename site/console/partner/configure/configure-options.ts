import { DEFAULT_WIDGET_THEME, type SnippetOptions, type WidgetKey, type WidgetTheme } from '@parking/core';

/** Everything the configurator sets: the key's string, the element's attributes and the theme. */
export type ConfigureChoice = {
  /** The chosen key's public string (`pk_test_…` / `pk_live_…`), or what the partner typed. */
  key: string;
  /** The airport to preselect, or '' for none. */
  airport: '' | 'LTN' | 'BRS' | 'STN';
  mode: 'inline' | 'redirect';
  theme: WidgetTheme;
};

/** The airports the widget preselects (widget/README.md: `airport`). */
export const AIRPORT_CHOICES = [
  { value: '', label: 'None: the visitor chooses' },
  { value: 'LTN', label: 'London Luton' },
  { value: 'BRS', label: 'Bristol' },
  { value: 'STN', label: 'London Stansted' },
] as const;

/** The colour fields, each a `--ps-*` property of the theme. */
export const COLOUR_FIELDS = [
  { part: 'accent', label: 'Accent colour (buttons, links)' },
  { part: 'accentText', label: 'Text on the accent colour' },
  { part: 'text', label: 'Text colour' },
  { part: 'background', label: 'Background' },
] as const satisfies readonly { part: keyof WidgetTheme; label: string }[];

/** Stands in for a key in the snippet until one is chosen or typed. */
export const PLACEHOLDER_KEY = 'pk_test_yourkey';

/** The keys a page can use: active ones, live first (they are the ones partners publish). */
export function usableKeys(keys: readonly WidgetKey[]): WidgetKey[] {
  return keys.filter((k) => k.active).sort((a, b) => Number(b.mode === 'live') - Number(a.mode === 'live'));
}

/** Where the configurator starts: the first usable key, no airport, inline, the widget's own look. */
export function initialChoice(keys: readonly WidgetKey[]): ConfigureChoice {
  return { key: usableKeys(keys)[0]?.key ?? '', airport: '', mode: 'inline', theme: DEFAULT_WIDGET_THEME };
}

/** The snippet builders' options for a choice on this origin. */
export function snippetOptions(choice: ConfigureChoice, origin: string): SnippetOptions {
  return {
    origin,
    partnerKey: /^[A-Za-z0-9_-]{1,100}$/.test(choice.key.trim()) ? choice.key.trim() : PLACEHOLDER_KEY,
    ...(choice.airport ? { airport: choice.airport } : {}),
    mode: choice.mode,
    theme: choice.theme,
  };
}
