import { data, Form } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading, Panel, secondaryButton } from '../../features/account/account-page.tsx';
import {
  billingAddressLines,
  shippingAddressLines,
} from '../../features/account/address-summary.ts';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { Notice } from '../../features/auth/form-controls.tsx';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/addresses';
import { formBody } from '../../lib/request-body.server.ts';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout'] };

export async function loader({ request }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const api = createAccountApi(context.scope);
  const [shipping, billing] = await Promise.all([api.shipping.list(), api.billing.list()]);
  const saved = new URL(request.url).searchParams.get('aviso') === 'saved';
  return withSession(context, {
    shipping: shipping.results,
    billing: billing.results,
    saved,
  });
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  const form = await formBody(request);
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return data({ deleted: false }, { status: 400 });
  const api = createAccountApi(context.scope);
  await (form.get('kind') === 'billing' ? api.billing : api.shipping).remove(id);
  return withSession(context, { deleted: true });
}

function DeleteButton({ kind, id }: { kind: 'shipping' | 'billing'; id: number }) {
  const t = useTranslate();
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        // SPEC section 8: address deletion asks for confirmation first.
        if (!window.confirm(t('account.addresses.confirmDelete'))) event.preventDefault();
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="text-sm font-semibold text-accent-700 underline hover:text-ink"
        data-testid={`delete-${kind}-${id}`}
      >
        {t('account.addresses.delete')}
      </button>
    </Form>
  );
}

function AddressCard({
  kind,
  id,
  isDefault,
  lines,
}: {
  kind: 'shipping' | 'billing';
  id: number;
  isDefault: boolean;
  lines: string[];
}) {
  const t = useTranslate();
  const [first, ...rest] = lines;
  return (
    <li
      data-testid={`${kind}-address`}
      className="flex flex-col justify-between gap-3 rounded-xl p-4 ring-1 ring-line"
    >
      <address className="not-italic leading-relaxed">
        {isDefault && (
          <span className="mb-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800 ring-1 ring-brand-200">
            {t('account.addresses.default')}
          </span>
        )}
        <strong className="block font-semibold">{first}</strong>
        {rest.map((line) => (
          <span key={line} className="block text-ink-soft">
            {line}
          </span>
        ))}
      </address>
      <div className="flex items-center gap-4">
        <ShopLink
          to={`/address/form-${kind}/${id}`}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('account.addresses.edit')}
        </ShopLink>
        <DeleteButton kind={kind} id={id} />
      </div>
    </li>
  );
}

/** /address: the shipping and billing address books, kept separately (SPEC section 3). */
export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <>
      <AccountHeading title={t('account.addresses.title')} />
      <div aria-live="polite">
        {actionData?.deleted && <Notice>{t('account.addresses.deleted')}</Notice>}
        {loaderData.saved && !actionData && <Notice>{t('account.addresses.saved')}</Notice>}
      </div>
      <div className="space-y-6">
        <Panel>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold">{t('account.addresses.shipping')}</h2>
            <ShopLink to="/address/form-shipping" className={secondaryButton}>
              {t('account.addresses.addShipping')}
            </ShopLink>
          </div>
          {loaderData.shipping.length === 0 ? (
            <p className="text-ink-soft">{t('account.addresses.empty')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {loaderData.shipping.map((a) => (
                <AddressCard
                  key={a.id}
                  kind="shipping"
                  id={a.id}
                  isDefault={a.is_default}
                  lines={shippingAddressLines(a)}
                />
              ))}
            </ul>
          )}
        </Panel>
        <Panel>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold">{t('account.addresses.billing')}</h2>
            <ShopLink to="/address/form-billing" className={secondaryButton}>
              {t('account.addresses.addBilling')}
            </ShopLink>
          </div>
          {loaderData.billing.length === 0 ? (
            <p className="text-ink-soft">{t('account.addresses.empty')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {loaderData.billing.map((a) => (
                <AddressCard
                  key={a.id}
                  kind="billing"
                  id={a.id}
                  isDefault={a.is_default}
                  lines={billingAddressLines(a, t)}
                />
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
