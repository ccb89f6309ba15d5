import { ShopLink } from '../../components/ui/shop-link.tsx';
import { MeasuringDiagram } from './diagrams/measuring-diagrams.tsx';
import type { Showcases } from './load-showcases.server.ts';
import type { Block, Inline } from './page-body.ts';
import { ProductCard } from '../product-card/product-card.tsx';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Shop paths keep the visitor's language; queries, e-mail and telephone links stay as written. */
function BodyLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: string;
}) {
  return href.startsWith('/') ? (
    <ShopLink to={href} className={className}>
      {children}
    </ShopLink>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function InlineContent({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.kind === 'strong') {
      return (
        <strong key={index} className="font-semibold text-ink">
          {part.text}
        </strong>
      );
    }
    if (part.kind === 'link') {
      return (
        <BodyLink key={index} href={part.href} className={linkClass}>
          {part.text}
        </BodyLink>
      );
    }
    return part.text;
  });
}

function BodyBlock({ block, showcases }: { block: Block; showcases: Showcases }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2
          id={block.anchor}
          className="mt-10 scroll-mt-28 text-xl font-bold text-brand-900 sm:text-2xl"
        >
          {block.text}
        </h2>
      ) : (
        <h3 id={block.anchor} className="mt-6 scroll-mt-28 text-lg font-semibold text-brand-900">
          {block.text}
        </h3>
      );
    case 'paragraph':
      return (
        <p className="mt-4 leading-relaxed text-ink-soft">
          <InlineContent parts={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-soft marker:text-brand-500">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineContent parts={item} />
            </li>
          ))}
        </ul>
      );
    case 'diagram':
      return <MeasuringDiagram name={block.name} />;
    case 'products': {
      const products = showcases[block.showcase] ?? [];
      // An empty list draws nothing: the page's own text and links still lead to the shop.
      if (products.length === 0) return null;
      return (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      );
    }
    case 'cta':
      return (
        <p className="mt-6">
          <BodyLink
            href={block.href}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {block.label}
          </BodyLink>
        </p>
      );
  }
}

/** A page body parsed by parsePageBody, drawn with the shop's type styles. */
export function PageBodyView({
  blocks,
  showcases = {},
}: {
  blocks: readonly Block[];
  showcases?: Showcases;
}) {
  return blocks.map((block, index) => (
    <BodyBlock key={index} block={block} showcases={showcases} />
  ));
}
