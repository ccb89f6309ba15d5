/**
 * The demo shop's product videos: short clips of made-to-measure screens drawn with our own 3D
 * projector (scene-3d.ts): a door sliding open, a turn around the enclosure. render-videos.ts
 * encodes them to the committed .webm files; the seed stores those files and draws each clip's
 * poster (its first frame) as SVG.
 */
import {
  box,
  renderScene,
  type Camera,
  type Face,
  type Frame,
  type Segment,
  type Vec3,
} from './scene-3d.ts';

export const videoFrame = { width: 640, height: 480, background: '#e9ecee' };
export const videoFps = 24;

export interface DemoVideo {
  /** File name without extension, and the media public id `videos/<name>`. */
  name: string;
  seconds: number;
  /** Which made-to-measure screen families show it (screen-products.ts opening types). */
  openings: readonly ('sliding' | 'corner' | 'fixed' | 'bath')[];
  /** The picture at time t (0 to 1) of the clip. */
  draw(t: number): string;
}

const wallColor = '#eef0f1';
const jointColor = '#d3d8db';
const floorColor = '#d9d4cc';
const trayColor = '#f7f7f5';
const glass = { clear: '#cfe8f2', matte: '#f4f8fa' } as const;

/** The finish a scene is drawn in: profile colour and clear or matte glass. */
export interface ScreenLook {
  profile: string;
  tint: keyof typeof glass;
}

/** 0 to 1 between `from` and `to` with soft ends. */
function ease(t: number, from: number, to: number): number {
  const x = Math.min(Math.max((t - from) / (to - from), 0), 1);
  return x * x * (3 - 2 * x);
}

/** Out and back: 0 at the start, 1 held between `open` and `close`, 0 again at the end. */
function openAndClose(t: number, open: [number, number], close: [number, number]): number {
  return ease(t, open[0], open[1]) * (1 - ease(t, close[0], close[1]));
}

/** Tiled walls (back z=0, left x=0) and the floor: the bathroom every clip stands in. */
function bathroom(
  widthCm: number,
  depthCm: number,
  heightCm = 230,
): { faces: Face[]; joints: Segment[] } {
  const faces: Face[] = [
    {
      points: [
        [0, 0, 0],
        [widthCm, 0, 0],
        [widthCm, heightCm, 0],
        [0, heightCm, 0],
      ],
      fill: wallColor,
      layer: 0,
    },
    {
      points: [
        [0, 0, 0],
        [0, 0, depthCm],
        [0, heightCm, depthCm],
        [0, heightCm, 0],
      ],
      fill: '#e3e7e9',
      layer: 0,
    },
    {
      points: [
        [0, 0, 0],
        [widthCm, 0, 0],
        [widthCm, 0, depthCm],
        [0, 0, depthCm],
      ],
      fill: floorColor,
      layer: 1,
    },
  ];
  const joints: Segment[] = [];
  const joint = (from: Vec3, to: Vec3, layer = 0.5) =>
    joints.push({ from, to, stroke: jointColor, width: 1.2, layer });
  // 30 x 30 cm wall tiles, 60 x 60 cm floor tiles.
  for (let x = 30; x < widthCm; x += 30) joint([x, 0, 0], [x, heightCm, 0]);
  for (let y = 30; y < heightCm; y += 30) joint([0, y, 0], [widthCm, y, 0]);
  for (let z = 30; z < depthCm; z += 30) joint([0, 0, z], [0, heightCm, z]);
  for (let y = 30; y < heightCm; y += 30) joint([0, y, 0], [0, y, depthCm]);
  for (let x = 60; x < widthCm; x += 60)
    joints.push({ from: [x, 0, 0], to: [x, 0, depthCm], stroke: '#c4beb5', width: 1, layer: 1.5 });
  for (let z = 60; z < depthCm; z += 60)
    joints.push({ from: [0, 0, z], to: [widthCm, 0, z], stroke: '#c4beb5', width: 1, layer: 1.5 });
  return { faces, joints };
}

function tray(widthCm: number, depthCm: number): Face[] {
  return box([0, 0, 0], [widthCm, 4, depthCm], trayColor, 1.7);
}

