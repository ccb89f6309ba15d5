import { FavouriteButton } from '../account/favourite-button.tsx';
import { DeferredSection } from '../home/deferred-section.tsx';
import { ProductGallery } from '../gallery/product-gallery.tsx';
import { AddToCartForm } from '../cart/add-to-cart-form.tsx';
import { ProductConfigurator } from '../configurator/product-configurator.tsx';
import { BuyBox } from './buy-box.tsx';
import type { ProductPageData } from './load-product-page.server.ts';
import { ProductBreadcrumb } from './product-breadcrumb.tsx';
import { ProductDetails } from './product-details.tsx';
import { ProductQuestions } from './product-questions.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { RelatedProducts } from './related-products.tsx';
import { useRecordRecentlyViewed } from './use-recently-viewed.ts';

export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, configurator, store } = data;
  useRecordRecentlyViewed(product.id);
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 lg:py-8">
      <div className="space-y-5">
        <ProductBreadcrumb links={product.breadcrumb} />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
          <div className="relative min-w-0">
            <ProductGallery images={product.images} videos={product.videos} name={product.name} />
            <FavouriteButton
              productId={product.id}
              name={product.name}
              className="absolute right-3 top-3 z-10"
            />
          </div>
          <BuyBox product={product}>
            <ProductConfigurator
              product={product}
              configurator={configurator}
              installationAvailable={product.installation_available && store.facilityAvailable}
              submitted={data.plain}
            />
            {/* A product without choices goes straight to the cart. */}
            {configurator.attributes.length === 0 && configurator.complementTypes.length === 0 && (
              <AddToCartForm productId={product.id} withQuantity />
            )}
          </BuyBox>
        </div>
      </div>
      <ProductDetails product={product} />
      <DeferredSection data={data.feedback} placeholder={null}>
        {(feedback) => (
          <div className="grid gap-10 lg:grid-cols-2">
            <ProductReviews reviews={feedback.reviews} rating={feedback.rating} />
            <ProductQuestions questions={feedback.questions} productId={product.id} />
          </div>
        )}
      </DeferredSection>
      <DeferredSection data={data.related} placeholder={null}>
        {(products) => <RelatedProducts products={products} />}
      </DeferredSection>
    </div>
  );
}
