import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useStorefront } from '../../lib/use-storefront.ts';

/**
 * The footer menu from the api (customer care, legal pages, the shop): one column per group,
 * links crawlers follow from every page.
 */
export function SeoMenuColumns() {
  const { footerMenu } = useStorefront();
  return (
    <>
      {footerMenu.map((group) => (
        <section key={group.id}>
          <h2 className="font-semibold text-white">
            <ShopLink to={group.web_url} className="hover:underline">
              {group.web_name}
            </ShopLink>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {group.sub_items.map((item) => (
              <li key={item.id}>
                <ShopLink
                  to={item.web_url}
                  className="text-brand-100 hover:text-white hover:underline"
                >
                  {item.web_name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
