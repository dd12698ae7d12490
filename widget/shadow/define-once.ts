/**
 * Defines a custom element unless the name is taken: partners paste the script tag twice, or load it
 * once by tag and once through the loader, and a second `define` would throw.
 * @returns true when this call defined the element.
 */
export function defineOnce(name: string, constructor: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined' || customElements.get(name)) return false;
  customElements.define(name, constructor);
  return true;
}
