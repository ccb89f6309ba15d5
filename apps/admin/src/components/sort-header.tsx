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

/** A column header whose link sorts the list by it (and turns a sorted one around). */
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
  const { t } = useStaffLanguage();
  const direction = sortDirection(filters.ordering, column);
  const next = withChanges(filters, { ordering: orderingAfterClick(filters.ordering, column) });
  return (
    <th scope="col" aria-sort={direction} className={numeric ? 'text-right' : undefined}>
      <Link
        to={`/orders?${searchFromFilters(next)}`}
        title={t('staffApp.orders.sortBy', { column: label })}
        className="inline-flex items-center gap-1 whitespace-nowrap underline decoration-dotted"
      >
        {label}
        <span aria-hidden="true">{arrows[direction]}</span>
      </Link>
    </th>
  );
}
