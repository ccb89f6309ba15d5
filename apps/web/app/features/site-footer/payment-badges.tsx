import { useTranslate } from '../../lib/use-storefront.ts';

const badgeClass =
  'flex h-8 min-w-14 items-center justify-center rounded-md bg-white px-2 text-xs font-extrabold';

/**
 * Payment methods both editions accept (SPEC section 9), drawn as text badges: no logo files
 * to download. Bizum and SeQura are Spanish-only and wait for per-edition payment data.
 */
export function PaymentBadges() {
  const t = useTranslate();
  return (
    <section>
      <h2 className="font-semibold text-white">{t('layout.footer.payments.title')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li className={`${badgeClass} italic tracking-wide text-[#1a1f71]`}>VISA</li>
        <li className={badgeClass}>
          <svg aria-hidden="true" viewBox="0 0 38 24" className="h-5">
            <circle cx="14" cy="12" r="9" fill="#eb001b" />
            <circle cx="24" cy="12" r="9" fill="#f79e1b" fillOpacity="0.9" />
          </svg>
          <span className="sr-only">Mastercard</span>
        </li>
        <li className={`${badgeClass} italic text-[#003087]`}>
          Pay<span className="text-[#0070e0]">Pal</span>
        </li>
        <li className={`${badgeClass} bg-[#ffb3c7] text-black`}>Klarna</li>
        <li className={`${badgeClass} font-semibold text-ink`}>
          {t('layout.footer.payments.transfer')}
        </li>
      </ul>
    </section>
  );
}
