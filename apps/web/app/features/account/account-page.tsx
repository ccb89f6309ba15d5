import { formatMoney, shopTimeZone } from '@shop/domain';
import { localeTags } from '@shop/i18n';
import type { ReactNode } from 'react';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useLocale } from '../../lib/use-storefront.ts';

/** Heading of a user-area page; account pages are never indexed. */
export function AccountHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <PageHead title={title} noIndex />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6 ${className}`}>
      {children}
    </section>
  );
}

/** Money and dates in the page's language and the shop's time zone. */
export function useAccountFormat() {
  const { locale } = useLocale();
  return {
    money: (cents: number) => formatMoney(cents, locale),
    date: (iso: string) =>
      new Intl.DateTimeFormat(localeTags[locale], {
        dateStyle: 'long',
        timeZone: shopTimeZone,
      }).format(new Date(iso)),
  };
}

export const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-full px-5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50';
