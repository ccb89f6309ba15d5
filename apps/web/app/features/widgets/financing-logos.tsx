import type { StoreCode } from '@shop/api/contracts';
import { paymentMethodsByStore } from '@shop/domain';
import { useTranslate } from '../../lib/use-storefront.ts';

type Lender = 'sequra' | 'klarna';

const lenderStyle: Record<Lender, { name: string; className: string }> = {
  sequra: { name: 'seQura', className: 'bg-[#00c2a3] text-ink' },
  klarna: { name: 'Klarna', className: 'bg-[#ffb3c7] text-black' },
};

/** The instalment lenders the edition's checkout offers (the domain's payment methods). */
export function lendersOf(store: StoreCode): Lender[] {
  const methods: readonly string[] = paymentMethodsByStore[store];
  return (['sequra', 'klarna'] as const).filter((lender) =>
    methods.some((method) => method.startsWith(lender)),
  );
}

/** The financing-logos strip: who lets the customer pay in instalments, drawn as text badges. */
export function FinancingLogos({
  store,
  tone = 'light',
}: {
  store: StoreCode;
  tone?: 'light' | 'dark';
}) {
  const t = useTranslate();
  const lenders = lendersOf(store);
  if (lenders.length === 0) return null;
  const text = tone === 'dark' ? 'text-brand-100' : 'text-ink-soft';
  return (
    <section
      data-widget="financing"
      aria-labelledby="financing-title"
      className={`flex flex-wrap items-center gap-x-6 gap-y-3 ${text}`}
    >
      <div>
        <h2
          id="financing-title"
          className={`font-semibold ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
        >
          {t('widgets.financing.title')}
        </h2>
        <p className="text-sm">{t('widgets.financing.text')}</p>
      </div>
      <ul className="flex flex-wrap gap-3 text-sm">
        {lenders.map((lender) => (
          <li key={lender} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`flex h-8 items-center rounded-md px-3 text-xs font-extrabold ${lenderStyle[lender].className}`}
            >
              {lenderStyle[lender].name}
            </span>
            <span>{t(`widgets.financing.${lender}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
