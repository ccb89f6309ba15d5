import type { PostSummary } from '@shop/api/contracts';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale } from '../../lib/use-storefront.ts';
import { formatLongDate } from '../../lib/local-format.ts';

export const postPath = (slug: string) => `/blog/${slug}`;
export const postCategoryPath = (slug: string) => `/blog/cat/${slug}`;

/** A post in a list: cover, category, title (the link), excerpt and date. */
export function PostCard({
  post,
  timeZone,
  headingLevel = 'h2',
  priority = false,
}: {
  post: PostSummary;
  timeZone: string;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const { locale } = useLocale();
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line transition-shadow focus-within:ring-brand-600 hover:shadow-lg">
      {post.image_public_id && (
        <CatalogImage
          publicId={post.image_public_id}
          alt=""
          width={640}
          height={336}
          widths={[320, 480, 640, 865]}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 95vw"
          priority={priority}
          className="aspect-[40/21] w-full bg-brand-50 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {post.category && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {post.category.name}
          </p>
        )}
        <Heading className="text-lg leading-snug font-bold text-ink">
          <ShopLink
            to={postPath(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {post.title}
          </ShopLink>
        </Heading>
        <p className="line-clamp-3 text-sm text-ink-soft">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-ink-soft">
          <time dateTime={post.published_at}>
            {formatLongDate(post.published_at, locale, timeZone)}
          </time>
        </p>
      </div>
    </article>
  );
}
