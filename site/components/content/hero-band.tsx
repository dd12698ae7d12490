import type { ReactNode } from 'react';

/** Props of {@link HeroBand}. */
export type HeroBandProps = {
  /** The band's content: heading, text, forms. */
  children: ReactNode;
  /** 'tall' on home and airport pages, 'short' on landings under the transparent header. */
  size?: 'tall' | 'short';
};

/** The dark illustrated band the transparent header sits on. */
export function HeroBand({ children, size = 'tall' }: HeroBandProps) {
  return (
    <div className={`hero hero--${size}`}>
      <div className="hero__inner container">{children}</div>
    </div>
  );
}
