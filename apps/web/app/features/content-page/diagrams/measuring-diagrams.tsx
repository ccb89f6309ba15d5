import type { Translate } from '@shop/i18n';
import { useTranslate } from '../../../lib/use-storefront.ts';
import { DiagramFrame, Dimension, useWallFill, Wall } from './diagram-parts.tsx';

const glass = { fill: 'var(--color-brand-100)', stroke: 'var(--color-brand-600)', strokeWidth: 3 };
const tray = { fill: 'var(--color-surface)', stroke: 'currentColor', strokeWidth: 1.5 };

/** The dashed line is the true vertical: how far a wall leaves it is its out-of-plumb. */
function PlumbLegend({ y }: { y: number }) {
  const t = useTranslate();
  return (
    <g>
      <line
        x1={60}
        y1={y - 5}
        x2={92}
        y2={y - 5}
        stroke="var(--color-ink-soft)"
        strokeDasharray="5 4"
      />
      <text x={100} y={y} fontSize={14} fill="currentColor">
        {t('content.diagrams.plumb')}
      </text>
    </g>
  );
}

function LeaningWall() {
  return (
    <path
      d="M40 20 L70 20 L60 270 L30 270 Z"
      fill={useWallFill()}
      stroke="currentColor"
      strokeWidth={1.5}
    />
  );
}

/** A shower screen between two walls, seen from the front; the left wall leans (out of plumb). */
function FrontalDiagram({ t }: { t: Translate }) {
  return (
    <DiagramFrame
      title={t('content.diagrams.frontalTitle')}
      description={t('content.diagrams.frontal')}
      height={320}
    >
      <LeaningWall />
      <Wall x={330} y={20} width={30} height={250} />
      <line x1={70} y1={20} x2={70} y2={270} stroke="var(--color-ink-soft)" strokeDasharray="5 4" />
      <rect x={60} y={250} width={270} height={20} {...tray} />
      <text x={195} y={290} textAnchor="middle" fontSize={14} fill="currentColor">
        {t('content.diagrams.tray')}
      </text>
      <rect x={72} y={60} width={256} height={188} {...glass} opacity={0.7} />
      <Dimension from={[70, 45]} to={[330, 45]} label={t('content.diagrams.widthTop')} />
      <Dimension from={[65, 150]} to={[330, 150]} label={t('content.diagrams.widthMiddle')} />
      <Dimension from={[61, 238]} to={[330, 238]} label={t('content.diagrams.widthBottom')} />
      <Dimension from={[384, 60]} to={[384, 250]} label={t('content.diagrams.height')} />
      <PlumbLegend y={312} />
    </DiagramFrame>
  );
}

/** A corner screen seen from above: two walls meet at the back left, glass on the two open sides. */
function AngularDiagram({ t }: { t: Translate }) {
  return (
    <DiagramFrame
      title={t('content.diagrams.angularTitle')}
      description={t('content.diagrams.angular')}
      height={320}
    >
      <text x={92} y={14} fontSize={14} fill="currentColor">
        {t('content.diagrams.wall')}
      </text>
      <Wall x={60} y={20} width={340} height={24} />
      <Wall x={60} y={44} width={24} height={236} />
      <rect x={84} y={44} width={220} height={190} {...tray} />
      <text x={194} y={145} textAnchor="middle" fontSize={14} fill="currentColor">
        {t('content.diagrams.tray')}
      </text>
      <line x1={84} y1={234} x2={304} y2={234} {...glass} />
      <line x1={304} y1={44} x2={304} y2={234} {...glass} />
      <Dimension from={[84, 262]} to={[304, 262]} label="A" labelOffset={-36} />
      <Dimension from={[336, 44]} to={[336, 234]} label="B" labelOffset={12} />
      <text x={220} y={308} textAnchor="middle" fontSize={14} fill="currentColor">
        {`A, B: ${t('content.diagrams.widthTop')} · ${t('content.diagrams.widthBottom')}`}
      </text>
    </DiagramFrame>
  );
}

/** A quarter-round screen seen from above: both sides from the corner and the radius. */
function SemicircularDiagram({ t }: { t: Translate }) {
  return (
    <DiagramFrame
      title={t('content.diagrams.semicircularTitle')}
      description={t('content.diagrams.semicircular')}
      height={320}
    >
      <Wall x={60} y={20} width={340} height={24} />
      <Wall x={60} y={44} width={24} height={236} />
      <path d="M84 44 L304 44 L304 130 A134 134 0 0 1 170 264 L84 264 Z" {...tray} />
      <path d="M304 44 L304 130 A134 134 0 0 1 170 264 L84 264" {...glass} fill="none" />
      <circle cx={170} cy={130} r={3} fill="var(--color-accent-700)" />
      <Dimension from={[84, 292]} to={[304, 292]} label="A" labelOffset={-30} />
      <Dimension from={[336, 44]} to={[336, 264]} label="B" labelOffset={12} />
      <Dimension
        from={[170, 130]}
        to={[265, 225]}
        label={t('content.diagrams.radius')}
        labelOffset={-64}
      />
      <text x={150} y={90} fontSize={14} fill="currentColor">
        {t('content.diagrams.tray')}
      </text>
    </DiagramFrame>
  );
}

/** A bath screen from the front: width on the rim from the wall, height from the rim up. */
function BathtubDiagram({ t }: { t: Translate }) {
  return (
    <DiagramFrame
      title={t('content.diagrams.bathtubTitle')}
      description={t('content.diagrams.bathtub')}
      height={310}
    >
      <Wall x={30} y={20} width={30} height={260} />
      <line x1={60} y1={20} x2={60} y2={200} stroke="var(--color-ink-soft)" strokeDasharray="5 4" />
      <rect x={60} y={200} width={340} height={70} rx={10} {...tray} />
      <text x={300} y={240} textAnchor="middle" fontSize={14} fill="currentColor">
        {t('content.diagrams.bath')}
      </text>
      <rect x={62} y={50} width={150} height={148} {...glass} opacity={0.7} />
      <Dimension from={[60, 186]} to={[212, 186]} label={t('content.diagrams.widthBottom')} />
      <Dimension from={[60, 38]} to={[212, 38]} label={t('content.diagrams.widthTop')} />
      <Dimension from={[240, 50]} to={[240, 198]} label={t('content.diagrams.height')} />
      <PlumbLegend y={296} />
    </DiagramFrame>
  );
}

const diagrams = {
  frontal: FrontalDiagram,
  angular: AngularDiagram,
  semicircular: SemicircularDiagram,
  banera: BathtubDiagram,
} as const;

export const diagramNames = Object.keys(diagrams);

/** The diagram a page body names with '[diagram:<name>]'; an unknown name draws nothing. */
export function MeasuringDiagram({ name }: { name: string }) {
  const t = useTranslate();
  const Diagram = Object.hasOwn(diagrams, name)
    ? diagrams[name as keyof typeof diagrams]
    : undefined;
  return Diagram ? <Diagram t={t} /> : null;
}
