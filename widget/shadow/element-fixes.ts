/** The r2wc internals the fixes reach for (r2wc keys them with global symbols). */
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
const connectedKey = Symbol.for('r2wc.connected');

type R2wcElement = HTMLElement & {
  [propsKey]: Record<string, unknown>;
  [renderKey](): void;
  [connectedKey]: boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
};
type R2wcConstructor = new () => R2wcElement;

/** How one observed attribute maps to a React prop. */
export type AttributeSpec = { prop: string; type: 'string' | 'boolean' };

/** What to do with each new element's open shadow root (install styles). */
export type ShadowSetup = (root: ShadowRoot) => void;

/**
 * A bare boolean attribute (`<x-el flag>`) means true; only "false" means false. r2wc skips empty
 * values, so it would leave the prop unset.
 */
function parseAttribute(spec: AttributeSpec, value: string): unknown {
  return spec.type === 'boolean' ? value.toLowerCase() !== 'false' : value;
}

/**
 * Wraps an r2wc element class with the gaps the field notes list closed:
 * - removing an attribute removes the prop (r2wc keeps the old value), and bare booleans are true;
 * - moving the element (disconnect + connect in one task) keeps the React tree and its state: the
 *   unmount waits a microtask and is skipped when the element is connected again;
 * - properties a page set on the element before the script loaded shadow the prototype accessors:
 *   they are taken over in the constructor;
 * - attribute changes while detached do not mount React into a detached tree.
 */
export function withElementFixes(
  base: CustomElementConstructor,
  attributes: Readonly<Record<string, AttributeSpec>>,
  setupShadow: ShadowSetup,
): CustomElementConstructor {
  const Base = base as unknown as R2wcConstructor;
  const propNames = Object.values(attributes).map((spec) => spec.prop);

  return class FixedElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) setupShadow(this.shadowRoot);
      const own = this as unknown as Record<string, unknown>;
      for (const prop of propNames) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const early = own[prop];
        delete own[prop];
        if (early !== undefined && early !== null) this[propsKey][prop] = early;
      }
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const spec = attributes[name];
      if (!spec) return;
      if (value === null) delete this[propsKey][spec.prop];
      else this[propsKey][spec.prop] = parseAttribute(spec, value);
      if (this.isConnected) this[renderKey]();
    }

    override disconnectedCallback(): void {
      this[connectedKey] = false;
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  };
}
