import { Icon } from '../../components/ui/icon.tsx';

/** Five stars filled to the average, with the figures in words for screen readers. */
export function RatingStars({ average, label }: { average: number; label: string }) {
  const filled = Math.round(average);
  return (
    <p className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          className={star <= filled ? 'text-accent-500 [&_path]:fill-current' : 'text-line'}
        >
          <Icon name="star" className="size-4" />
        </span>
      ))}
      <span className="sr-only">{label}</span>
    </p>
  );
}
