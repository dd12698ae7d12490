import { describe, expect, it } from 'vitest';

/**
 * Every colour, corner radius and font of the widget goes through a `--_ps-*` token of tokens.css, so a
 * partner's `--ps-*` theme reaches every state (no half-coloured badge, alert or calendar day).
 */
const sheets = import.meta.glob<string>('./*.css', { query: '?raw', import: 'default', eager: true });

const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;
// Keywords that are not a colour choice: they follow the text or show nothing.
const NAMED =
  /\b(?:white|black|red|green|blue|gr[ae]y|silver|orange|yellow|purple|pink|navy|teal|maroon|olive|lime|aqua|fuchsia|gold|brown)\b/i;
// A circle is a shape, not a corner: 50% stays.
const RADIUS_ALLOWED = /^(?:0|50%|.*var\(--_ps-.*)$/;
const FONT_ALLOWED = /^(?:inherit|var\(--_ps-font\))$/;

/** `property: value` pairs of a stylesheet, comments removed (custom property definitions included). */
function declarations(css: string): { property: string; value: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([-a-z]+)\s*:\s*([^;{}]+);/gi)].map((m) => ({
    property: (m[1] ?? '').toLowerCase(),
    value: (m[2] ?? '').trim(),
  }));
}

/** The declarations that hard-code a colour, a corner radius or a font instead of using a token. */
function themeLiterals(css: string): string[] {
  return declarations(css)
    .filter(({ property, value }) => {
      if (HEX.test(value) || COLOUR_FUNCTION.test(value) || NAMED.test(value)) return true;
      if (/radius$/.test(property)) return !RADIUS_ALLOWED.test(value);
      if (property === 'font-family' || property === 'font') return !FONT_ALLOWED.test(value);
      return false;
    })
    .map(({ property, value }) => `${property}: ${value}`);
}

describe('widget styles', () => {
  it('finds the widget stylesheets', () => {
    expect(Object.keys(sheets)).toEqual(expect.arrayContaining(['./tokens.css', './results.css', './booking.css']));
  });

  it.each(Object.entries(sheets).filter(([path]) => path !== './tokens.css'))(
    '%s takes every colour, radius and font from tokens.css',
    (_path, css) => {
      expect(themeLiterals(css)).toEqual([]);
    },
  );

  it('flags literal colours, radii and fonts, and lets tokens and shapes through', () => {
    const css = `
      .a { color: #b54708; background: rgb(16 24 40 / 12%); border-color: white; }
      .b { border-radius: 999px; font-family: Arial, sans-serif; font: 12px serif; }
      /* color: #fff in a comment is fine */
      .c { color: var(--_ps-text); border-radius: calc(var(--_ps-radius) * 0.8); font: inherit; }
      .d { border-radius: 50%; background: linear-gradient(45deg, transparent 50%, currentColor 50%); }
      .e { white-space: nowrap; font-family: var(--_ps-font); }
    `;
    expect(themeLiterals(css)).toEqual([
      'color: #b54708',
      'background: rgb(16 24 40 / 12%)',
      'border-color: white',
      'border-radius: 999px',
      'font-family: Arial, sans-serif',
      'font: 12px serif',
    ]);
  });

  it('the element inlines every stylesheet but the site-only ones, through element.css', () => {
    const imported = (css: string) => [...css.matchAll(/@import '\.\/([^']+)'/g)].map((m) => `./${m[1] ?? ''}`);
    const element = imported(sheets['./element.css'] ?? '');
    const site = imported(sheets['./index.css'] ?? '');
    const all = Object.keys(sheets).filter((path) => path !== './element.css' && path !== './index.css');
    expect([...element, ...site.filter((path) => path !== './element.css')].sort()).toEqual(all.sort());
  });
});
