import { Link } from 'react-router';
import {
  orderingAfterClick,
  searchFromFilters,
  sortDirection,
  withChanges,
  type OrderFilters,
  type SortColumn,
} from '../lib/order-filters.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const arrows = { ascending: '▲', descending: '▼', none: '' } as const;

/** A column header whose link (`to`) sorts a list by it; `direction` is how it is sorted now. */
export function SortableHeader({
  direction,
  to,
  label,
  numeric = false,
  className = '',
}: {
  direction: keyof typeof arrows;
  to: string;
  label: string;
  numeric?: boolean;
  className?: string;
}) {
  const { t } = useStaffLanguage();
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={`${numeric ? 'text-right' : ''} ${className}`.trim() || undefined}
    >
      <Link
        to={to}
        title={t('staffApp.orders.sortBy', { column: label })}
        className="inline-flex items-center gap-1 whitespace-nowrap underline decoration-dotted"
      >
        {label}
        <span aria-hidden="true">{arrows[direction]}</span>
      </Link>
    </th>
  );
}

/** A column header of the orders list whose link sorts by it (and turns a sorted one around). */
export function SortHeader({
  filters,
  column,
  label,
  numeric = false,
}: {
  filters: OrderFilters;
  column: SortColumn;
  label: string;
  numeric?: boolean;
}) {
  const next = withChanges(filters, { ordering: orderingAfterClick(filters.ordering, column) });
  return (
    <SortableHeader
      direction={sortDirection(filters.ordering, column)}
      to={`/orders?${searchFromFilters(next)}`}
      label={label}
      numeric={numeric}
    />
  );
}
