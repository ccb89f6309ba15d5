import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../lib/use-storefront.ts';

type ShopLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to a shop path in the page's language; an absolute URL is left as it is. */
export function ShopLink({ to, children, ...props }: ShopLinkProps) {
  const localized = useLocalizedPath();
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localized(to)} {...props}>
      {children}
    </Link>
  );
}
