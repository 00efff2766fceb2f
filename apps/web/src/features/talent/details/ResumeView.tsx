// The resume as filled, read-only: the basic facts of the candidate and the application, then
// every module and field of the design version the form was filled against, in the design's
// order. Without a stored design the answers are listed by key.
import type { ReactNode } from 'react';
import { Descriptions, Empty, Typography } from 'antd';
import type { ResumeDetail } from '@ehire/domain/contracts/talent';
import {
  isAttachmentAnswer,
  isCertificateAnswer,
  type AnswerValue,
} from '@ehire/domain/resume-design/form-answers';
import { optionPathNames, optionsOf } from '@ehire/domain/resume-design/form-options';
import {
  formModules,
  formVisibility,
  isFieldShown,
  isModuleShown,
  type FormVisibility,
} from '@ehire/domain/resume-design/form-visibility';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import {
  liveFields,
  liveModules,
  type DesignField,
  type DesignModule,
} from '@ehire/domain/resume-design/model';

const GENDER: Record<number, string> = { 1: '男', 2: '女' };

const EMPTY = '-';

/** An answer as text; dropdown values by their option names when the field lists them. */
function answerText(value: unknown, field?: DesignField): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    const options = field ? optionsOf(field) : undefined;
    if (options?.length) return optionPathNames(options, [text]).join('') || text;
    return text;
  }
  if (Array.isArray(value)) {
    const parts = value.map(String).filter((v) => v.trim() !== '');
    if (parts.length === 0) return EMPTY;
    const options = field ? optionsOf(field) : undefined;
    if (options?.length && field) {
      // Multi-select: each value by name; two- and three-level dropdowns: the path's names.
      const isPath = field.inputType === 9 || field.inputType === 10;
      return isPath
        ? optionPathNames(options, parts).join(' / ') || parts.join(' / ')
        : parts.map((v) => optionPathNames(options, [v])[0] ?? v).join('、');
    }
    return parts.join('、');
  }
  if (isCertificateAnswer(value)) return value.number || EMPTY;
  if (isAttachmentAnswer(value)) return value.name || EMPTY;
  try {
    return JSON.stringify(value);
  } catch {
    return EMPTY;
  }
}

function designModules(design: unknown): DesignModule[] | null {
  if (typeof design !== 'object' || design === null) return null;
  const modules = (design as { emodules?: unknown }).emodules;
  return Array.isArray(modules) ? (modules as DesignModule[]) : null;
}

function sectionsOf(
  answers: Record<string, unknown>,
  modId: string,
): Record<string, AnswerValue | undefined>[] {
  const value = answers[modId];
  if (Array.isArray(value))
    return value.filter((s): s is Record<string, AnswerValue> => typeof s === 'object' && s !== null);
  if (typeof value === 'object' && value !== null) return [value as Record<string, AnswerValue>];
  return [];
}

/**
 * Answers without their design, one row per field: modId.colId, with the section's number when a
 * module has several (a module's answers are sections, never shown as one value).
 */
export function looseAnswerRows(answers: Record<string, unknown>): { key: string; value: unknown }[] {
  const rows: { key: string; value: unknown }[] = [];
  for (const [modId, value] of Object.entries(answers)) {
    const sections =
      isCertificateAnswer(value) || isAttachmentAnswer(value) ? [] : sectionsOf(answers, modId);
    if (sections.length === 0) {
      rows.push({ key: modId, value });
      continue;
    }
    sections.forEach((section, index) => {
      for (const [colId, answer] of Object.entries(section)) {
        const key = sections.length > 1 ? `${modId}.${colId}（第${index + 1}段）` : `${modId}.${colId}`;
        rows.push({ key, value: answer });
      }
    });
  }
  return rows;
}

/**
 * The modules a candidate filled (live and enabled) and what the display rules showed for these
 * answers; a design the rules cannot be read from shows every live module and field.
 */
