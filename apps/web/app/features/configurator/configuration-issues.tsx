import type { ProductConfiguratorData } from '@shop/api/contracts';
import { domainErrorMessageKey, type ConfigurationIssue } from '@shop/domain';
import { useTranslate } from '../../lib/use-storefront.ts';

/** What is still missing before the configuration can go to the cart, group by group. */
export function ConfigurationIssues({
  product,
  issues,
}: {
  product: ProductConfiguratorData;
  issues: readonly ConfigurationIssue[];
}) {
  const t = useTranslate();
  if (issues.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-lg bg-accent-100 p-3 text-sm text-ink"
      data-testid="configuration-issues"
    >
      <p className="font-semibold">{t('product.configurator.incomplete')}</p>
      <ul className="mt-1 list-inside list-disc">
        {issues.map((issue, index) => {
          const group = product.attributes.find((attribute) => attribute.id === issue.attributeId);
          const message = t(domainErrorMessageKey(issue.error), { limit: issue.limit ?? '' });
          return (
            <li key={`${issue.error}-${issue.attributeId ?? index}`}>
              {group ? t('product.configurator.issue', { group: group.name, message }) : message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
