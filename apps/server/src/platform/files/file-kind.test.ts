import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_FORMATS } from '@ehire/domain/codes/resume-design';
import { UPLOAD_FORMATS_BY_PURPOSE } from '@ehire/domain/contracts/files';
import {
  SAMPLE_DOC,
  SAMPLE_EXE,
  SAMPLE_JPEG,
  SAMPLE_PDF,
  SAMPLE_PNG,
  sampleDocx,
  sampleXlsx,
} from '../../test/sample-files';
import { detectFileKind } from './file-kind';

const dir = mkdtempSync(path.join(tmpdir(), 'ehire-kind-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function kindOf(bytes: Buffer, name: string) {
  const file = path.join(dir, `f${++n}`);
  writeFileSync(file, bytes);
  return detectFileKind(file, name);
}

const head = (bytes: number[] | string) =>
  Buffer.concat([typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes), Buffer.alloc(200)]);

describe('file type by content (file-type)', () => {
  it('DESVAL-061..064 recognises every designer upload format, and PDF, by their bytes', async () => {
    const samples: Array<[string, Buffer, string]> = [
      ['a.pdf', SAMPLE_PDF, 'application/pdf'],
      ['a.png', SAMPLE_PNG, 'image/png'],
      ['a.jpg', SAMPLE_JPEG, 'image/jpeg'],
      ['a.jpeg', SAMPLE_JPEG, 'image/jpeg'],
      ['a.gif', head('GIF89a'), 'image/gif'],
      ['a.bmp', head([0x42, 0x4d]), 'image/bmp'],
      ['a.mp4', head([0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]), 'video/mp4'],
      ['a.flv', head([0x46, 0x4c, 0x56, 0x01]), 'video/x-flv'],
      ['a.rmvb', head('.RMF'), 'application/vnd.rn-realmedia-vbr'],
      ['a.7z', head([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), 'application/x-7z-compressed'],
      ['a.rar', head([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]), 'application/vnd.rar'],
      ['a.zip', head([0x50, 0x4b, 0x03, 0x04]), 'application/zip'],
      [
        'a.docx',
        await sampleDocx(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['a.xlsx', await sampleXlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['a.doc', SAMPLE_DOC, 'application/msword'],
      ['a.xls', SAMPLE_DOC, 'application/vnd.ms-excel'],
      ['a.ppt', SAMPLE_DOC, 'application/vnd.ms-powerpoint'],
      ['自我介绍.txt', Buffer.from('我叫张三。\r\n\t热爱编程。\n'), 'text/plain; charset=utf-8'],
      ['名单.csv', Buffer.from('\ufeff姓名,手机号\n张三,13800000000\n'), 'text/csv; charset=utf-8'],
    ];
    for (const [name, bytes, mime] of samples) {
      expect([name, await kindOf(bytes, name)]).toEqual([
        name,
        { ok: true, kind: { ext: name.split('.')[1], mime } },
      ]);
    }
    // Every designer format and PDF is on the résumé allow-list.
    const designer = Object.values(UPLOAD_FORMATS).flat();
    expect(
      designer.filter(
        (f) => !(UPLOAD_FORMATS_BY_PURPOSE['resume-attachment'] as readonly string[]).includes(f),
      ),
    ).toEqual([]);
  });

  it('the name picks within what the bytes allow, never outside it', async () => {
    expect(await kindOf(SAMPLE_PDF, '照片.png')).toEqual({ ok: false, reason: 'mismatch' });
    expect(await kindOf(SAMPLE_DOC, '简历.docx')).toEqual({ ok: false, reason: 'mismatch' });
    expect(await kindOf(Buffer.from('plain words'), '简历.pdf')).toEqual({ ok: false, reason: 'mismatch' });
    expect(await kindOf(SAMPLE_PDF, '没有扩展名')).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses unknown bytes: an executable, binary noise, text with control characters, invalid UTF-8', async () => {
    expect(await kindOf(SAMPLE_EXE, 'a.pdf')).toEqual({ ok: false, reason: 'unknown' });
    expect(await kindOf(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'a.txt')).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(await kindOf(Buffer.from('abc\u0007def'), 'a.txt')).toEqual({ ok: false, reason: 'unknown' });
    expect(await kindOf(Buffer.from([0x61, 0xc3, 0x28]), 'a.txt')).toEqual({ ok: false, reason: 'unknown' });
  });
});
