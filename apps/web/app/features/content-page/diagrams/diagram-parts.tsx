import { createContext, useContext, useId, type ReactNode } from 'react';

/** Ids of the arrowhead and hatching of the diagram being drawn: unique per diagram on a page. */
const DiagramIds = createContext({ arrow: 'arrow', hatch: 'wall-hatch' });

/** A measurement: a line with arrowheads at both ends and its label beside the middle. */
export function Dimension({
  from,
  to,
  label,
  labelOffset = 14,
}: {
  from: [number, number];
  to: [number, number];
  label: string;
  labelOffset?: number;
}) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const ids = useContext(DiagramIds);
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2;
  return (
    <g className="text-accent-700">
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        stroke="currentColor"
        strokeWidth={2}
        markerStart={`url(#${ids.arrow})`}
        markerEnd={`url(#${ids.arrow})`}
      />
      <text
        x={vertical ? midX + labelOffset : midX}
        y={vertical ? midY : midY - labelOffset / 2 - 2}
        textAnchor={vertical ? 'start' : 'middle'}
        dominantBaseline={vertical ? 'middle' : 'auto'}
        fill="currentColor"
        fontSize={15}
        fontWeight={700}
      >
        {label}
      </text>
    </g>
  );
}

/** The hatching fill of walls drawn as free shapes. */
export function useWallFill(): string {
  return `url(#${useContext(DiagramIds).hatch})`;
}

/** A wall seen in section: a hatched band. */
export function Wall({
  x,
  y,
  width,
  height,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  const ids = useContext(DiagramIds);
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      fill={`url(#${ids.hatch})`}
      stroke="currentColor"
      strokeWidth={1.5}
    />
  );
}

/**
 * The frame every diagram shares: an accessible image with its title and description, the
 * arrowhead marker and the wall hatching.
 */
export function DiagramFrame({
  title,
  description,
  children,
  height = 300,
}: {
  title: string;
  description: string;
  children: ReactNode;
  height?: number;
}) {
  const id = useId();
  const ids = { arrow: `${id}-arrow`, hatch: `${id}-hatch` };
  return (
    <figure className="my-8 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 440 ${height}`}
        className="mx-auto h-auto w-full max-w-xl text-ink"
        data-diagram
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker
            id={ids.arrow}
            viewBox="0 0 10 10"
            refX={5}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" fill="var(--color-accent-700)" />
          </marker>
          <pattern id={ids.hatch} width={8} height={8} patternUnits="userSpaceOnUse">
            <rect width={8} height={8} fill="var(--color-surface)" />
            <path d="M0 8 L8 0" stroke="var(--color-ink-soft)" strokeWidth={1} />
          </pattern>
        </defs>
        <DiagramIds.Provider value={ids}>{children}</DiagramIds.Provider>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-ink-soft">{description}</figcaption>
    </figure>
  );
}
