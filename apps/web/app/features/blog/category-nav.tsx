import type { PostCategory } from '@shop/api/contracts';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { postCategoryPath } from './post-card.tsx';

const chipClass =
  'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors';

/** The blog's categories as chips; the current one (or "all posts" on /blog) is marked. */
export function CategoryNav({
  categories,
  current,
}: {
  categories: readonly PostCategory[];
  current: string | null;
}) {
  const t = useTranslate();
  const chip = (active: boolean) =>
    `${chipClass} ${active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-line hover:ring-brand-600'}`;
  return (
    <nav
      aria-label={t('blog.categories')}
      className="-mx-4 mt-6 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 sm:flex-wrap">
        <li>
          <ShopLink
            to="/blog"
            aria-current={current === null ? 'page' : undefined}
            className={chip(current === null)}
          >
            {t('blog.allPosts')}
          </ShopLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <ShopLink
              to={postCategoryPath(category.slug)}
              aria-current={current === category.slug ? 'page' : undefined}
              className={chip(current === category.slug)}
            >
              {category.name}
              <span className="text-xs opacity-80">({category.post_count})</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
