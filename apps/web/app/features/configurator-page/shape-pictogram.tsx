import type { ScreenShapeKey } from './screen-choices.ts';

/** Each shape seen from above: walls in grey, the glass in teal. */
const plans: Record<ScreenShapeKey, { walls: string; glass: string }> = {
  frontal: { walls: 'M8 8v32M40 8v32M8 8h32', glass: 'M8 38h32' },
  angular: { walls: 'M8 40V8h32', glass: 'M40 8v30H8' },
  semicircular: { walls: 'M8 40V8h32', glass: 'M40 8v8a24 24 0 0 1-24 24H8' },
  fija: { walls: 'M8 40V8h32', glass: 'M26 8v26' },
  banera: {
    walls: 'M6 10h36v28H6z',
    glass: 'M30 10v28',
  },
};

export function ShapePictogram({ shape }: { shape: ScreenShapeKey }) {
  const plan = plans[shape];
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-12 shrink-0" fill="none">
      <rect x="2" y="2" width="44" height="44" rx="10" fill="#eef6f6" />
      <path d={plan.walls} stroke="#4a5c63" strokeWidth="4" strokeLinecap="round" />
      <path d={plan.glass} stroke="#1b7f85" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
