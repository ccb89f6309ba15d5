/** A pipe cracked in two with a drip: the 'pipe broke' picture of the error pages. */
export function BrokenPipe({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 200 120" className={className} fill="none">
      <path d="M10 40h70l8 6-6 8H10z" fill="currentColor" opacity="0.85" />
      <path d="M190 40h-78l-6 7 7 7h77z" fill="currentColor" opacity="0.85" />
      <rect x="4" y="34" width="12" height="26" rx="3" fill="currentColor" />
      <rect x="184" y="34" width="12" height="26" rx="3" fill="currentColor" />
      <path d="M97 62c4 7 7 11 7 15a7 7 0 0 1-14 0c0-4 3-8 7-15z" className="fill-brand-200" />
      <path
        d="M99 92c3 5 5 8 5 11a5 5 0 0 1-10 0c0-3 2-6 5-11z"
        className="fill-brand-200"
        opacity="0.7"
      />
      <path
        d="M60 112h80"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.25"
      />
    </svg>
  );
}
