import { useTranslate } from '../../lib/use-storefront.ts';
import { useCartForm } from './use-cart-form.ts';

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/** Removes a row (DELETE cart-rows/{id}/delete_item/); the cart is read again after it. */
export function RemoveRowButton({ rowId, name }: { rowId: number; name: string }) {
  const t = useTranslate();
  const { fetcher, action, hydrated, reply } = useCartForm();
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="row" value={rowId} />
      {hydrated && <input type="hidden" name="answer" value="json" />}
      <button
        type="submit"
        aria-label={t('cartPage.row.removeLabel', { name })}
        className="flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-medium text-ink-soft hover:bg-accent-100 hover:text-accent-700"
      >
        <TrashIcon />
        <span>{t('cartPage.row.remove')}</span>
      </button>
      {reply && !reply.ok && <p className="mt-1 text-sm text-accent-700">{reply.message}</p>}
    </fetcher.Form>
  );
}
