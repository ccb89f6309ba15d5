/** The edition's wordmark: a water-drop mark and the store name, drawn so it never loads late. */
export function StoreLogo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M16 6c4 5 7 9 7 13a7 7 0 0 1-14 0c0-4 3-8 7-13z" fill="#fff" />
      </svg>
      <span className="text-lg font-bold leading-tight tracking-tight text-brand-900 sm:whitespace-nowrap sm:text-xl">
        {name}
      </span>
    </span>
  );
}
