import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../testing/closed-port.ts';
import { S3Client, S3Error } from './s3-client.ts';
import { startS3Sandbox, type RunningS3Sandbox } from './s3-sandbox.ts';

describe('S3Client against the S3 sandbox', () => {
  let sandbox: RunningS3Sandbox;

  beforeAll(async () => {
    sandbox = await startS3Sandbox();
  });

  afterAll(() => sandbox.close());

  it('keeps keys that need percent-encoding, and lists them as written', async () => {
    const client = new S3Client(sandbox.settings);
    const key = 'docs/ficha técnica (1)+copia~.pdf';
    await client.putObject(key, Buffer.from('ficha'));
    expect((await client.getObject(key))?.toString()).toBe('ficha');
    await expect(client.listObjects('docs/')).resolves.toEqual({ keys: [key] });
    await client.deleteObjects([key]);
    expect(sandbox.keys()).toEqual([]);
  });

  it('names the operation, the key and the credentials when the secret is wrong', async () => {
    const client = new S3Client({ ...sandbox.settings, secretAccessKey: 'not-the-secret' });
    const refusal = client.putObject('photos/x/original', Buffer.from('x'));
    await expect(refusal).rejects.toThrow(S3Error);
    await expect(refusal).rejects.toThrow(
      /^S3 PutObject of "photos\/x\/original" in bucket shop-media failed: 403 SignatureDoesNotMatch: .* \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)$/,
    );
    // A refused read is an error too, never taken for a missing file.
    await expect(client.getObject('photos/x/original')).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(sandbox.keys()).toEqual([]);
  });

  it('says so when the access key is unknown, the region or the bucket wrong', async () => {
    await expect(
      new S3Client({ ...sandbox.settings, accessKeyId: 'AKIAUNKNOWN' }).getObject(
        'photos/x/original',
      ),
    ).rejects.toThrow(/403 InvalidAccessKeyId: .*check S3_ACCESS_KEY_ID/);
    await expect(
      new S3Client({ ...sandbox.settings, region: 'us-east-1' }).listObjects('photos/'),
    ).rejects.toThrow(/400 AuthorizationHeaderMalformed: .*expecting 'eu-south-2'/);
    await expect(
      new S3Client({ ...sandbox.settings, bucket: 'another-bucket' }).getObject(
        'photos/x/original',
      ),
    ).rejects.toThrow(/in bucket another-bucket failed: 404 NoSuchBucket/);
  });

  it('names the endpoint it could not reach', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    await expect(
      new S3Client({ ...sandbox.settings, endpoint }).getObject('photos/x/original'),
    ).rejects.toThrow(`S3 GetObject of "photos/x/original": no answer from ${endpoint}`);
  });

  it('writes and reads through a busy or failing S3, retrying as the AWS SDKs do', async () => {
    const client = new S3Client(sandbox.settings);
    sandbox.failNext(2);
    await client.putObject('photos/busy/original', Buffer.from('kept'));
    expect(sandbox.keys()).toEqual(['photos/busy/original']);
    sandbox.failNext(2, 'connection-reset');
    expect((await client.getObject('photos/busy/original'))?.toString()).toBe('kept');
    sandbox.failNext(1);
    await expect(client.listObjects('photos/')).resolves.toEqual({
      keys: ['photos/busy/original'],
    });
    sandbox.failNext(1, 'connection-reset');
    await client.deleteObjects(['photos/busy/original']);
    expect(sandbox.keys()).toEqual([]);
  });

  it('gives up after three attempts, saying what S3 answered, and writes nothing', async () => {
    const client = new S3Client(sandbox.settings);
    const before = sandbox.requests();
    sandbox.failNext(3);
    await expect(client.putObject('photos/down/original', Buffer.from('x'))).rejects.toThrow(
      'S3 PutObject of "photos/down/original" in bucket shop-media failed (after 3 attempts): 503 SlowDown: Please reduce your request rate.',
    );
    expect(sandbox.requests() - before).toBe(3);
    expect(sandbox.keys()).toEqual([]);
    sandbox.failNext(3, 'connection-reset');
    await expect(client.getObject('photos/down/original')).rejects.toThrow(
      `S3 GetObject of "photos/down/original": no answer from ${sandbox.url} (after 3 attempts)`,
    );
    // The next request is answered: the failures were the three asked for.
    await expect(client.getObject('photos/down/original')).resolves.toBeUndefined();
  });

  it('does not retry a refusal that another attempt would not change', async () => {
    const client = new S3Client({ ...sandbox.settings, secretAccessKey: 'not-the-secret' });
    const before = sandbox.requests();
    await expect(client.getObject('photos/x/original')).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(sandbox.requests() - before).toBe(1);
  });

  it('the sandbox refuses a request that is not signed, as S3 does', async () => {
    const response = await fetch(`${sandbox.url}/shop-media/photos/x/original`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});
