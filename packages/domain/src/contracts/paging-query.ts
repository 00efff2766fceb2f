import { z } from 'zod';

/**
 * The query string of a console list page with a keyword search (pools, schools, 测评结果):
 * coerced from text, with the field named in each message. Spread into the list's own object.
 */
export const KEYWORD_PAGING_QUERY = {
  keyword: z.string().trim().max(50, '关键词最多50个字符').default(''),
  pageIndex: z.coerce.number({ error: '页码格式不正确' }).int().min(1, '页码格式不正确').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数格式不正确' })
    .int()
    .min(1)
    .max(100, '每页最多100条')
    .default(20),
};
