import { describe, expect, it } from 'vitest';
import { contentDisposition, isInlineType } from './download';

describe('download headers', () => {
  it('Content-Disposition carries the zh-CN name as RFC 5987 filename* and an ASCII fallback', () => {
    expect(contentDisposition('attachment', '张三 简历(终版)!.docx')).toBe(
      `attachment; filename="()!.docx"; filename*=UTF-8''%E5%BC%A0%E4%B8%89%20%E7%AE%80%E5%8E%86%28%E7%BB%88%E7%89%88%29%21.docx`,
    );
    expect(contentDisposition('inline', 'cv.pdf')).toBe(`inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(contentDisposition('attachment', '名单.xlsx')).toBe(
      `attachment; filename="file.xlsx"; filename*=UTF-8''%E5%90%8D%E5%8D%95.xlsx`,
    );
    // Quotes and backslashes never reach the quoted fallback.
    expect(contentDisposition('attachment', 'a"b\\c.txt')).toBe(
      `attachment; filename="abc.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });

  it('pictures and PDF are shown in place, everything else downloads; SVG never inline', () => {
    expect(isInlineType('application/pdf')).toBe(true);
    expect(isInlineType('image/png')).toBe(true);
    expect(isInlineType('image/jpeg')).toBe(true);
    expect(isInlineType('image/svg+xml')).toBe(false);
    expect(isInlineType('text/plain; charset=utf-8')).toBe(false);
    expect(isInlineType('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      false,
    );
    expect(isInlineType('text/html')).toBe(false);
  });
});