function shownDesign(modules: DesignModule[], answers: Record<string, unknown>) {
  try {
    const design = { emodules: modules };
    return { modules: formModules(design), visibility: formVisibility(design, answers as ResumeAnswers) };
  } catch {
    return { modules: liveModules(modules), visibility: null };
  }
}

interface ModuleViewProps {
  module: DesignModule;
  answers: Record<string, unknown>;
  visibility: FormVisibility | null;
}

function ModuleView({ module, answers, visibility }: ModuleViewProps) {
  const fields = liveFields({ ...module, ecolumns: module.ecolumns ?? [] });
  const sections = sectionsOf(answers, module.modId);
  const title = module.cname || module.modName;
  if (sections.length === 0) {
    return (
      <section data-testid={`resume-module-${module.modId}`} style={{ marginBottom: 16 }}>
        <Typography.Title level={5}>{title}</Typography.Title>
        <Typography.Text type="secondary">未填写</Typography.Text>
      </section>
    );
  }
  return (
    <section data-testid={`resume-module-${module.modId}`} style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {sections.map((section, index) => (
        <Descriptions
          key={index}
          size="small"
          column={2}
          bordered
          style={{ marginBottom: 8 }}
          title={sections.length > 1 ? `${title}${index + 1}` : undefined}
          items={fields
            .filter((field) => !visibility || isFieldShown(visibility, module.modId, index, field.colId))
            .map((field) => ({
              key: field.colId,
              label: field.cname,
              children: answerText(section[field.colId], field),
            }))}
        />
      ))}
    </section>
  );
}

export function ResumeView({ detail }: { detail: ResumeDetail }) {
  const { candidate, application, resume } = detail;
  const answers = resume.answers;
  const stored = designModules(resume.design);
  const shown = stored ? shownDesign(stored, answers) : null;
  const basic: { key: string; label: string; children: ReactNode }[] = [
    { key: 'name', label: '姓名', children: candidate.name },
    { key: 'gender', label: '性别', children: GENDER[candidate.gender] ?? EMPTY },
    { key: 'mobile', label: '手机号', children: candidate.mobile || EMPTY },
    { key: 'email', label: '邮箱', children: candidate.email || EMPTY },
    { key: 'birthDate', label: '出生日期', children: candidate.birthDate || EMPTY },
    { key: 'school', label: '学校', children: application.school || EMPTY },
    { key: 'degree', label: '学历', children: application.degree || EMPTY },
    { key: 'major', label: '专业', children: application.major || EMPTY },
    { key: 'graduationYear', label: '毕业年份', children: application.graduationYear || EMPTY },
    { key: 'region', label: '生源地', children: application.region || EMPTY },
    { key: 'source', label: '来源', children: application.source || EMPTY },
  ];
  const loose = looseAnswerRows(answers);

  return (
    <div data-testid="resume-view">
      {/* Not 基本信息: the design's own 基本信息 module follows (issue 20 §2, shown once). */}
      <section style={{ marginBottom: 16 }}>
        <Typography.Title level={5}>候选人信息</Typography.Title>
        <Descriptions size="small" column={2} bordered items={basic} />
      </section>
      {shown ? (
        <>
          {resume.designVersion !== null ? (
            <Typography.Paragraph type="secondary">{`按简历设计第${resume.designVersion}版填写`}</Typography.Paragraph>
          ) : null}
          {shown.modules
            .filter((module) => !shown.visibility || isModuleShown(shown.visibility, module.modId))
            .map((module) => (
              <ModuleView
                key={module.modId}
                module={module}
                answers={answers}
                visibility={shown.visibility}
              />
            ))}
        </>
      ) : loose.length > 0 ? (
        <section>
          <Typography.Title level={5}>简历内容</Typography.Title>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={loose.map(({ key, value }) => ({ key, label: key, children: answerText(value) }))}
          />
        </section>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="简历中没有其他填写内容" />
      )}
    </div>
  );
}
