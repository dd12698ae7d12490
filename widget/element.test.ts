import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservedHeight } from './shadow/reserved-height';
import { createFakeFetch } from './testing/fake-fetch';
import { defaultRoutes } from './testing/render-widget';
import './element';

/* eslint-disable no-restricted-properties -- the element takes no fetcher (partners cannot inject one): these tests stub the network edge itself */
const realFetch = globalThis.fetch;
beforeEach(() => {
  const fakeApi = createFakeFetch(defaultRoutes);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => fakeApi(String(input), init)) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  document.body.replaceChildren();
});

function place(width: number, before = ''): HTMLElement {
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  box.innerHTML = `${before}<parking-search partner-key="pk_demo_local" airport="LTN"></parking-search>`;
  document.body.append(box);
  return box.querySelector('parking-search') as HTMLElement;
}

describe('<parking-search> reserves its height (CLS 0)', () => {
  for (const width of [320, 600, 980, 1200]) {
    it(`at ${width}px the form renders exactly as tall as the height reserved for it`, async () => {
      const element = place(width);
      await expect.poll(() => element.shadowRoot?.querySelector('form')).toBeTruthy();
      expect(element.getBoundingClientRect().height).toBe(reservedHeight(width));
    });
  }

  it('far below the viewport it holds the same height with a stand-in and renders nothing yet', async () => {
    const element = place(600, '<div style="height: 4000px"></div>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(element.shadowRoot?.querySelector('form')).toBeNull();
    expect(element.getBoundingClientRect().height).toBe(reservedHeight(600));
    element.scrollIntoView();
    await expect.poll(() => element.shadowRoot?.querySelector('form')).toBeTruthy();
    // React's first render replaced the stand-in.
    expect(element.shadowRoot?.querySelectorAll('[aria-hidden="true"]:not(svg)')).toHaveLength(0);
    expect(element.getBoundingClientRect().height).toBe(reservedHeight(600));
  });

  it('holds the height in its very first layout, at each width, without measuring the page', () => {
    for (const width of [320, 980, 981, 1200]) {
      // Far below the viewport, so React has not rendered: this is the stand-in, read synchronously.
      const element = place(width, '<div style="height: 4000px"></div>');
      expect(element.getBoundingClientRect().height, `${width}px`).toBe(reservedHeight(width));
    }
  });

  it('shows the form before the airport list arrives', async () => {
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const element = place(600);
    await expect.poll(() => element.shadowRoot?.querySelector('form')).toBeTruthy();
    expect(element.shadowRoot?.querySelector('select')?.options).toHaveLength(1);
    answer(new Response('{}', { status: 500 }));
  });
});
