import { type ReactNode, createElement, useLayoutEffect } from 'react';
import { type Root, createRoot } from 'react-dom/client';

/** How one observed attribute maps to a property (camelCase) and a value. */
export type AttributeSpec = { prop: string; type: 'string' | 'boolean' };

/** What the element passes its render function. */
export type ElementContext = {
  /** The element's current values, by property name; an absent attribute is absent here. */
  props: Readonly<Record<string, string | boolean>>;
  /** Dispatches a CustomEvent from the element that bubbles and crosses the shadow boundary. */
  dispatch: (type: string, detail: unknown) => void;
};

/** Options of reactElement. */
export type ReactElementOptions = {
  attributes: Readonly<Record<string, AttributeSpec>>;
  render: (context: ElementContext) => ReactNode;
  /** Installs styles in each new open shadow root. */
  setupShadow: (root: ShadowRoot) => void;
  /** Wait to render until the element is within this margin of the viewport (IntersectionObserver). */
  lazyMargin?: string;
  /**
   * Sizes the empty stand-in shown until React's first render (a block as wide as the element), with
   * CSS only: measuring here would lay out the partner's page inside our script.
   */
  reserveHeight?: (stand: HTMLElement) => void;
};

/**
 * What every reactElement class does; each class supplies its options and attribute list. It extends
 * HTMLElement when this module loads, which only the browser does (element.ts defines the element at once).
 */
abstract class ReactHostElement extends HTMLElement {
  // Methods, not fields: the constructor reads them before a subclass's fields would exist.
  protected abstract options(): ReactElementOptions;
  protected abstract specs(): [string, AttributeSpec][];
  private root: Root | undefined;
  private observer: IntersectionObserver | undefined;
  private readonly early = new Map<string, unknown>();
  private readonly internals = this.attachInternals();
  private stand: HTMLElement | undefined;

  constructor() {
    super();
    this.options().setupShadow(this.attachShadow({ mode: 'open' }));
    // A value set before the upgrade is an own property hiding the prototype accessor.
    for (const [, spec] of this.specs()) {
      if (!Object.prototype.hasOwnProperty.call(this, spec.prop)) continue;
      const own = this as unknown as Record<string, unknown>;
      this.early.set(spec.prop, own[spec.prop]);
      delete own[spec.prop];
    }
  }

  connectedCallback(): void {
    // Attributes cannot be written in the constructor, so early properties land here.
    for (const [prop, value] of this.early) (this as unknown as Record<string, unknown>)[prop] = value;
    this.early.clear();
    if (this.root || this.observer) return;
    this.reserve();
    const { lazyMargin } = this.options();
    if (!lazyMargin || typeof IntersectionObserver === 'undefined') return this.mount();
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.mount();
      },
      { rootMargin: lazyMargin },
    );
    this.observer.observe(this);
  }

  disconnectedCallback(): void {
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.observer?.disconnect();
      this.observer = undefined;
      this.root?.unmount();
      this.root = undefined;
      this.internals.states.delete('ready');
    });
  }

  attributeChangedCallback(): void {
    this.update();
  }

  /** An empty box as tall as the first render will be; removed in React's first commit, before paint. */
  private reserve(): void {
    const { reserveHeight } = this.options();
    if (!reserveHeight || !this.shadowRoot || this.stand) return;
    this.stand = document.createElement('div');
    this.stand.setAttribute('aria-hidden', 'true');
    this.shadowRoot.append(this.stand);
    reserveHeight(this.stand);
  }

  private mount(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    if (this.root || !this.shadowRoot) return;
    this.root = createRoot(this.shadowRoot);
    this.update();
    this.internals.states.add('ready');
  }

  private update(): void {
    if (!this.root) return;
    const props: Record<string, string | boolean> = {};
    for (const [name, spec] of this.specs()) {
      const value = readAttribute(this, name, spec);
      if (value !== undefined) props[spec.prop] = value;
    }
    const content = this.options().render({ props, dispatch: (type, detail) => this.emit(type, detail) });
    this.root.render(createElement(Committed, { onCommit: this.dropStand, children: content }));
  }

  private readonly dropStand = () => {
    this.stand?.remove();
    this.stand = undefined;
  };

  private emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

/**
 * A custom element class that renders React into its open shadow root:
 * - attributes and properties reflect each other (a property sets its attribute; `null`, `undefined`
 *   or `false` removes it); a bare boolean attribute is true and only "false" is false;
 * - a property a page set on the element before this script ran is taken over on connect;
 * - moving the element (disconnect and connect in one task) keeps the React tree and its state: the
 *   unmount waits a microtask and is skipped when the element is connected again;
 * - with `lazyMargin`, React mounts only once the element nears the viewport, so a widget far down a
 *   page costs nothing at load; the `ready` custom state (`:host(:state(ready))`) marks the first render.
 */
export function reactElement(options: ReactElementOptions): CustomElementConstructor {
  const specs = Object.entries(options.attributes);

  class ReactElement extends ReactHostElement {
    static observedAttributes = specs.map(([name]) => name);
    protected options() {
      return options;
    }
    protected specs() {
      return specs;
    }
  }

  for (const [name, spec] of specs) {
    Object.defineProperty(ReactElement.prototype, spec.prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return readAttribute(this, name, spec);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(name);
        else this.setAttribute(name, spec.type === 'boolean' ? '' : String(value));
      },
    });
  }
  return ReactElement;
}

/** Runs `onCommit` after React has put its first DOM in place, before the browser paints it. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

function readAttribute(element: Element, name: string, spec: AttributeSpec): string | boolean | undefined {
  const value = element.getAttribute(name);
  if (value === null) return spec.type === 'boolean' ? false : undefined;
  return spec.type === 'boolean' ? value.toLowerCase() !== 'false' : value;
}
