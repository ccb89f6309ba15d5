import type { MenuItem } from '@shop/api/contracts';
import { Icon } from './icon.tsx';

const careColumns = [
  [
    'Atención al cliente',
    ['Estado de mi pedido', 'Cómo medir tu mampara', 'Servicio de instalación', 'Profesionales'],
  ],
  [
    'Información',
    ['Aviso legal', 'Condiciones de venta', 'Política de privacidad', 'Política de cookies'],
  ],
  ['La tienda', ['Quiénes somos', 'Blog', 'Marcas', 'Opiniones', 'Novedades']],
] as const;
const payments = ['VISA', 'Mastercard', 'PayPal', 'Klarna', 'Transferencia'];
const networks = ['Facebook', 'Instagram', 'YouTube', 'Pinterest'];
const slug = (text: string) => `/cms/${text.toLowerCase().replaceAll(' ', '-')}`;

function Newsletter() {
  const fields = [
    ['email', 'Correo electrónico', 'email'],
    ['name', 'Nombre', 'text'],
    ['surname', 'Apellidos', 'text'],
  ] as const;
  return (
    <section aria-labelledby="newsletter-title" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-bold text-brand-900">
            Llévate 5 € de descuento
          </h2>
          <p className="mt-2 text-ink-soft">
            Suscríbete a nuestra newsletter y recibe ofertas, novedades e ideas para tu baño.
          </p>
        </div>
        <form method="post" action="/newsletter/subscribe" className="space-y-4">
          <input type="hidden" name="returnTo" value="/" />
          <div className="grid gap-4 sm:grid-cols-3">
            {fields.map(([name, label, type]) => (
              <div key={name}>
                <label htmlFor={`newsletter-${name}`} className="text-sm font-medium">
                  {label}
                </label>
                <input
                  id={`newsletter-${name}`}
                  type={type}
                  name={name}
                  required
                  className="mt-1 h-11 w-full rounded-lg border border-line bg-white px-4"
                />
              </div>
            ))}
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="privacy" required className="mt-1 size-4" />
            <span>
              He leído y acepto la{' '}
              <a href="/cms/politica-de-privacidad" className="underline">
                política de privacidad
              </a>
            </span>
          </label>
          <button
            type="submit"
            className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Suscribirme
          </button>
        </form>
      </div>
    </section>
  );
}

export function SiteFooter({
  storeName,
  footerMenu,
}: {
  storeName: string;
  footerMenu: MenuItem[];
}) {
  return (
    <footer className="mt-16">
      <Newsletter />
      <div className="bg-brand-900 text-brand-100">
        <div className="mx-auto max-w-7xl px-4 pt-10">
          <nav aria-label="Categorías" className="border-b border-white/10 pb-8">
            <ul className="grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3 lg:grid-cols-5">
              {footerMenu.map((group) => (
                <li key={group.id}>
                  <a href={group.web_url} className="font-semibold text-white hover:underline">
                    {group.web_name}
                  </a>
                  <ul className="mt-2 space-y-1.5 text-sm">
                    {group.sub_items.map((item) => (
                      <li key={item.id}>
                        <a
                          href={item.web_url}
                          className="text-brand-100 hover:text-white hover:underline"
                        >
                          {item.web_name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
            <nav aria-label="Información y ayuda" className="contents">
              {careColumns.map(([title, links]) => (
                <section key={title}>
                  <h2 className="font-semibold text-white">{title}</h2>
                  <ul className="mt-3 space-y-2 text-sm">
                    {links.map((link) => (
                      <li key={link}>
                        <a href={slug(link)} className="hover:text-white hover:underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
            <div className="space-y-8">
              <section>
                <h2 className="font-semibold text-white">Pago seguro</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {payments.map((payment) => (
                    <li
                      key={payment}
                      className="rounded bg-white px-2 py-1 text-xs font-bold text-brand-900"
                    >
                      {payment}
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h2 className="font-semibold text-white">Síguenos</h2>
                <ul className="mt-3 flex gap-3">
                  {networks.map((network) => (
                    <li key={network}>
                      <a
                        href={`https://www.${network.toLowerCase()}.com/`}
                        rel="noopener"
                        aria-label={`${storeName} en ${network}`}
                        className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                      >
                        <Icon name="social" className="size-5" />
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </div>
        <p className="border-t border-white/10 px-4 py-5 text-center text-sm text-brand-100">
          © {new Date().getFullYear()} {storeName}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
