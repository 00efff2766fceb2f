import {
  DEFAULT_DELIVERY_FILE_NAME,
  renderDeliveryTemplate,
  safeFileBaseName,
} from '@ehire/domain/jobs/delivery-template';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import type { DeliveryRepository } from './delivery.repository';
import type { MailSender } from './mail-sender';
import { renderResumeDocx, renderResumePdf, type ResumeModel } from './resume-document';
import { chinaDateTime } from '@ehire/domain/text/date-format';

// Forwarding a new application by mail (DATA-019/020). Each new application with an enabled
// setting becomes a delivery-forward task (delivery-forward.task.ts), which calls
// forwardApplication and is retried with backoff when the mail fails. It never throws for a mail
// problem: the application exists whatever happens to the copy sent to the recruiter's mailbox;
// the outcome is in delivery_log and in the answer. A log row is written as 'sending' before the
// SMTP call and settled after it, so a process killed mid-send never sends the resume twice.

declare module 'fastify' {
  interface FastifyInstance {
    /** Forwards a new application by mail per its job's delivery setting (see app.ts). */
    deliveryForwarder: DeliveryForwarder;
  }
}

export type ForwardResult =
  | { status: 'sent'; email: string; subject: string; fileName: string }
  | { status: 'skipped'; reason: 'no-setting' | 'disabled' | 'already-sent' | 'not-found' }
  | { status: 'failed'; error: string };

const GENDER_LABEL: Record<number, string> = { 1: '男', 2: '女' };

type ApplicationRow = NonNullable<Awaited<ReturnType<DeliveryRepository['applicationForForward']>>>;

/** Flat label → text pairs of the free-form answers (until the designer fixes their shape). */
function answerRows(json: string): Array<[string, string]> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => [
      k,
      typeof v === 'string' ? v : Array.isArray(v) ? v.map(String).join('、') : JSON.stringify(v),
    ]);
}

function resumeModel(app: ApplicationRow): ResumeModel {
  const sections: ResumeModel['sections'] = [
    {
      title: '基本信息',
      rows: [
        ['姓名', app.name],
        ['性别', GENDER_LABEL[app.gender] ?? ''],
        ['手机', app.mobile],
        ['邮箱', app.email],
        ['出生日期', app.birth_date],
        ['生源地', app.region],
      ],
    },
    {
      title: '教育背景',
      rows: [
        ['学校', app.school],
        ['院校层次', app.school_level],
        ['专业', app.major],
        ['学历', app.degree],
        ['毕业年份', String(app.graduation_year)],
      ],
    },
    {
      title: '投递信息',
      rows: [
        ['应聘职位', app.job_name],
        ['投递时间', chinaDateTime(app.applied_at)],
        ['简历来源', app.source],
      ],
    },
  ];
  const answers = answerRows(app.answers_json);
  if (answers.length > 0) sections.push({ title: '其他信息', rows: answers });
  return { title: `${app.name}的简历`, sections };
}

export class DeliveryForwarder {
  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly mail: MailSender,
    private readonly clock: Clock,
  ) {}

  /** The application's job forwards by mail and it was not forwarded yet (no task needed otherwise). */
  /** Whether new applications to the job are forwarded (its delivery setting is on). */
  async forwardsJob(ctx: { tenantId: string }, jobId: string): Promise<boolean> {
    const setting = await this.deliveries.settingForJob(ctx.tenantId, jobId);
    return setting?.status === 1;
  }

  async needsForwarding(ctx: { tenantId: string }, applicationId: string): Promise<boolean> {
    const application = await this.deliveries.applicationForForward(ctx.tenantId, applicationId);
    if (!application) return false;
    const setting = await this.deliveries.settingForJob(ctx.tenantId, application.job_id);
    if (!setting || setting.status !== 1) return false;
    return !(await this.deliveries.alreadySent(ctx.tenantId, applicationId));
  }

  async forwardApplication(ctx: { tenantId: string }, applicationId: string): Promise<ForwardResult> {
    const { tenantId } = ctx;
    const application = await this.deliveries.applicationForForward(tenantId, applicationId);
    if (!application) return { status: 'skipped', reason: 'not-found' };
    const setting = await this.deliveries.settingForJob(tenantId, application.job_id);
    if (!setting) return { status: 'skipped', reason: 'no-setting' };
    if (setting.status !== 1) return { status: 'skipped', reason: 'disabled' };
    // A retried call (or a second caller) must not send the same resume twice.
    if (await this.deliveries.alreadySent(tenantId, applicationId))
      return { status: 'skipped', reason: 'already-sent' };

    const values = {
      sequence: await this.deliveries.sequenceInJob(
        tenantId,
        application.job_id,
        application.applied_at,
        application.id,
      ),
      name: application.name,
      jobName: application.job_name,
    };
    const subject = renderDeliveryTemplate(setting.subject, values).replace(/[\r\n]+/g, ' ');
    const word = setting.file_type === 'word';
    const base = safeFileBaseName(
      renderDeliveryTemplate(setting.file_name || DEFAULT_DELIVERY_FILE_NAME, values),
    );
    const fileName = `${base}.${word ? 'docx' : 'pdf'}`;
    const now = this.clock.now();
    const logRow = {
      id: newId(now),
      tenant_id: tenantId,
      application_id: applicationId,
      job_id: application.job_id,
      email: setting.email,
      subject,
      file_name: fileName,
      created_at: now,
    };
    await this.deliveries.log({ ...logRow, status: 'sending', error: '' });
    try {
      const model = resumeModel(application);
      const content = word ? await renderResumeDocx(model) : await renderResumePdf(model);
      await this.mail.send({
        to: setting.email,
        subject,
        text: `您好：\n\n${application.name} 投递了职位“${application.job_name}”，简历见附件。\n\n（本邮件由系统根据投递设置自动转发，请勿直接回复）`,
        attachments: [
          {
            filename: fileName,
            content,
            contentType: word
              ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
              : 'application/pdf',
          },
        ],
      });
      await this.deliveries.setLogOutcome(tenantId, logRow.id, 'sent', '');
      return { status: 'sent', email: setting.email, subject, fileName };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.deliveries.setLogOutcome(tenantId, logRow.id, 'failed', message.slice(0, 500));
      return { status: 'failed', error: message };
    }
  }
}
