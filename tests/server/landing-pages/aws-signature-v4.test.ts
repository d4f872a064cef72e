import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAYLOAD_SHA256,
  encodePathSegment,
  signRequest,
} from '@server/landing-pages/adapters/aws-signature-v4';

describe('AWS Signature V4', () => {
  it("matches AWS's published GET Object example", () => {
    // "Signature Calculations for the Authorization Header", example GET Object (S3 API reference).
    const headers = signRequest(
      {
        method: 'GET',
        path: '/test.txt',
        headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_SHA256,
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('encodes path segments the way S3 canonicalises them', () => {
    expect(encodePathSegment("a b+c!'()*~._-")).toBe('a%20b%2Bc%21%27%28%29%2A~._-');
  });
});
