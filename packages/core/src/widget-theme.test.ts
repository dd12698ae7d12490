import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIDGET_THEME,
  type SnippetOptions,
  contrastProblems,
  contrastRatio,
  htmlSnippet,
  meetsAA,
  reactSnippet,
  relativeLuminance,
  themeStyle,
} from './widget-theme';

const options: SnippetOptions = {
  origin: 'https://parking.example/',
  partnerKey: 'pk_live_abc123',
  airport: 'LTN',
  mode: 'inline',
  theme: { ...DEFAULT_WIDGET_THEME, accent: '#7a1fa2', radius: 4, font: "Georgia, 'Times New Roman', serif" },
};

describe('contrast (WCAG 2)', () => {
  it('measures relative luminance and ratios as WCAG defines them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#0a5bd3', '#0a5bd3')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('meetsAA draws the line at 4.5:1', () => {
    expect(meetsAA('#767676', '#ffffff')).toBe(true);
    expect(meetsAA('#777777', '#ffffff')).toBe(false);
    expect(meetsAA('#ffffff', '#ffb020')).toBe(false);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Not a hex colour/);
  });

  it('the default theme passes; a pale accent under white text is named with its ratio', () => {
    expect(contrastProblems(DEFAULT_WIDGET_THEME)).toEqual([]);
    const problems = contrastProblems({ ...DEFAULT_WIDGET_THEME, accent: '#ffb020' });
    expect(problems.map((p) => p.what)).toEqual([
      'Button text on the accent colour',
      'Links (the accent colour) on the background',
    ]);
    expect(problems[0]?.ratio).toBeCloseTo(1.83, 2);
  });
});

describe('snippets', () => {
  it('themeStyle writes only what differs from the defaults', () => {
    expect(themeStyle(DEFAULT_WIDGET_THEME)).toBe('');
    expect(themeStyle(options.theme)).toBe(
      "--ps-accent: #7a1fa2; --ps-radius: 4px; --ps-font: Georgia, 'Times New Roman', serif",
    );
  });

  it('htmlSnippet: the script tag, then the element with key, mode, airport and theme', () => {
    expect(htmlSnippet(options)).toBe(
      [
        '<script async src="https://parking.example/widget/parking-search.js"></script>',
        '',
        '<parking-search partner-key="pk_live_abc123" mode="inline" airport="LTN"',
        `  style="--ps-accent: #7a1fa2; --ps-radius: 4px; --ps-font: Georgia, 'Times New Roman', serif"`,
        '></parking-search>',
        '',
      ].join('\n'),
    );
  });

  it('htmlSnippet leaves out an airport not chosen and a default theme', () => {
    const html = htmlSnippet({ ...options, airport: undefined, mode: 'redirect', theme: DEFAULT_WIDGET_THEME });
    expect(html).toContain('<parking-search partner-key="pk_live_abc123" mode="redirect"></parking-search>');
    expect(html).not.toContain('airport=');
    expect(html).not.toContain('style=');
  });

  it('refuses options that would break the markup', () => {
    expect(() => htmlSnippet({ ...options, partnerKey: 'pk"><script>' })).toThrow();
    expect(() => htmlSnippet({ ...options, theme: { ...options.theme, accent: 'red;x' } })).toThrow();
  });

  it('reactSnippet is valid TSX that loads the script once and renders the element with the theme', () => {
    const tsx = reactSnippet(options);
    const out = ts.transpileModule(tsx, {
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 },
      fileName: 'parking-search.tsx',
      reportDiagnostics: true,
    });
    expect(out.diagnostics ?? []).toEqual([]);
    expect(tsx).toContain('const WIDGET_SCRIPT = "https://parking.example/widget/parking-search.js";');
    expect(tsx).toContain('if (document.querySelector(`script[src="${WIDGET_SCRIPT}"]`)) return;');
    expect(tsx).toContain('<parking-search partner-key="pk_live_abc123" mode="inline" airport="LTN" style={theme} />');
    expect(tsx).toContain('"--ps-accent": "#7a1fa2",');
    expect(tsx).toContain('"--ps-font": "Georgia, \'Times New Roman\', serif",');
  });
});
