import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineOnce } from './define-once';
import { type ElementContext, reactElement } from './react-element';
import { adoptWidgetStyles, widgetStyleSheet } from './widget-styles';

type Props = { label?: string; flag?: boolean; onBump: (count: number) => void };

function Counter({ label, flag, onBump }: Props) {
  const [count, setCount] = useState(0);
  return createElement(
    'button',
    {
      type: 'button',
      onClick: () => {
        setCount((c) => c + 1);
        onBump(count + 1);
      },
      'data-flag': String(flag),
    },
    `${label ?? 'none'}:${count}`,
  );
}

const ATTRIBUTES = { label: { prop: 'label', type: 'string' }, flag: { prop: 'flag', type: 'boolean' } } as const;

function renderCounter({ props, dispatch }: ElementContext) {
  return createElement(Counter, {
    label: props.label as string | undefined,
    flag: props.flag as boolean,
    onBump: (count) => dispatch('bump', { count }),
  });
}

const counterClass = (lazyMargin?: string) =>
  reactElement({ attributes: ATTRIBUTES, render: renderCounter, setupShadow: adoptWidgetStyles, lazyMargin });

let serial = 0;
/** A fresh tag per test: custom element names cannot be redefined. */
function defineCounter(): string {
  const name = `fixed-counter-${++serial}`;
  expect(defineOnce(name, counterClass())).toBe(true);
  return name;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
const button = (element: Element) => element.shadowRoot?.querySelector('button');

afterEach(() => {
  document.body.replaceChildren();
});

describe('reactElement', () => {
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
    defineOnce(name, counterClass());
    await tick();
    expect(button(element)?.textContent).toBe('early:0');
    expect(element.getAttribute('label')).toBe('early');
    element.label = 'later';
    await tick();
    expect(button(element)?.textContent).toBe('later:0');
  });

  it('reflects properties to attributes, booleans included, and null removes them', async () => {
    const name = defineCounter();
    const element = document.createElement(name) as HTMLElement & { label?: string | null; flag?: boolean };
    document.body.append(element);
    element.flag = true;
    expect(element.getAttribute('flag')).toBe('');
    element.setAttribute('flag', 'false');
    expect(element.flag).toBe(false);
    element.label = 'Bristol';
    expect(element.getAttribute('label')).toBe('Bristol');
    await tick();
    expect(button(element)?.textContent).toBe('Bristol:0');
    element.label = null;
    expect(element.hasAttribute('label')).toBe(false);
    await tick();
    expect(button(element)?.textContent).toBe('none:0');
  });

  it('dispatches events that bubble out of the shadow root to the document', async () => {
    const name = defineCounter();
    document.body.innerHTML = `<${name}></${name}>`;
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('bump', listener);
    await tick();
    button(document.querySelector(name)!)?.click();
    document.removeEventListener('bump', listener);
    expect(heard).toEqual([{ count: 1 }]);
  });

  it('with a lazy margin, renders only once the element nears the viewport', async () => {
    const name = `lazy-counter-${++serial}`;
    defineOnce(name, counterClass('0px'));
    document.body.innerHTML = `<div style="height: 5000px"></div><${name} label="far"></${name}>`;
    const element = document.querySelector(name)!;
    await tick();
    expect(button(element)).toBeFalsy();
    element.scrollIntoView();
    await expect.poll(() => button(element)?.textContent).toBe('far:0');
    expect(element.matches(':state(ready)')).toBe(true);
  });
});

describe('defineOnce and the shared stylesheet', () => {
  it('a second define of the same name is skipped, not thrown', () => {
    const name = defineCounter();
    expect(defineOnce(name, class extends HTMLElement {})).toBe(false);
    expect(customElements.get(name)).not.toBeUndefined();
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
