import type { SketchInput } from '@shop/domain';
import { useId } from 'react';

/** The words drawn in and around the sketch, in the app's language. */
export interface ScreenSketchWords {
  /** What the drawing shows, for screen readers: a screen, or a tray seen from above. */
  describe: (measures: { width: string; height: string }, tray: boolean) => string;
  fixed: string;
  door: string;
}

const box = { width: 360, height: 300 };
const margin = { left: 56, right: 24, top: 24, bottom: 52 };

/**
 * The screen drawn to scale with the customer's measures: the glass, its fixed panel and door,
 * the tray, and dimension lines with their labels. One scale for both axes, so a 70 x 195 cm
 * screen looks narrow and a 180 x 195 cm one wide.
 */
export function ScreenSketch({
  sketch: { widthCm, heightCm, widthKnown, heightKnown, fixedSide, tray },
  words,
  className,
}: {
  sketch: SketchInput;
  words: ScreenSketchWords;
  className?: string;
}) {
  // Several sketches can share a page (an order's rows): each needs its own arrow marker.
  const arrow = `sketch-arrow-${useId()}`;
  const availableWidth = box.width - margin.left - margin.right;
  const availableHeight = box.height - margin.top - margin.bottom;
  const scale = Math.min(availableWidth / widthCm, availableHeight / heightCm);
  const w = widthCm * scale;
  const h = heightCm * scale;
  const x = margin.left + (availableWidth - w) / 2;
  const y = margin.top + (availableHeight - h);
  const floor = y + h;
  const half = w / 2;
  const fixedX = fixedSide === 'right' ? x + half : x;
  const doorX = fixedSide === 'right' ? x : x + half;
  // The door slides open over the fixed panel.
  const arrowFrom = fixedSide === 'right' ? doorX + half * 0.25 : doorX + half * 0.75;
  const arrowTo = fixedSide === 'right' ? doorX + half * 0.75 : doorX + half * 0.25;
  const widthLabel = widthKnown ? String(widthCm) : '?';
  const heightLabel = heightKnown ? String(heightCm) : '?';
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-label={words.describe({ width: widthLabel, height: heightLabel }, tray !== null)}
      className={className}
      data-testid="screen-sketch"
      data-width={widthKnown ? widthCm : undefined}
      data-height={heightKnown ? heightCm : undefined}
    >
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M0 0L10 5L0 10z" fill="#0c585c" />
        </marker>
      </defs>
      {tray ? (
        <>
          <rect
            x={x}
            y={y}
            width={w}
            height={h}
            rx={4}
            fill="#f2f1ed"
            stroke="#4a5c63"
            strokeWidth={3}
          />
          <circle
            {...drainAt(tray.drain, x, y, w, h)}
            r={Math.max(Math.min(w, h) * 0.06, 5)}
            fill="#fff"
            stroke="#4a5c63"
            strokeWidth={2}
          />
        </>
      ) : (
        <>
          <rect x={x - 6} y={floor} width={w + 12} height={8} rx={2} fill="#e2ded5" />
          <rect
            x={x}
            y={y}
            width={w}
            height={h}
            fill="#d6ebeb"
            fillOpacity={0.55}
            stroke="#4a5c63"
            strokeWidth={3}
          />
        </>
      )}
      {!tray && fixedSide !== null && (
        <>
          <rect
            x={fixedSide === 'left' ? doorX + 8 : doorX + half - 12}
            y={y + h * 0.45}
            width={4}
            height={h * 0.14}
            rx={2}
            fill="#4a5c63"
          />
          <line x1={x + half} y1={y} x2={x + half} y2={floor} stroke="#4a5c63" strokeWidth={2} />
          <text
            x={fixedX + half / 2}
            y={y + h * 0.3}
            textAnchor="middle"
            fontSize={12}
            fill="#4a5c63"
          >
            {words.fixed}
          </text>
          <text
            x={doorX + half / 2}
            y={y + h * 0.3}
            textAnchor="middle"
            fontSize={12}
            fill="#0c585c"
            fontWeight={600}
          >
            {words.door}
          </text>
          <line
            x1={arrowFrom}
            y1={y + h * 0.3 + 14}
            x2={arrowTo}
            y2={y + h * 0.3 + 14}
            stroke="#0c585c"
            strokeWidth={2}
            markerEnd={`url(#${arrow})`}
          />
        </>
      )}
      <g stroke="#0c585c" strokeWidth={1.5}>
        <line
          x1={x}
          y1={floor + 22}
          x2={x + w}
          y2={floor + 22}
          markerStart={`url(#${arrow})`}
          markerEnd={`url(#${arrow})`}
        />
        <line x1={x} y1={floor + 12} x2={x} y2={floor + 30} />
        <line x1={x + w} y1={floor + 12} x2={x + w} y2={floor + 30} />
        <line
          x1={x - 24}
          y1={y}
          x2={x - 24}
          y2={floor}
          markerStart={`url(#${arrow})`}
          markerEnd={`url(#${arrow})`}
        />
        <line x1={x - 32} y1={y} x2={x - 14} y2={y} />
        <line x1={x - 32} y1={floor} x2={x - 14} y2={floor} />
      </g>
      <text
        x={x + w / 2}
        y={floor + 44}
        textAnchor="middle"
        fontSize={14}
        fontWeight={700}
        fill="#13262d"
        data-testid="sketch-width"
      >
        {widthLabel} cm
      </text>
      <text
        x={x - 32}
        y={y + h / 2}
        textAnchor="middle"
        fontSize={14}
        fontWeight={700}
        fill="#13262d"
        transform={`rotate(-90 ${x - 32} ${y + h / 2})`}
        data-testid="sketch-height"
      >
        {heightLabel} cm
      </text>
    </svg>
  );
}

/** Where the drain sits: centred, near the middle of a short side, or of a long side. */
function drainAt(position: number | null, x: number, y: number, w: number, h: number) {
  const wide = w >= h;
  if (position === 2)
    return wide ? { cx: x + w * 0.12, cy: y + h / 2 } : { cx: x + w / 2, cy: y + h * 0.12 };
  if (position === 3)
    return wide ? { cx: x + w / 2, cy: y + h * 0.18 } : { cx: x + w * 0.18, cy: y + h / 2 };
  return { cx: x + w / 2, cy: y + h / 2 };
}
