import { z } from 'zod';
import { pageOf, Paging } from './jobs';

// Forbidden words (违禁词): a tenant list (/forbiddenWords, PERMISSION.forbiddenWord) and a
// provider-wide list (/ops). Saving or submitting a job whose text contains one of either list
// is refused with code -2000, msg 职位内容包含违禁词：A、B and data ForbiddenWordRefusal.

export const FORBIDDEN_WORD_MAX_LENGTH = 50;
/** Most words one import may carry (the body limit of 1 MB allows this comfortably). */
export const FORBIDDEN_WORD_IMPORT_MAX = 10_000;

export const ForbiddenWordText = z
  .string({ error: '请输入违禁词' })
  .trim()
  .min(1, '请输入违禁词')
  .max(FORBIDDEN_WORD_MAX_LENGTH, `违禁词最多${FORBIDDEN_WORD_MAX_LENGTH}个字符`);

export const ForbiddenWordInput = z.object({ word: ForbiddenWordText });
export type ForbiddenWordInput = z.infer<typeof ForbiddenWordInput>;

export const ForbiddenWordListQuery = z.object({
  keyword: z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词最多50个字符').default(''),
  ...Paging,
});
export type ForbiddenWordListQuery = z.infer<typeof ForbiddenWordListQuery>;

export const ForbiddenWordItem = z.object({ id: z.string(), word: z.string(), createdAt: z.number() });
export type ForbiddenWordItem = z.infer<typeof ForbiddenWordItem>;

export const ForbiddenWordPage = pageOf(ForbiddenWordItem);
export type ForbiddenWordPage = z.infer<typeof ForbiddenWordPage>;

export const ForbiddenWordDeleteInput = z.object({
  ids: z
    .array(z.string().min(1).max(64), { error: '请选择违禁词' })
    .min(1, '请选择违禁词')
    .max(1000, '一次最多删除1000个违禁词'),
});
export type ForbiddenWordDeleteInput = z.infer<typeof ForbiddenWordDeleteInput>;

/**
 * Import: one word per item (the page splits a pasted text or a file by line). Items are checked
 * one by one so a bad line is reported, not the whole import refused.
 */
export const ForbiddenWordImportInput = z.object({
  words: z
    .array(z.string({ error: '违禁词须为文本' }).max(200, '单个违禁词过长'), { error: '请提供违禁词' })
    .min(1, '请提供违禁词')
    .max(FORBIDDEN_WORD_IMPORT_MAX, `一次最多导入${FORBIDDEN_WORD_IMPORT_MAX}个违禁词`),
});
export type ForbiddenWordImportInput = z.infer<typeof ForbiddenWordImportInput>;

export const ForbiddenWordImportAnswer = z.object({
  added: z.number().int(),
  /** Already in the list, or repeated within the import. */
  duplicates: z.number().int(),
  /** Lines refused, with their 1-based position and the reason. */
  invalid: z.array(z.object({ line: z.number().int(), word: z.string(), msg: z.string() })),
});
export type ForbiddenWordImportAnswer = z.infer<typeof ForbiddenWordImportAnswer>;

/**
 * One occurrence of a word in a job field. field is the job field path (CJobName, CJobInfo,
 * JobLabel.0, JobWelf.2, WorkAddress ...); start/end are UTF-16 offsets into that field's
 * trimmed text, end exclusive (String.prototype.slice semantics).
 */
export const ForbiddenWordHit = z.object({
  field: z.string(),
  word: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type ForbiddenWordHit = z.infer<typeof ForbiddenWordHit>;

/** data of the -2000 refusal. */
export const ForbiddenWordRefusal = z.object({ hits: z.array(ForbiddenWordHit) });
export type ForbiddenWordRefusal = z.infer<typeof ForbiddenWordRefusal>;

/** POST /api/biz/forbidden-words/check: the page may check texts before saving. */
export const ForbiddenWordCheckInput = z.object({
  texts: z
    .array(
      z.object({
        field: z.string({ error: '字段名格式不正确' }).min(1).max(64),
        text: z.string({ error: '文本格式不正确' }).max(50_000, '文本过长'),
      }),
      { error: '请提供要检查的文本' },
    )
    .min(1, '请提供要检查的文本')
    .max(100, '一次最多检查100段文本'),
});
export type ForbiddenWordCheckInput = z.infer<typeof ForbiddenWordCheckInput>;

export const FORBIDDEN_WORD_REFUSAL_PREFIX = '职位内容包含违禁词：';

/** msg of the refusal: the distinct words in order of first appearance, joined by 、. */
export function forbiddenWordMessage(hits: readonly ForbiddenWordHit[]): string {
  const words: string[] = [];
  for (const hit of hits) if (!words.includes(hit.word)) words.push(hit.word);
  return `${FORBIDDEN_WORD_REFUSAL_PREFIX}${words.join('、')}`;
}
