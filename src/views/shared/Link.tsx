import type { ComponentPropsWithoutRef } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface LinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** An address in the app, under the router's base. */
  to: string;
}

/**
 * A link to a screen of the app: an <a> with the address under the app's base, opened by the router on a
 * plain click (a click with a modifier key, or the middle button, is the browser's: a new tab). Built
 * from React Router's own parts for a link rather than its <Link>, whose prefetching and framework-mode
 * code the app never uses and which cost the sign-in page's first load 2 KB
 * (docs/decisions/0290-room-on-the-sign-in-pages-first-load.md).
 */
export function Link({ to, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const open = useLinkClickHandler<HTMLAnchorElement>(to, { target: props.target });
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) open(event);
      }}
    />
  );
}
