/**
 * A tiny 3D-to-SVG projector for the demo videos: a bathroom built of flat polygons (cm, y up,
 * z towards the viewer), turned around a vertical axis and drawn back to front (painter's
 * algorithm). Enough for glass panes, profiles and tiles; no textures, no downloads.
 */
import { shade } from '../svg.ts';

export type Vec3 = readonly [number, number, number];

export interface Face {
  points: readonly Vec3[];
  fill: string;
  opacity?: number;
  stroke?: string;
  strokeWidth?: number;
  /** Drawn before higher layers whatever the depth: walls 0, floor and tray 1, objects 2. */
  layer: number;
}

export interface Segment {
  from: Vec3;
  to: Vec3;
  stroke: string;
  width: number;
  layer: number;
}

export interface Camera {
  /** The point looked at. */
  target: Vec3;
  /** Turn of the scene around the vertical axis through the target, in degrees. */
  yaw: number;
  /** Looking down by this many degrees. */
  pitch: number;
  distance: number;
  /** Focal length in pixels. */
  focal: number;
}

export interface Frame {
  width: number;
  height: number;
  background: string;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function toView(point: Vec3, camera: Camera): Vec3 {
  const [tx, ty, tz] = camera.target;
  const x = point[0] - tx;
  const y = point[1] - ty;
  const z = point[2] - tz;
  const yaw = radians(camera.yaw);
  const pitch = radians(camera.pitch);
  const x1 = x * Math.cos(yaw) + z * Math.sin(yaw);
  const z1 = -x * Math.sin(yaw) + z * Math.cos(yaw);
  const y2 = y * Math.cos(pitch) + z1 * Math.sin(pitch);
  const z2 = -y * Math.sin(pitch) + z1 * Math.cos(pitch);
  // Depth grows away from the camera, which sits `distance` in front of the target.
  return [x1, y2, camera.distance - z2];
}

function project(view: Vec3, camera: Camera, frame: Frame): [number, number] {
  const depth = Math.max(view[2], 1);
  return [
    frame.width / 2 + (camera.focal * view[0]) / depth,
    frame.height / 2 - (camera.focal * view[1]) / depth,
  ];
}

const format = (value: number) => value.toFixed(1);

/** The scene seen from the camera, as one SVG document of frame.width x frame.height. */
export function renderScene(
  faces: readonly Face[],
  segments: readonly Segment[],
  camera: Camera,
  frame: Frame,
): string {
  type Item = { layer: number; depth: number; svg: string };
  const items: Item[] = [];
  for (const face of faces) {
    const view = face.points.map((point) => toView(point, camera));
    const depth = view.reduce((sum, point) => sum + point[2], 0) / view.length;
    const points = view
      .map((point) => project(point, camera, frame).map(format).join(','))
      .join(' ');
    const stroke = face.stroke
      ? ` stroke="${face.stroke}" stroke-width="${face.strokeWidth ?? 1}" stroke-linejoin="round"`
      : '';
    const opacity = face.opacity === undefined ? '' : ` fill-opacity="${face.opacity}"`;
    items.push({
      layer: face.layer,
      depth,
      svg: `<polygon points="${points}" fill="${face.fill}"${opacity}${stroke}/>`,
    });
  }
  for (const segment of segments) {
    const from = toView(segment.from, camera);
    const to = toView(segment.to, camera);
    const [x1, y1] = project(from, camera, frame);
    const [x2, y2] = project(to, camera, frame);
    items.push({
      layer: segment.layer,
      depth: (from[2] + to[2]) / 2,
      svg: `<path d="M${format(x1)} ${format(y1)}L${format(x2)} ${format(y2)}" stroke="${segment.stroke}" stroke-width="${segment.width}" stroke-linecap="round"/>`,
    });
  }
  items.sort((a, b) => a.layer - b.layer || b.depth - a.depth);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.width} ${frame.height}">`,
    `<rect width="${frame.width}" height="${frame.height}" fill="${frame.background}"/>`,
    ...items.map((item) => item.svg),
    '</svg>',
  ].join('');
}

/** The faces of an axis-aligned box between two corners, each side shaded by where it faces. */
export function box(from: Vec3, to: Vec3, color: string, layer = 2, opacity?: number): Face[] {
  const [x0, y0, z0] = from;
  const [x1, y1, z1] = to;
  const face = (points: Vec3[], amount: number): Face => ({
    points,
    fill: amount === 0 ? color : shade(color, amount),
    layer,
    ...(opacity === undefined ? {} : { opacity }),
  });
  return [
    face(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      0.25,
    ),
    face(
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      0,
    ),
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      -0.1,
    ),
    face(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      -0.15,
    ),
    face(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      -0.2,
    ),
  ];
}
