import type { MouseEvent, ReactNode } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';

/** 'Load previous' / 'load more': a real link to the page, which JavaScript loads in place. */
export function PageLink({
  href,
  rel,
  loading,
  onClick,
  children,
}: {
  href: string;
  rel: 'prev' | 'next';
  loading: boolean;
  onClick: (event: MouseEvent) => void;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <div className={`flex justify-center ${rel === 'prev' ? 'mb-6' : 'mt-4'}`}>
      <a
        href={href}
        rel={rel}
        onClick={onClick}
        aria-disabled={loading}
        className="inline-flex min-h-12 items-center rounded-full border-2 border-brand-700 bg-white px-8 font-semibold text-brand-800 transition-colors hover:bg-brand-700 hover:text-white aria-disabled:opacity-60"
      >
        {loading ? t('listing.paging.loading') : children}
      </a>
    </div>
  );
}