/** A glass pane in a plane of constant z (front) or constant x (side), with two reflections. */
function pane(
  corner: Vec3,
  lengthCm: number,
  heightCm: number,
  along: 'x' | 'z',
  tint: string = glass.clear,
): { faces: Face[]; shine: Segment[] } {
  const [x, y, z] = corner;
  const at = (offset: number, up: number): Vec3 =>
    along === 'x' ? [x + offset, y + up, z] : [x, y + up, z + offset];
  const faces: Face[] = [
    {
      points: [at(0, 0), at(lengthCm, 0), at(lengthCm, heightCm), at(0, heightCm)],
      fill: tint,
      opacity: tint === glass.matte ? 0.8 : 0.38,
      stroke: '#9fb9c4',
      strokeWidth: 1.5,
      layer: 2,
    },
  ];
  const shine: Segment[] = [
    {
      from: at(lengthCm * 0.15, heightCm * 0.8),
      to: at(lengthCm * 0.45, heightCm * 0.95),
      stroke: '#ffffff',
      width: 4,
      layer: 2,
    },
    {
      from: at(lengthCm * 0.2, heightCm * 0.62),
      to: at(lengthCm * 0.7, heightCm * 0.9),
      stroke: '#ffffff',
      width: 3,
      layer: 2,
    },
  ];
  return { faces, shine };
}

/** A vertical bar handle on a door whose front is at `z` (or at `x` for a side door). */
function handle(at: Vec3, color: string): Face[] {
  const [x, y, z] = at;
  return box([x - 1, y, z], [x + 1, y + 30, z + 4], color);
}

interface Scene {
  faces: Face[];
  segments: Segment[];
}

function scene(...parts: { faces?: Face[]; joints?: Segment[]; shine?: Segment[] }[]): Scene {
  return {
    faces: parts.flatMap((part) => part.faces ?? []),
    segments: parts.flatMap((part) => [...(part.joints ?? []), ...(part.shine ?? [])]),
  };
}

const camera = (target: Vec3, yaw: number, pitch = 8, distance = 420): Camera => ({
  target,
  yaw,
  pitch,
  distance,
  focal: 980,
});

/** A front sliding screen in a 120 cm niche on its tray: the door opens over the fixed pane. */
function frontSliding(
  t: number,
  { profile, tint }: ScreenLook = { profile: '#c9ced3', tint: 'clear' },
  frame: Frame = videoFrame,
): string {
  const open = openAndClose(t, [0.15, 0.45], [0.65, 0.95]);
  const front = 80;
  const doorX = 60 - 52 * open;
  const fixed = pane([2, 4, front], 60, 190, 'x', glass[tint]);
  const door = pane([doorX, 6, front + 3], 58, 186, 'x', glass[tint]);
  const walls = bathroom(300, 260);
  // The niche's return wall, as deep as the tray.
  const rightWall: Face = {
    points: [
      [120, 0, 0],
      [120, 0, front + 8],
      [120, 230, front + 8],
      [120, 230, 0],
    ],
    fill: '#e3e7e9',
    layer: 0,
  };
  const built = scene(
    walls,
    { faces: [rightWall, ...tray(120, front + 8)] },
    fixed,
    door,
    { faces: box([0, 194, front - 1], [120, 199, front + 6], profile) },
    { faces: box([0, 4, front - 1], [2.5, 196, front + 4], profile) },
    { faces: box([117.5, 4, front - 1], [120, 196, front + 4], profile) },
    { faces: handle([doorX + 52, 95, front + 6], profile) },
  );
  return renderScene(
    built.faces,
    built.segments,
    camera([60, 105, 60], -14 + 28 * ease(t, 0, 1), 8, 520),
    frame,
  );
}

