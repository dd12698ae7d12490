import r2wc from '@r2wc/react-to-web-component';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineOnce } from './define-once';
import { withElementFixes } from './element-fixes';
import { adoptWidgetStyles, widgetStyleSheet } from './widget-styles';

type Props = { label?: string; flag?: boolean };

function Counter({ label, flag }: Props) {
  const [count, setCount] = useState(0);
  return createElement(
    'button',
    { type: 'button', onClick: () => setCount((c) => c + 1), 'data-flag': String(flag) },
    `${label ?? 'none'}:${count}`,
  );
}

let serial = 0;
/** A fresh tag per test: custom element names cannot be redefined. */
function defineCounter(): string {
  const name = `fixed-counter-${++serial}`;
  const base = r2wc(Counter, { shadow: 'open', props: { label: 'string', flag: 'boolean' } });
  const fixed = withElementFixes(
    base,
    { label: { prop: 'label', type: 'string' }, flag: { prop: 'flag', type: 'boolean' } },
    adoptWidgetStyles,
  );
  expect(defineOnce(name, fixed)).toBe(true);
  return name;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
const button = (element: Element) => element.shadowRoot?.querySelector('button');

afterEach(() => {
  document.body.replaceChildren();
});

describe('withElementFixes (r2wc gaps from the field notes)', () => {
  it('reads a bare boolean attribute as true and forgets a removed attribute', async () => {
    const name = defineCounter();
    document.body.innerHTML = `<${name} label="Luton" flag></${name}>`;
    const element = document.querySelector(name)!;
    await tick();
    expect(button(element)?.textContent).toBe('Luton:0');
    expect(button(element)?.dataset.flag).toBe('true');
    element.removeAttribute('label');
    element.setAttribute('flag', 'false');
    await tick();
    expect(button(element)?.textContent).toBe('none:0');
    expect(button(element)?.dataset.flag).toBe('false');
  });

  it('keeps React state when the element is moved', async () => {
    const name = defineCounter();
    document.body.innerHTML = `<div id="a"><${name} label="x"></${name}></div><div id="b"></div>`;
    const element = document.querySelector(name)!;
    await tick();
    button(element)?.click();
    button(element)?.click();
    await tick();
    document.getElementById('b')!.append(element);
    await tick();
    expect(button(element)?.textContent).toBe('x:2');
  });

  it('unmounts once the element is really removed', async () => {
    const name = defineCounter();
    document.body.innerHTML = `<${name} label="x"></${name}>`;
    const element = document.querySelector(name)!;
    await tick();
    element.remove();
    await tick();
    expect(button(element)).toBeNull();
  });

  it('takes over a property set before the element was defined', async () => {
    const name = `fixed-counter-${++serial}`;
    document.body.innerHTML = `<${name}></${name}>`;
    const element = document.querySelector(name) as HTMLElement & { label?: string };
    element.label = 'early';
    const base = r2wc(Counter, { shadow: 'open', props: { label: 'string' } });
    defineOnce(name, withElementFixes(base, { label: { prop: 'label', type: 'string' } }, adoptWidgetStyles));
    await tick();
    expect(button(element)?.textContent).toBe('early:0');
    element.label = 'later';
    await tick();
    expect(button(element)?.textContent).toBe('later:0');
  });
});

describe('defineOnce and the shared stylesheet', () => {
  it('a second define of the same name is skipped, not thrown', () => {
    const name = defineCounter();
    expect(defineOnce(name, class extends HTMLElement {})).toBe(false);
  });

  it('every shadow root adopts the one sheet, with no <style> element', async () => {
    const name = defineCounter();
    document.body.innerHTML = `<${name}></${name}><${name}></${name}>`;
    await tick();
    const roots = [...document.querySelectorAll(name)].map((el) => el.shadowRoot!);
    for (const root of roots) {
      expect(root.adoptedStyleSheets).toEqual([widgetStyleSheet()]);
      expect(root.querySelectorAll('style')).toHaveLength(0);
    }
    expect(widgetStyleSheet().cssRules.length).toBeGreaterThan(10);
    expect(getComputedStyle(roots[0]!.host).fontSize).toBe('15px');
  });
});
