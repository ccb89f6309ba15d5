/**
 * The S3 sandbox as a process of its own, to run a whole shop on an S3 file store without a
 * real bucket: `node --import tsx apps/api/src/media/testing/s3-sandbox-main.ts` with the same
 * S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as the api, and
 * S3_SANDBOX_PORT (0: any free port). The first line on stdout is its URL, the api's
 * S3_ENDPOINT. Objects live in memory, as long as the process.
 */
import { startS3Sandbox } from '../s3-sandbox.ts';

const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const sandbox = await startS3Sandbox({
  port: Number(process.env.S3_SANDBOX_PORT ?? 0),
  bucket: setting('S3_BUCKET'),
  region: setting('S3_REGION'),
  accessKeyId: setting('S3_ACCESS_KEY_ID'),
  secretAccessKey: setting('S3_SECRET_ACCESS_KEY'),
});
process.stdout.write(`${sandbox.url}\n`);
process.once('SIGTERM', () => void sandbox.close().then(() => process.exit(0)));
