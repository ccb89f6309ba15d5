import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';

/**
 * The shop's profiles. The store configuration carries no social addresses yet, so these
 * point at the networks until the api provides each edition's own.
 */
const networks = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 1v6l5-3z',
  },
  {
    name: 'Pinterest',
    href: 'https://www.pinterest.com/',
    path: 'M12 3a9 9 0 0 0-3.3 17.4c0-.8 0-1.8.2-2.6l1.3-5.4s-.3-.7-.3-1.6c0-1.5.9-2.6 2-2.6.9 0 1.4.7 1.4 1.5 0 .9-.6 2.3-.9 3.6-.3 1.1.5 2 1.6 2 1.9 0 3.2-2.5 3.2-5.3 0-2.2-1.5-3.9-4.2-3.9a4.8 4.8 0 0 0-5 4.8c0 .9.3 1.5.7 2l-.3 1c-.1.3-.3.4-.6.3-1.3-.5-1.9-2-1.9-3.6 0-2.7 2.3-5.9 6.8-5.9 3.6 0 6 2.6 6 5.4 0 3.7-2.1 6.5-5.1 6.5-1 0-2-.6-2.3-1.2l-.7 2.5c-.2.8-.6 1.6-1 2.2A9 9 0 1 0 12 3z',
  },
];

export function SocialLinks() {
  const t = useTranslate();
  const { store } = useStorefront();
  return (
    <section>
      <h2 className="font-semibold text-white">{t('layout.footer.social.title')}</h2>
      <ul className="mt-3 flex gap-2">
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              rel="noopener"
              aria-label={t('layout.footer.social.follow', {
                store: store.name,
                network: network.name,
              })}
              className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.6}
                strokeLinejoin="round"
              >
                <path d={network.path} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
