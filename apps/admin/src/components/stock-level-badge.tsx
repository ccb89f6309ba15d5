import type { StockLevel } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** Whether a product's stock is low (at or under its threshold) or enough. */
export function StockLevelBadge({ level }: { level: StockLevel }) {
  const { t } = useStaffLanguage();
  return level.is_low ? (
    <span className="rounded bg-danger-50 px-1.5 py-0.5 text-danger-700">
      {t('staffApp.stock.low', { threshold: level.low_stock_threshold })}
    </span>
  ) : (
    <span>{t('staffApp.stock.ok')}</span>
  );
}
