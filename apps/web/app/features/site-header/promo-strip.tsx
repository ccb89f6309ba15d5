import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';

/** Free shipping names the edition's own mainland, whatever the page's language. */
export function useFreeShippingPromise(): string {
  const t = useTranslate();
  const { store } = useStorefront();
  return t('layout.promo.freeShipping', { mainland: t(`layout.mainland.${store.code}`) });
}

export function PromoStrip() {
  const t = useTranslate();
  const { store } = useStorefront();
  const freeShipping = useFreeShippingPromise();
  const promises: { icon: IconName; text: string }[] = [
    { icon: 'truck', text: freeShipping },
    { icon: 'ruler', text: t('layout.promo.madeToMeasure') },
    { icon: 'shield', text: t('layout.promo.securePayment') },
  ];
  return (
    <aside aria-label={t('layout.promo.label')} className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-8 px-4 py-2 lg:justify-between">
        <ul className="flex items-center gap-8">
          {promises.map(({ icon, text }, position) => (
            <li
              key={icon}
              className={`items-center gap-2 ${position === 0 ? 'flex' : 'hidden md:flex'}`}
            >
              <Icon name={icon} className="size-4 text-brand-200" />
              {text}
            </li>
          ))}
        </ul>
        {store.telephone.show && (
          <a
            href={`tel:${store.telephone.number.replace(/\s/g, '')}`}
            className="hidden items-center gap-2 font-medium hover:underline lg:flex"
          >
            <Icon name="phone" className="size-4 text-brand-200" />
            {t('layout.header.phone', { number: store.telephone.number })}
          </a>
        )}
      </div>
    </aside>
  );
}
