import { FILES_API } from '@ehire/domain/api/files';
import type { UploadAnswer, UploadedFile, UploadPurpose } from '@ehire/domain/contracts/files';
import type { RequestClient } from './request';

// Console uploads (issue 12 §2): files go as multipart/form-data to /api/biz/files and the call
// that uses them (an import) sends the answered ids. The server decides the type by content.

export async function uploadFiles(
  client: RequestClient,
  purpose: UploadPurpose,
  files: readonly File[],
): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const answer = await client.upload<UploadAnswer>(FILES_API.root, form, { query: { purpose } });
  return answer.files;
}
