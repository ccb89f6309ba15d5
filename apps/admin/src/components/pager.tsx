import { Link } from 'react-router';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** Previous and next page links of a paged list; nothing when it fits one page. */
export function Pager({
  page,
  pages,
  linkTo,
}: {
  page: number;
  pages: number;
  linkTo: (page: number) => string;
}) {
  const { t } = useStaffLanguage();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('staffApp.orders.pagination')} className="flex items-center gap-4">
      {page > 1 && (
        <Link to={linkTo(page - 1)} rel="prev" className="text-brand-700 underline">
          {t('staffApp.orders.previous')}
        </Link>
      )}
      <span>{t('staffApp.orders.page', { page, pages })}</span>
      {page < pages && (
        <Link to={linkTo(page + 1)} rel="next" className="text-brand-700 underline">
          {t('staffApp.orders.next')}
        </Link>
      )}
    </nav>
  );
}
