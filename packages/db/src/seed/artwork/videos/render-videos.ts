/**
 * Encodes the demo videos (demo-videos.ts) to <name>.webm beside this file: every frame drawn as
 * SVG, rasterised by sharp and piped to ffmpeg (VP9, 640x480, 24 fps). The .webm files are
 * committed, so neither CI nor the seed needs ffmpeg; run this again after changing a clip:
 *
 *   apt-get install -y ffmpeg
 *   npx tsx packages/db/src/seed/artwork/videos/render-videos.ts [name ...]
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoVideos, videoFps, videoFrame, type DemoVideo } from './demo-videos.ts';

const folder = fileURLToPath(new URL('.', import.meta.url));

async function encode(video: DemoVideo): Promise<void> {
  const output = `${folder}${video.name}.webm`;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${videoFrame.width}x${videoFrame.height}`, '-r', String(videoFps), '-i', '-'],
      // Flat drawings compress well: constant quality 38 keeps each clip near 100-300 KB.
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '1', '-pix_fmt', 'yuv420p'],
      ...['-an', '-metadata', `title=${video.name}`, output],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
  });
  const frames = Math.round(video.seconds * videoFps);
  for (let index = 0; index < frames; index += 1) {
    const svg = video.draw(index / (frames - 1));
    const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(pixels))
      await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  const { size } = await stat(output);
  console.log(`${video.name}.webm: ${frames} frames, ${Math.round(size / 1024)} KB`);
}

const wanted = process.argv.slice(2);
for (const video of demoVideos)
  if (wanted.length === 0 || wanted.includes(video.name)) await encode(video);
