import { Link } from 'react-router';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/**
 * A list screen's top: the browser tab's title, the heading and the one link the list leads to
 * (a new item, the bulk change).
 */
export function ListHeading({
  title,
  action,
}: {
  title: string;
  action: { to: string; label: string };
}) {
  const { t } = useStaffLanguage();
  return (
    <>
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-xl font-semibold">{title}</h1>
        <Link to={action.to} className="rounded bg-brand-700 px-4 py-1.5 font-semibold text-white">
          {action.label}
        </Link>
      </div>
    </>
  );
}
