import type { UploadAnswer } from '@ehire/domain/contracts/files';
import type { CallResult, TestApp } from './harness';
import { multipartBody, type MultipartFilePart } from './multipart';

/**
 * Uploads files on a careers site as the candidate of `mobile` (signed in first, as the site
 * does), the way the application form does before applying (issue 12).
 */
async function uploadAs(
  t: TestApp,
  member: string,
  mobile: string,
  files: MultipartFilePart[],
): Promise<CallResult<UploadAnswer>> {
  const body = multipartBody(files);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/web/careers/${member}/uploads`,
    headers: body.headers,
    cookies: await t.candidateSignIn(member, mobile),
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json(), response };
}

/** The id of one uploaded file; throws when the upload is refused. */
export async function uploadedId(t: TestApp, member: string, mobile: string, file: MultipartFilePart) {
  const result = await uploadAs(t, member, mobile, [file]);
  const id = result.body.data?.files[0]?.id;
  if (result.status !== 200 || !id) throw new Error(`upload refused: ${JSON.stringify(result.body)}`);
  return id;
}
