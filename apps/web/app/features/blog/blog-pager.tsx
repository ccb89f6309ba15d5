import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold ring-1';
const linkClass = `${itemClass} bg-white text-brand-800 ring-line hover:ring-brand-600`;
const currentClass = `${itemClass} bg-brand-700 text-white ring-brand-700`;

/** Numbered pages of a post list as plain links (?page=N): works before JavaScript loads. */
export function BlogPager({ path, page, pages }: { path: string; page: number; pages: number }) {
  const t = useTranslate();
  if (pages <= 1) return null;
  const hrefOf = (target: number) => (target === 1 ? path : `${path}?page=${target}`);
  return (
    <nav aria-label={t('blog.paging.label')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <ShopLink to={hrefOf(page - 1)} rel="prev" className={linkClass}>
              {t('blog.paging.previous')}
            </ShopLink>
          </li>
        )}
        {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            {target === page ? (
              <span aria-current="page" className={currentClass}>
                <span className="sr-only">{t('blog.paging.page', { page: target })}</span>
                <span aria-hidden="true">{target}</span>
              </span>
            ) : (
              <ShopLink
                to={hrefOf(target)}
                aria-label={t('blog.paging.page', { page: target })}
                className={linkClass}
              >
                {target}
              </ShopLink>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <ShopLink to={hrefOf(page + 1)} rel="next" className={linkClass}>
              {t('blog.paging.next')}
            </ShopLink>
          </li>
        )}
      </ul>
      <p className="text-sm text-ink-soft">{t('blog.paging.pageOf', { page, pages })}</p>
    </nav>
  );
}
