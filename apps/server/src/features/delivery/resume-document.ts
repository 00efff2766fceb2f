import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

// The resume attached to a forwarded application, as PDF (pdfkit) or Word (docx). Both are
// drawn from one neutral model so they always carry the same content.

interface ResumeSection {
  title: string;
  rows: ReadonlyArray<[label: string, value: string]>;
}

export interface ResumeModel {
  title: string;
  sections: ResumeSection[];
}

/** WenQuanYi Zen Hei (Debian fonts-wqy-zenhei): covers simplified Chinese; a .ttc, so named. */
const CHINESE_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
const CHINESE_FONT_NAME = 'WenQuanYiZenHei';

export function renderResumePdf(model: ResumeModel, fontPath: string = CHINESE_FONT_PATH): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: model.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('zh', fontPath, CHINESE_FONT_NAME);
    doc.font('zh');
    doc.fontSize(20).text(model.title, { align: 'center' });
    for (const section of model.sections) {
      doc.moveDown(1);
      doc.fontSize(14).fillColor('#1f4e79').text(section.title);
      doc.moveDown(0.3);
      doc.fontSize(11).fillColor('#000000');
      for (const [label, value] of section.rows) doc.text(`${label}：${value || '—'}`);
    }
    doc.end();
  });
}

export async function renderResumeDocx(model: ResumeModel): Promise<Buffer> {
  const font = { eastAsia: '微软雅黑', ascii: 'Arial' };
  const children: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: model.title, font })],
    }),
  ];
  for (const section of model.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        children: [new TextRun({ text: section.title, font })],
      }),
    );
    for (const [label, value] of section.rows) {
      children.push(
        new Paragraph({
          children: [
            new TextRun({ text: `${label}：`, bold: true, font }),
            new TextRun({ text: value || '—', font }),
          ],
        }),
      );
    }
  }
  const document = new Document({ title: model.title, sections: [{ children }] });
  return Packer.toBuffer(document);
}
