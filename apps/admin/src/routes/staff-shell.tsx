import {
  Form,
  NavLink,
  Outlet,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { LanguagePicker } from '../components/language-picker.tsx';
import { staffRoleLabel } from '../lib/labels.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { StaffSession } from '../lib/staff-api-types.ts';
import { sectionsFor } from '../lib/staff-navigation.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

export interface ShellData extends StaffSession {
  /** Open incidents, for the navigation's badge; null for whoever cannot handle them. */
  openIncidents: number | null;
  /** Professional sign-ups waiting for a decision; null for whoever cannot decide them. */
  pendingProfessionals: number | null;
}

export async function shellLoader({ request }: LoaderFunctionArgs): Promise<ShellData> {
  const session = await staffApiForPage<StaffSession>(request, 'session/', { expired: false });
  const openIncidents = session.permissions.includes('incidents.manage')
    ? (await staffApiForPage<{ open: number }>(request, 'incidents/counts/')).open
    : null;
  // The list's count is the badge: one row asked, no extra api call to maintain.
  const pendingProfessionals = session.permissions.includes('customers.approve')
    ? (
        await staffApiForPage<{ count: number }>(request, 'professional-requests/', {
          query: new URLSearchParams({ page_size: '1' }),
        })
      ).count
    : null;
  return { ...session, openIncidents, pendingProfessionals };
}

/**
 * The session is read once, not on every filter change; a page's own call finds an expired
 * session (401) and sends the staff member to sign in.
 */
export function shouldRevalidateShell({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const sameUrl = currentUrl.href === nextUrl.href;
  return formMethod !== undefined || sameUrl ? defaultShouldRevalidate : false;
}

/** The signed-in staff member, for any screen in the shell. */
export function useStaffSession(): StaffSession {
  const session = useRouteLoaderData<StaffSession>('shell');
  if (!session) throw new Error('useStaffSession outside the shell');
  return session;
}

export function StaffShell() {
  const session = useLoaderData<ShellData>();
  const { t } = useStaffLanguage();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="min-h-screen text-sm">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        {t('staffApp.skipToContent')}
      </a>
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-line bg-white px-4 py-2">
        <p className="font-semibold text-brand-700">{t('staffApp.appName')}</p>
        <nav
          aria-label={t('staffApp.nav.label')}
          className="order-last w-full lg:order-none lg:w-auto"
        >
          <ul className="flex flex-wrap gap-1">
            {sectionsFor(session.permissions).map((section) => (
              <li key={section.label}>
                {section.path ? (
                  <NavLink
                    to={section.path}
                    end={section.path === '/'}
                    className={({ isActive }) =>
                      `block rounded px-3 py-1.5 font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'}`
                    }
                  >
                    {t(section.label)}
                    {section.path === '/incidents' && (session.openIncidents ?? 0) > 0 && (
                      <span
                        className="ml-1.5 rounded-full bg-danger-700 px-1.5 text-xs font-semibold text-white"
                        aria-label={t('staffApp.incidents.openBadge', {
                          count: session.openIncidents ?? 0,
                        })}
                      >
                        {session.openIncidents}
                      </span>
                    )}
                    {section.path === '/professionals' &&
                      (session.pendingProfessionals ?? 0) > 0 && (
                        <span
                          className="ml-1.5 rounded-full bg-danger-700 px-1.5 text-xs font-semibold text-white"
                          aria-label={t('staffApp.professionals.pendingBadge', {
                            count: session.pendingProfessionals ?? 0,
                          })}
                        >
                          {session.pendingProfessionals}
                        </span>
                      )}
                  </NavLink>
                ) : (
                  <span
                    aria-disabled="true"
                    title={t('staffApp.nav.soon')}
                    className="block cursor-not-allowed rounded px-3 py-1.5 text-ink-soft"
                  >
                    {t(section.label)}
                    <span className="sr-only"> ({t('staffApp.nav.soon')})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex flex-wrap items-center gap-4">
          <p>
            <span className="font-medium">{session.name}</span>
            <span className="text-ink-soft"> · {staffRoleLabel(t, session.role)}</span>
          </p>
          <LanguagePicker />
          <Form method="post" action="/sign-out">
            <button
              type="submit"
              className="rounded border border-ink-soft px-3 py-1 font-medium hover:bg-surface"
            >
              {t('staffApp.signOut')}
            </button>
          </Form>
        </div>
      </header>
      <div
        aria-hidden="true"
        className={`h-0.5 bg-brand-600 transition-opacity ${busy ? 'opacity-100' : 'opacity-0'}`}
      />
      <main id="content" className="mx-auto max-w-[1600px] px-4 py-4">
        <Outlet />
      </main>
    </div>
  );
}
