import type { NamedLink, Post } from '@shop/api/contracts';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { imageUrl } from '../../lib/image-url.ts';
import { useLocalizedPath, useStorefront } from '../../lib/use-storefront.ts';

/**
 * schema.org BlogPosting and BreadcrumbList of a post, plus FAQPage when it has FAQs, in one
 * graph, with absolute URLs on the edition's origin.
 */
export function PostStructuredData({
  post,
  breadcrumb,
}: {
  post: Post;
  breadcrumb: readonly NamedLink[];
}) {
  const { seo, store, editionLocale } = useStorefront();
  const localized = useLocalizedPath();
  const absolute = (path: string) => `${seo.origin}${localized(path)}`;
  const url = absolute(`/blog/${post.slug}`);
  const image = post.image_public_id
    ? new URL(imageUrl(store.imageCdnUrl, post.image_public_id, 1200), seo.origin).href
    : undefined;
  const posting = {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.seo_description,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    // Each edition writes its own posts: they are in its language whatever the visitor chose.
    inLanguage: editionLocale,
    author: { '@type': 'Organization', name: post.author_name || store.name },
    publisher: { '@type': 'Organization', name: store.name },
    ...(image ? { image } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
  };
  const breadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumb.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.name,
      item: absolute(link.url),
    })),
  };
  const faqPage =
    post.faqs && post.faqs.length > 0
      ? {
          '@type': 'FAQPage',
          mainEntity: post.faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        }
      : null;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@graph': [posting, breadcrumbList, ...(faqPage ? [faqPage] : [])],
      }}
    />
  );
}
