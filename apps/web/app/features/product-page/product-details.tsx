import type { ProductDetail } from '@shop/api/contracts';
import { useTranslate } from '../../lib/use-storefront.ts';

/** Description, technical data and the downloadable files (data sheet, assembly, maintenance). */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const t = useTranslate();
  const paragraphs = product.description.split(/\n\s*\n/).filter(Boolean);
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      {paragraphs.length > 0 && (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="text-xl font-bold">
            {t('product.sections.description')}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-ink-soft">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>
      )}
      <div className="space-y-10">
        {product.technical_data.length > 0 && (
          <section aria-labelledby="product-technical-data">
            <h2 id="product-technical-data" className="text-xl font-bold">
              {t('product.sections.technicalData')}
            </h2>
            <dl className="mt-3 divide-y divide-line overflow-hidden rounded-xl bg-white ring-1 ring-line">
              {product.technical_data.map((row) => (
                <div key={row.label} className="grid grid-cols-2 gap-4 px-4 py-2.5 text-sm">
                  <dt className="text-ink-soft">{row.label}</dt>
                  <dd className="font-medium">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {product.files.length > 0 && (
          <section aria-labelledby="product-files">
            <h2 id="product-files" className="text-xl font-bold">
              {t('product.sections.files')}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {product.files.map((file) => (
                <li key={file.url}>
                  <a
                    href={file.url}
                    className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-brand-800 ring-1 ring-line hover:ring-brand-500"
                  >
                    <span className="rounded bg-brand-700 px-1.5 py-0.5 text-[11px] font-bold text-white">
                      PDF
                    </span>
                    {t(`product.files.${file.type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
