import type { ButtonHTMLAttributes } from 'react';

/** Props of Button: a native button with a visual variant. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** `primary` for the one main action of a view. */
  variant?: 'primary' | 'secondary' | 'link';
};

/** A native button (keyboard and screen readers for free) styled by variant. */
export function Button({ variant = 'secondary', className, type = 'button', ...rest }: ButtonProps) {
  const part = variant === 'primary' ? { part: 'button-primary' } : {};
  return (
    <button
      type={type}
      className={`ps-button ps-button--${variant}${className ? ` ${className}` : ''}`}
      {...part}
      {...rest}
    />
  );
}
