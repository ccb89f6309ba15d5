import type { ProductConfiguratorData } from '@shop/api/contracts';
import {
  formatMoney,
  orderedGroups,
  type ConfigurationIssue,
  type Configuration,
} from '@shop/domain';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { AddToCartForm } from '../cart/add-to-cart-form.tsx';
import { AttributeGroup } from './attribute-group.tsx';
import { ConfigurationIssues } from './configuration-issues.tsx';
import { configureParam } from './plain-configuration.ts';
import { priceRequest } from './price-request.ts';

export type PlainConfiguration = {
  configuration: Configuration;
  issues: ConfigurationIssue[];
  measureTexts: Record<number, string>;
  /** The server's total, when the submitted configuration is complete. */
  price: number | null;
};

/**
 * The configurator before (or without) JavaScript: every group in one GET form that reloads
 * the page with the choices in the URL, where the server checks and prices them.
 */
export function PlainConfiguratorForm({
  product,
  configuration,
  submitted,
}: {
  product: ProductConfiguratorData;
  configuration: Configuration;
  submitted: PlainConfiguration | null;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const issueOf = (attributeId: number) => {
    const issue = submitted?.issues.find((candidate) => candidate.attributeId === attributeId);
    return issue ? { code: issue.error, limit: issue.limit } : null;
  };
  return (
    <details
      id="configurador"
      open={submitted !== null}
      className="group rounded-2xl bg-white ring-1 ring-line"
    >
      <summary className="flex h-13 cursor-pointer list-none items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white hover:bg-brand-800 group-open:rounded-b-none group-open:rounded-t-2xl">
        {t('product.configure')}
      </summary>
      <form method="get" action="#configurador" className="space-y-5 p-4">
        <input type="hidden" name={configureParam} value="1" />
        <p className="text-sm text-ink-soft">{t('product.configurator.noScript.text')}</p>
        {orderedGroups(product).map((group) => {
          const attribute = product.attributes.find((candidate) => candidate.id === group.id);
          return attribute ? (
            <AttributeGroup
              key={attribute.id}
              attribute={attribute}
              selectedIds={configuration.optionIds}
              measureText={
                submitted?.measureTexts[attribute.id] ??
                configuration.measures[attribute.id]?.toString()
              }
              error={issueOf(attribute.id)}
              named
            />
          ) : null;
        })}
        <label className="flex items-center justify-between font-semibold">
          {t('product.configurator.quantity')}
          <input
            type="number"
            name="quantity"
            min={1}
            defaultValue={configuration.quantity}
            className="h-11 w-20 rounded-lg border border-line px-3"
          />
        </label>
        {submitted && <ConfigurationIssues product={product} issues={submitted.issues} />}
        {submitted?.price != null && (
          <p
            role="status"
            className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900"
            data-testid="plain-configuration-price"
          >
            {t('product.configurator.noScript.price', {
              price: formatMoney(submitted.price, locale),
            })}
          </p>
        )}
        <button
          type="submit"
          className="h-12 w-full rounded-full bg-accent-500 font-semibold text-ink hover:bg-accent-100"
        >
          {t('product.configurator.noScript.submit')}
        </button>
      </form>
      {submitted?.price != null && submitted.issues.length === 0 && (
        <div className="border-t border-line p-4">
          <AddToCartForm productId={product.id} configuration={priceRequest(configuration)} />
        </div>
      )}
    </details>
  );
}
