// Writes public/help/manual.pdf, the user manual behind the header's help link (SHELL-003).
//
// A hand-made one-page PDF 1.4: Chinese text uses the predefined Adobe-GB1 CID font STSong-Light
// with the UniGB-UCS2-H CMap (every PDF reader ships or substitutes it, so no font file is
// embedded and the file stays a few kB); an English line per section uses Helvetica so the page
// still reads if a reader lacks a Chinese fallback font.
//
// Run: node apps/web/scripts/make-manual-pdf.mjs   (the output is committed; rerun after edits)
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../public/help/manual.pdf');

/** @typedef {{ zh?: string, en?: string, size: number, gap: number }} Line */

/** @type {Line[]} */
const lines = [
  { zh: '校园招聘管理后台  用户手册', size: 20, gap: 0 },
  { en: 'Campus hiring back-office - user manual', size: 11, gap: 22 },
  { zh: '一、登录', size: 14, gap: 34 },
  { zh: '输入会员名、用户名、密码和验证码后点击“登录”。看不清验证码时点击图片可换一张。', size: 11, gap: 20 },
  { en: 'Sign in with member name, user name, password and the verify code.', size: 9, gap: 15 },
  { zh: '二、控制台', size: 14, gap: 30 },
  {
    zh: '左侧菜单进入工作台、职位管理、人才管理、面试管理、通知管理、数据统计和系统设置。',
    size: 11,
    gap: 20,
  },
  { zh: '窗口宽度小于 1328 像素时菜单自动收起；通知管理旁的数字为未读通知数。', size: 11, gap: 18 },
  { en: 'The side menu collapses below 1328 px; the badge shows unread notices.', size: 9, gap: 15 },
  { zh: '三、修改密码与退出', size: 14, gap: 30 },
  { zh: '点击页头“修改密码”，输入原密码和两次新密码。修改成功后需要重新登录。', size: 11, gap: 20 },
  { zh: '点击“退出”结束本次登录。', size: 11, gap: 18 },
  { en: 'Change password from the header; you sign in again afterwards.', size: 9, gap: 15 },
  { zh: '四、服务热线', size: 14, gap: 30 },
  { zh: '使用中遇到问题请拨打服务热线：400-820-1234（工作日 9:00-18:00）。', size: 11, gap: 20 },
  { en: 'Hotline: 400-820-1234 (working days 9:00-18:00).', size: 9, gap: 15 },
];

/** UCS-2 big-endian hex of a string (BMP only, which covers every character above). */
function ucs2Hex(text) {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code > 0xffff) throw new Error(`character outside the BMP: ${ch}`);
    hex += code.toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
}

function asciiLiteral(text) {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`non-ASCII text in an English line: ${text}`);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

let y = 800;
const ops = ['BT'];
for (const line of lines) {
  y -= line.gap;
  if (line.zh) ops.push(`/F2 ${line.size} Tf`, `1 0 0 1 56 ${y} Tm`, `<${ucs2Hex(line.zh)}> Tj`);
  if (line.en) ops.push(`/F1 ${line.size} Tf`, `1 0 0 1 56 ${y} Tm`, `${asciiLiteral(line.en)} Tj`);
}
ops.push('ET');
const content = ops.join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 8 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
  '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
  '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  `<< /Title <FEFF${ucs2Hex('校园招聘管理后台 用户手册')}> /Producer (ehire make-manual-pdf) >>`,
];

// The binary comment line marks the file as binary for transfer tools (PDF 1.4 §3.4.1).
let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf, 'latin1'));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xrefAt = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.from(pdf, 'latin1'));
console.log(`wrote ${out} (${Buffer.byteLength(pdf, 'latin1')} bytes)`);
