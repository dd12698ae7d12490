import { useEffect, useId, useRef, useState } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import type { NavLink } from './nav-links';

/** Props of {@link NavMenu}. */
export type NavMenuProps = {
  /** The button's text, e.g. "Airports". */
  label: string;
  /** The links the menu opens. */
  links: readonly NavLink[];
};

/**
 * A disclosure menu: a button with aria-expanded that shows a list of links. Escape closes it and
 * returns focus to the button; so do a click outside and focus leaving the menu.
 */
export function NavMenu({ label, links }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="nav-menu"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-menu__button"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <span className="nav-menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="nav-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to} className="nav-menu__link" onClick={() => setOpen(false)}>
              {link.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
