import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { staffApi } from '../lib/staff-api.ts';
import type { AuditEntry, Paged } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { useStaffSession } from '../routes/staff-shell.tsx';
import { AuditTable } from './audit-table.tsx';
import { DetailSection } from './detail-section.tsx';

const shown = 20;

/**
 * The order's own audit entries (the order's and its sub-orders'), newest first, for roles
 * that read the audit log; the full list is one link away. Read again whenever the order is
 * (`version` changes after each change made on the screen).
 */
export function OrderAudit({ orderId, version }: { orderId: number; version: string }) {
  const { t } = useStaffLanguage();
  const session = useStaffSession();
  const allowed = session.permissions.includes('audit.read');
  const [entries, setEntries] = useState<Paged<AuditEntry> | null>(null);
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ order_id: String(orderId), page_size: String(shown) });
    staffApi<Paged<AuditEntry>>('audit/', { query, signal: controller.signal })
      .then(setEntries)
      .catch(() => setEntries(null));
    return () => controller.abort();
  }, [allowed, orderId, version]);
  if (!allowed || entries === null) return null;
  return (
    <DetailSection
      id="order-audit"
      title={t('staffApp.audit.orderTitle')}
      empty={entries.results.length === 0 ? t('staffApp.audit.empty') : undefined}
    >
      <AuditTable entries={entries.results} label={t('staffApp.audit.orderTitle')} />
      {
        <p>
          <Link to={`/audit?order_id=${orderId}`} className="text-brand-700 underline">
            {t('staffApp.audit.seeAll')}
          </Link>
        </p>
      }
    </DetailSection>
  );
}
