import type { FastifyInstance } from 'fastify';
import type { CandidateAuth } from '../candidate-auth/candidate-auth.module';
import { careersUploadRoutes, fileRoutes } from './files.routes';

// Uploads and downloads over app.files (issue 12 §2) as one unit for app.ts: the console's
// /api/biz/files and the application form's uploads on the careers site (referred to by id in
// the apply).

export async function registerFiles(
  app: FastifyInstance,
  deps: { tempDir: string; candidates: CandidateAuth; rateLimitPerMinute: number },
): Promise<void> {
  await app.register(fileRoutes, { prefix: '/api/biz/files', files: app.files, tempDir: deps.tempDir });
  await app.register(careersUploadRoutes, {
    prefix: '/api/web/careers',
    files: app.files,
    tempDir: deps.tempDir,
    candidates: deps.candidates.service,
    sites: deps.candidates.sites,
    rateLimitPerMinute: deps.rateLimitPerMinute,
  });
}
