// S3_URL carries everything the S3 client needs in one value (docs/operations.md):
//
//   s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=cn-north-1&forcePathStyle=1
//
// `s3://` talks HTTPS to host, `s3+http://` plain HTTP (a MinIO or s3rver on the LAN). The key
// and secret are percent-encoded like any URL user info (a secret's `/` is `%2F`); without them
// the AWS SDK's default credential chain applies (AWS_ACCESS_KEY_ID, an instance role, ...).
// region defaults to us-east-1; forcePathStyle=1 addresses the bucket in the path
// (host/bucket/key) instead of a bucket subdomain, which MinIO-style servers need.

export interface S3Location {
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket ('' or ending with '/'). */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export class S3UrlError extends Error {
  override name = 'S3UrlError';
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMS = new Set(['region', 'forcePathStyle']);

/** Parses S3_URL; the error messages are shown to an operator at start (zh-CN). */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new S3UrlError('S3_URL 不是有效的地址，格式：s3://KEY:SECRET@主机[:端口]/存储桶?region=区域');
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme !== 's3' && scheme !== 's3+http') {
    throw new S3UrlError('S3_URL 必须以 s3://（HTTPS）或 s3+http://（HTTP）开头');
  }
  if (!url.hostname) throw new S3UrlError('S3_URL 缺少服务地址（主机名）');
  const [bucket = '', ...prefixParts] = url.pathname.replace(/^\/+/, '').split('/');
  if (!BUCKET.test(bucket)) throw new S3UrlError(`S3_URL 的存储桶名称不正确："${bucket}"`);
  for (const key of url.searchParams.keys()) {
    if (!KNOWN_PARAMS.has(key))
      throw new S3UrlError(`S3_URL 不支持参数 ${key}（可用：region、forcePathStyle）`);
  }
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(forcePathStyle)) {
    throw new S3UrlError('S3_URL 的 forcePathStyle 只能是 1 或 0');
  }
  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new S3UrlError('S3_URL 的访问密钥需要 KEY:SECRET 两部分');
  }
  const prefix = prefixParts.filter(Boolean).join('/');
  return {
    endpoint: `${scheme === 's3' ? 'https' : 'http'}://${url.host}`,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === '1' || forcePathStyle === 'true',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
}

/** The URL without its secret, for logs and the start banner. */
export function describeS3Location(location: S3Location): string {
  return `${location.endpoint}/${location.bucket}/${location.prefix}`;
}
