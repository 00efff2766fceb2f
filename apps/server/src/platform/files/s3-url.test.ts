import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { describeS3Location, parseS3Url } from './s3-url';

describe('S3_URL', () => {
  it('carries endpoint, bucket, prefix, keys, region and path style', () => {
    expect(
      parseS3Url(
        's3://AKIA123:se%2Fcr%2Bet@oss.example.com:9000/ehire-files/prod/files?region=cn-north-1&forcePathStyle=1',
      ),
    ).toEqual({
      endpoint: 'https://oss.example.com:9000',
      bucket: 'ehire-files',
      prefix: 'prod/files/',
      region: 'cn-north-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
    });
  });

  it('s3+http:// talks plain HTTP; without keys the SDK credential chain applies; region defaults to us-east-1', () => {
    expect(parseS3Url('s3+http://minio.lan:9000/bucket1')).toEqual({
      endpoint: 'http://minio.lan:9000',
      bucket: 'bucket1',
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('refuses what cannot work, in zh-CN', () => {
    expect(() => parseS3Url('https://host/bucket')).toThrow(
      'S3_URL 必须以 s3://（HTTPS）或 s3+http://（HTTP）开头',
    );
    expect(() => parseS3Url('s3://host')).toThrow('S3_URL 的存储桶名称不正确：""');
    expect(() => parseS3Url('s3://host/Bad_Bucket')).toThrow('S3_URL 的存储桶名称不正确："Bad_Bucket"');
    expect(() => parseS3Url('s3://key@host/bucket')).toThrow('S3_URL 的访问密钥需要 KEY:SECRET 两部分');
    expect(() => parseS3Url('s3://host/bucket?acl=public')).toThrow(
      'S3_URL 不支持参数 acl（可用：region、forcePathStyle）',
    );
    expect(() => parseS3Url('s3://host/bucket?forcePathStyle=yes')).toThrow(
      'S3_URL 的 forcePathStyle 只能是 1 或 0',
    );
    expect(() => parseS3Url('not a url')).toThrow(/S3_URL 不是有效的地址/);
  });

  it('a bad S3_URL stops the start with a ConfigError; the description never shows the secret', () => {
    expect(() => loadConfig({ APP_SECRET: 'x'.repeat(32), S3_URL: 's3://host' })).toThrow(ConfigError);
    const config = loadConfig({ APP_SECRET: 'x'.repeat(32), S3_URL: 's3://k:topsecret@host/bucket' });
    expect(config.s3Url).toBe('s3://k:topsecret@host/bucket');
    expect(describeS3Location(parseS3Url(config.s3Url!))).toBe('https://host/bucket/');
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32) }).s3Url).toBeUndefined();
  });
});
