import { describe, expect, it } from 'vitest';
import { authorizationHeader, sha256Hex } from './signature-v4.ts';

describe('Signature Version 4', () => {
  it('signs the GET Object example of the S3 documentation as S3 does', () => {
    // Amazon S3 API Reference, "Signature calculations for the Authorization header": example
    // credentials, GET /test.txt with a Range header, 24 May 2013.
    const authorization = authorizationHeader(
      {
        method: 'GET',
        path: '/test.txt',
        query: '',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': sha256Hex(''),
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: sha256Hex(''),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
