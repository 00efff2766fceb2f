import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';

// Small real files of the accepted formats (what the type detection reads), and disguised ones.

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const SAMPLE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(64, 1),
]);
export const SAMPLE_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  Buffer.alloc(64, 2),
]);
/** An OLE compound file header: a .doc (or .xls/.ppt) by its bytes. */
export const SAMPLE_DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600),
]);
/** A Windows executable (MZ header). */
export const SAMPLE_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
export const SAMPLE_HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>\n');

export async function sampleDocx(): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('个人简历')] }] }));
}

export async function sampleXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('员工').addRow(['姓名', '手机号']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
