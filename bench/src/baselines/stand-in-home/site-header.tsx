import type { MenuItem } from '@shop/api/contracts';
import { Icon, type IconName } from './icon.tsx';

const promises = [
  'Envío gratis a península',
  'Mamparas a medida en 2-3 semanas',
  'Pago seguro y en plazos',
];
const actions: [string, IconName, string][] = [
  ['/estado-pedido', 'truck', 'Estado del pedido'],
  ['/favourites', 'heart', 'Favoritos'],
  ['/login', 'user', 'Mi cuenta'],
  ['/cart', 'cart', 'Carrito'],
];

function PromoStrip() {
  return (
    <aside aria-label="Por qué comprar con nosotros" className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <ul className="flex gap-6">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <Icon name="truck" className="size-4 text-brand-200" />
              {promise}
            </li>
          ))}
        </ul>
        <a href="tel:+34911234567" className="flex items-center gap-2 font-semibold">
          <Icon name="phone" className="size-4" />
          Atención al cliente: +34 911 23 45 67
        </a>
      </div>
    </aside>
  );
}

function MegaMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label="Menú principal" className="relative hidden lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap px-4">
        {items.map((item) => (
          <li key={item.id} className="group">
            <a
              href={item.web_url}
              className="block border-b-2 border-transparent px-3 py-3 text-[15px] font-medium text-ink group-hover:border-brand-600 group-hover:text-brand-700"
            >
              {item.web_name}
            </a>
            {item.sub_items.length > 0 && (
              <div className="invisible absolute inset-x-0 top-full z-40 border-t border-line bg-white opacity-0 shadow-xl group-hover:visible group-hover:opacity-100">
                <div className="mx-auto grid max-w-7xl grid-cols-4 gap-x-8 gap-y-6 px-8 py-8">
                  {item.sub_items.map((column) => (
                    <div key={column.id}>
                      <a
                        href={column.web_url}
                        className="font-semibold text-brand-800 hover:text-brand-600 hover:underline"
                      >
                        {column.web_name}
                      </a>
                      <ul className="mt-3 space-y-2 text-sm">
                        {column.sub_items.map((leaf) => (
                          <li key={leaf.id}>
                            <a
                              href={leaf.web_url}
                              className="text-ink-soft hover:text-brand-700 hover:underline"
                            >
                              {leaf.web_name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteHeader({ storeName, mainMenu }: { storeName: string; mainMenu: MenuItem[] }) {
  return (
    <>
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Saltar al contenido
      </a>
      <PromoStrip />
      <header className="relative z-30 w-full border-b border-line bg-white">
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-3 px-4 py-3 lg:gap-x-10">
          <a
            href="/"
            aria-label={`${storeName}, ir a la página de inicio`}
            className="flex items-center gap-2 text-xl font-bold text-brand-800"
          >
            <Icon name="social" className="size-8" />
            {storeName}
          </a>
          <form
            role="search"
            method="get"
            action="/buscar"
            className="col-span-3 row-start-2 lg:col-span-1 lg:row-start-1 lg:col-start-2 lg:max-w-2xl"
          >
            <label htmlFor="q" className="sr-only">
              Buscar productos
            </label>
            <div className="flex h-11 items-center rounded-full border border-line bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200">
              <input
                id="q"
                type="search"
                name="q"
                placeholder="Buscar mamparas, platos de ducha, grifos…"
                className="h-full min-w-0 flex-1 rounded-l-full bg-transparent pl-5 text-base text-ink placeholder:text-ink-soft focus:outline-none"
              />
              <button
                type="submit"
                className="mr-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
              >
                <Icon name="search" className="size-5" />
                <span className="sr-only">Buscar</span>
              </button>
            </div>
          </form>
          <ul className="col-start-3 row-start-1 flex items-center gap-0.5 justify-self-end sm:gap-1">
            {actions.map(([href, icon, label]) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  className="relative flex flex-col items-center gap-0.5 rounded-lg p-2 text-ink hover:bg-brand-50 hover:text-brand-700"
                >
                  <Icon name={icon} />
                  <span aria-hidden="true" className="hidden text-xs font-medium xl:block">
                    {label}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <MegaMenu items={mainMenu} />
      </header>
    </>
  );
}