/** A corner enclosure turned from one side to the other while both doors open to the corner. */
function cornerSliding(
  t: number,
  { profile, tint }: ScreenLook = { profile: '#2a2a2a', tint: 'clear' },
  frame: Frame = videoFrame,
): string {
  const open = openAndClose(t, [0.25, 0.5], [0.75, 0.97]);
  const size = 90;
  const frontFixed = pane([2, 4, size], 45, 190, 'x', glass[tint]);
  // The front door slides towards the side wall, the side door towards the back wall.
  const frontDoor = pane([43 - 38 * open, 6, size + 3], 44, 186, 'x', glass[tint]);
  const sideFixed = pane([size, 4, 2], 45, 190, 'z', glass[tint]);
  const sideDoor = pane([size + 3, 6, 43 - 38 * open], 44, 186, 'z', glass[tint]);
  const built = scene(
    bathroom(320, 300),
    { faces: tray(size + 4, size + 4) },
    frontFixed,
    frontDoor,
    sideFixed,
    sideDoor,
    { faces: box([0, 194, size - 1], [size + 6, 199, size + 6], profile) },
    { faces: box([size - 1, 194, 0], [size + 6, 199, size + 6], profile) },
    { faces: box([0, 4, size - 1], [2.5, 196, size + 4], profile) },
    { faces: box([size - 1, 4, 0], [size + 4, 196, 2.5], profile) },
    { faces: handle([47 - 38 * open, 95, size + 6], profile) },
    { faces: box([size + 6, 95, 47 - 38 * open], [size + 10, 125, 49 - 38 * open], profile) },
  );
  const yaw = -38 + 62 * ease(t, 0, 1);
  return renderScene(built.faces, built.segments, camera([50, 105, 55], yaw, 10, 560), frame);
}

/** A walk-in panel with its stabiliser bar, turned to show the matt-printed glass edge on. */
function walkIn(
  t: number,
  { profile, tint }: ScreenLook = { profile: '#c5a049', tint: 'matte' },
  frame: Frame = videoFrame,
): string {
  const panel = pane([0, 4, 70], 100, 196, 'x', glass[tint]);
  const built = scene(
    bathroom(320, 300),
    { faces: tray(160, 90) },
    panel,
    { faces: box([0, 4, 68], [3, 200, 73], profile) },
    { faces: box([0, 4, 68.5], [100, 7, 71.5], profile) },
    // The stabiliser bar from the panel's top edge to the back wall.
    { faces: box([96, 196, 0], [99, 199, 71], profile) },
  );
  const yaw = 30 - 70 * ease(t, 0, 1);
  return renderScene(built.faces, built.segments, camera([60, 105, 60], yaw, 9, 540), frame);
}

/** A sliding bath screen on the tub's rim: the door slides over the fixed pane and back. */
function bathSliding(
  t: number,
  { profile, tint }: ScreenLook = { profile: '#c9ced3', tint: 'clear' },
  frame: Frame = videoFrame,
): string {
  const open = openAndClose(t, [0.15, 0.45], [0.65, 0.95]);
  const rim = 56;
  const front = 72;
  const doorX = 78 - 65 * open;
  const built = scene(
    bathroom(320, 300),
    { faces: box([0, 0, 0], [170, rim, 76], '#fbfbfa', 1.7) },
    { faces: box([4, rim - 4, 4], [166, rim, 68], '#e4eef2', 1.8) },
    pane([2, rim, front - 2], 80, 140, 'x', glass[tint]),
    pane([doorX, rim + 2, front + 1], 80, 136, 'x', glass[tint]),
    { faces: box([0, rim + 138, front - 3], [160, rim + 142, front + 4], profile) },
    { faces: box([0, rim, front - 3], [2.5, rim + 140, front + 3], profile) },
    { faces: handle([doorX + 74, rim + 60, front + 4], profile) },
  );
  const yaw = -10 + 24 * ease(t, 0, 1);
  return renderScene(built.faces, built.segments, camera([85, 112, 40], yaw, 12, 520), frame);
}

/** A still of each screen family (artwork opening) in 3D, for the product pictures. */
export const screenScenes = {
  sliding: frontSliding,
  corner: cornerSliding,
  fixed: walkIn,
  bath: bathSliding,
} as const;

export const demoVideos: readonly DemoVideo[] = [
  { name: 'front-sliding-opening', seconds: 6, openings: ['sliding'], draw: frontSliding },
  { name: 'corner-sliding-turn', seconds: 7, openings: ['corner'], draw: cornerSliding },
  { name: 'walk-in-turn', seconds: 6, openings: ['fixed'], draw: walkIn },
  { name: 'bath-sliding-opening', seconds: 6, openings: ['bath'], draw: bathSliding },
];

export const videoPublicId = (video: Pick<DemoVideo, 'name'>) => `videos/${video.name}.webm`;
/** Posters are images: outside videos/, which the web hands to the api's video route. */
export const videoPosterId = (video: Pick<DemoVideo, 'name'>) => `video-posters/${video.name}`;
