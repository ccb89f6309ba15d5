import { Link } from 'react-router';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/**
 * Previous and next page links of a paged list; nothing when it fits one page. `openEnded`: the
 * list was too long to count (more pages than `pages`), so there is always a next page and
 * no "of N".
 */
export function Pager({
  page,
  pages,
  linkTo,
  openEnded = false,
}: {
  page: number;
  pages: number;
  linkTo: (page: number) => string;
  openEnded?: boolean;
}) {
  const { t } = useStaffLanguage();
  if (pages <= 1 && !openEnded) return null;
  return (
    <nav aria-label={t('staffApp.orders.pagination')} className="flex items-center gap-4">
      {page > 1 && (
        <Link to={linkTo(page - 1)} rel="prev" className="text-brand-700 underline">
          {t('staffApp.orders.previous')}
        </Link>
      )}
      <span>
        {openEnded
          ? t('staffApp.orders.pageOfMany', { page })
          : t('staffApp.orders.page', { page, pages })}
      </span>
      {(page < pages || openEnded) && (
        <Link to={linkTo(page + 1)} rel="next" className="text-brand-700 underline">
          {t('staffApp.orders.next')}
        </Link>
      )}
    </nav>
  );
}
