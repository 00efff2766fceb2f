import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { EmptyEnvelope, envelope, NoPayload } from '@ehire/domain/contracts/envelope';
import {
  Arrangement,
  ArrangementDetail,
  ArrangementInput,
  ArrangementSaveAnswer,
  AssignInput,
  BookInput,
  Booking,
  BulkSlotInput,
  CalendarDay,
  CalendarRangeQuery,
  CandidateInvitation,
  EvaluationInput,
  INTERVIEW_MESSAGE,
  InviteAnswer,
  InviteInput,
  MyInterview,
  Site,
  SiteInput,
  SITE_KINDS,
  Slot,
  SlotInput,
  StatusInput,
} from '@ehire/domain/contracts/interviews';
import type { BookingStatus } from '@ehire/domain/interviews/booking-status';
import { done, ok } from '../../platform/envelope';
import { noteAudit, tenantContextOf } from '../../platform/request-context';
import { registerIpRateLimit } from '../../platform/rate-limit';
import { contractMessageValidator } from '../../platform/contract-validator';
import type { CandidateAuthService } from '../candidate-auth/candidate-auth.service';
import { candidateCookieName, type CandidateSites } from '../candidate-auth/candidate-auth.routes';
import type { InterviewService } from './interviews.service';
import { route } from '../../platform/route';
import { CAREERS_INTERVIEWS_API } from '@ehire/domain/api/careers-interviews';
import { INTERVIEWS_API } from '@ehire/domain/api/interviews';

const READ = { permission: { key: PERMISSION.interview, write: false } } as const;
const WRITE = { permission: { key: PERMISSION.interview, write: true } } as const;
const TAGS = ['interviews'];
const IdParams = z.object({ id: z.string().min(1).max(64) });
const Person = z.object({ id: z.string(), name: z.string() });

/** /api/biz/interviews: sites, arrangements, slots, invitations, calendar (Ctm.Interview). */
export const interviewRoutes: FastifyPluginAsyncZod<{ interviews: InterviewService }> = async (
  app,
  { interviews },
) => {
  app.setValidatorCompiler(contractMessageValidator);

  route(
    app,
    INTERVIEWS_API.getSites,
    {
      config: READ,
      schema: {
        summary: '面试地点与视频面试间',
        tags: TAGS,
        querystring: z.object({ kind: z.enum(SITE_KINDS).optional() }),
        response: { 200: envelope(z.array(Site)) },
      },
    },
    async (request) => ok(await interviews.listSites(tenantContextOf(request), request.query.kind)),
  );
  route(
    app,
    INTERVIEWS_API.getSitesById,
    {
      config: READ,
      schema: { summary: '面试地点详情', tags: TAGS, params: IdParams, response: { 200: envelope(Site) } },
    },
    async (request) => ok(await interviews.site(tenantContextOf(request), request.params.id)),
  );
  route(
    app,
    INTERVIEWS_API.postSites,
    {
      config: WRITE,
      schema: { summary: '新建面试地点', tags: TAGS, body: SiteInput, response: { 200: envelope(Site) } },
    },
    async (request) => {
      const site = await interviews.createSite(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'interview_site',
        targetId: site.id,
        detail: `新建面试地点「${site.name}」`,
      });
      return ok(site, '保存成功');
    },
  );
  route(
    app,
    INTERVIEWS_API.putSitesById,
    {
      config: WRITE,
      schema: {
        summary: '修改面试地点',
        tags: TAGS,
        params: IdParams,
        body: SiteInput,
        response: { 200: envelope(Site) },
      },
    },
    async (request) => {
      const site = await interviews.updateSite(tenantContextOf(request), request.params.id, request.body);
      noteAudit(request, {
        targetType: 'interview_site',
        targetId: site.id,
        detail: `修改面试地点「${site.name}」`,
      });
      return ok(site, '保存成功');
    },
  );
  route(
    app,
    INTERVIEWS_API.deleteSitesById,
    {
      config: WRITE,
      schema: {
        summary: '删除面试地点',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await interviews.deleteSite(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'interview_site',
        targetId: request.params.id,
        detail: '删除面试地点',
      });
      return done('删除成功');
    },
  );

  route(
    app,
    INTERVIEWS_API.interviewers,
    {
      config: READ,
      schema: {
        summary: '可选面试官（本企业用户）',
        tags: TAGS,
        response: { 200: envelope(z.array(Person)) },
      },
    },
    async (request) =>
      ok((await interviews.interviewers(tenantContextOf(request))).map((p) => ({ id: p.id, name: p.name }))),
  );

  route(
    app,
    INTERVIEWS_API.getArrangements,
    {
      config: READ,
      schema: { summary: '面试安排列表', tags: TAGS, response: { 200: envelope(z.array(Arrangement)) } },
    },
    async (request) => ok(await interviews.listArrangements(tenantContextOf(request))),
  );
  route(
    app,
    INTERVIEWS_API.getArrangementsById,
    {
      config: READ,
      schema: {
        summary: '面试安排详情（时段与邀请）',
        tags: TAGS,
        params: IdParams,
        response: { 200: envelope(ArrangementDetail) },
      },
    },
    async (request) => ok(await interviews.arrangement(tenantContextOf(request), request.params.id)),
  );
  route(
    app,
    INTERVIEWS_API.postArrangements,
    {
      config: WRITE,
      schema: {
        summary: '新建面试安排',
        tags: TAGS,
        body: ArrangementInput,
        response: { 200: envelope(ArrangementSaveAnswer) },
      },
    },
    async (request) => {
      const answer = await interviews.createArrangement(tenantContextOf(request), request.body);
      noteAudit(request, {
        targetType: 'interview_arrangement',
        targetId: answer.id,
        detail: `新建面试安排「${request.body.title}」`,
      });
      return ok(answer, '保存成功');
    },
  );
  route(
    app,
    INTERVIEWS_API.putArrangementsById,
    {
      config: WRITE,
      schema: {
        summary: '修改面试安排（已有预约时通知候选人与面试官）',
        tags: TAGS,
        params: IdParams,
        body: ArrangementInput,
        response: { 200: envelope(ArrangementSaveAnswer) },
      },
    },
    async (request) => {
      const answer = await interviews.updateArrangement(
        tenantContextOf(request),
        request.params.id,
        request.body,
      );
      noteAudit(request, {
        targetType: 'interview_arrangement',
        targetId: answer.id,
        detail: `修改面试安排「${request.body.title}」`,
      });
      return ok(answer, answer.warning ?? '保存成功');
    },
  );
  route(
    app,
    INTERVIEWS_API.arrangementsSlots,
    {
      config: WRITE,
      schema: {
        summary: '添加面试时段',
        tags: TAGS,
        params: IdParams,
        body: z.array(SlotInput).min(1, '请至少添加一个时段').max(500),
        response: { 200: envelope(z.array(Slot)) },
      },
    },
    async (request) => {
      const slots = await interviews.addSlots(tenantContextOf(request), request.params.id, request.body);
      noteAudit(request, {
        targetType: 'interview_arrangement',
        targetId: request.params.id,
        detail: `添加 ${slots.length} 个时段`,
      });
      return ok(slots, '保存成功');
    },
  );
  route(
    app,
    INTERVIEWS_API.arrangementsSlotsBulk,
    {
      config: WRITE,
      schema: {
        summary: '批量生成面试时段（按日期 × 面试间 × 间隔）',
        tags: TAGS,
        params: IdParams,
        body: BulkSlotInput,
        response: { 200: envelope(z.array(Slot)) },
      },
    },
    async (request) => {
      const slots = await interviews.bulkSlots(tenantContextOf(request), request.params.id, request.body);
      noteAudit(request, {
        targetType: 'interview_arrangement',
        targetId: request.params.id,
        detail: `批量生成 ${slots.length} 个时段`,
      });
      return ok(slots, `已生成 ${slots.length} 个时段`);
    },
  );
  route(
    app,
    INTERVIEWS_API.slotsById,
    {
      config: WRITE,
      schema: {
        summary: '删除空时段',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await interviews.deleteSlot(tenantContextOf(request), request.params.id);
      noteAudit(request, { targetType: 'interview_slot', targetId: request.params.id, detail: '删除时段' });
      return done('删除成功');
    },
  );
  route(
    app,
    INTERVIEWS_API.slotsClose,
    {
      config: WRITE,
      schema: {
        summary: '关闭或开放时段',
        tags: TAGS,
        params: IdParams,
        body: z.object({ closed: z.boolean() }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await interviews.closeSlot(tenantContextOf(request), request.params.id, request.body.closed);
      noteAudit(request, {
        targetType: 'interview_slot',
        targetId: request.params.id,
        detail: request.body.closed ? '关闭时段' : '开放时段',
      });
      return done();
    },
  );

  route(
    app,
    INTERVIEWS_API.inviteCheck,
    {
      config: READ,
      schema: {
        summary: '面试邀请余额检查（invite check）',
        tags: TAGS,
        querystring: z.object({ count: z.coerce.number().int().min(1).max(1000) }),
        response: {
          200: envelope(
            z.object({ available: z.number(), enough: z.boolean(), message: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) => ok(await interviews.inviteCheck(tenantContextOf(request), request.query.count)),
  );
  route(
    app,
    INTERVIEWS_API.arrangementsInvitations,
    {
      config: WRITE,
      schema: {
        summary: '发送面试邀请（批量，消耗面试邀请余额，发送为任务）',
        tags: TAGS,
        params: IdParams,
        body: InviteInput,
        response: { 200: envelope(InviteAnswer) },
      },
    },
    async (request) => {
      const answer = await interviews.invite(tenantContextOf(request), request.params.id, request.body);
      noteAudit(request, {
        targetType: 'interview_arrangement',
        targetId: request.params.id,
        detail: `邀请 ${answer.invited} 人`,
      });
      return ok(answer, INTERVIEW_MESSAGE.invited);
    },
  );
  route(
    app,
    INTERVIEWS_API.invitationsAssign,
    {
      config: WRITE,
      schema: {
        summary: '手动安排时段',
        tags: TAGS,
        params: IdParams,
        body: AssignInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await interviews.assign(tenantContextOf(request), request.params.id, request.body.slotId);
      noteAudit(request, {
        targetType: 'interview_invitation',
        targetId: request.params.id,
        detail: '安排面试时段',
      });
      return done('安排成功');
    },
  );
  route(
    app,
    INTERVIEWS_API.invitationsCancel,
    {
      config: WRITE,
      schema: {
        summary: '取消面试邀请',
        tags: TAGS,
        params: IdParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await interviews.cancel(tenantContextOf(request), request.params.id);
      noteAudit(request, {
        targetType: 'interview_invitation',
        targetId: request.params.id,
        detail: '取消面试',
      });
      return done('已取消面试，并已通知候选人与面试官');
    },
  );
  route(
    app,
    INTERVIEWS_API.invitationsStatus,
    {
      config: WRITE,
      schema: {
        summary: '标记到场/已面试',
        tags: TAGS,
        params: IdParams,
        body: StatusInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await interviews.setStatus(
        tenantContextOf(request),
        request.params.id,
        request.body.status as BookingStatus,
      );
      noteAudit(request, {
        targetType: 'interview_invitation',
        targetId: request.params.id,
        detail: `状态 ${request.body.status}`,
      });
      return done();
    },
  );
  route(
    app,
    INTERVIEWS_API.invitationsEvaluation,
    {
      config: WRITE,
      schema: {
        summary: '面试评价（评分与评语）',
        tags: TAGS,
        params: IdParams,
        body: EvaluationInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await interviews.evaluate(tenantContextOf(request), request.params.id, request.body);
      noteAudit(request, {
        targetType: 'interview_invitation',
        targetId: request.params.id,
        detail: `面试评价 ${request.body.score} 分`,
      });
      return done(INTERVIEW_MESSAGE.evaluated);
    },
  );
  route(
    app,
    INTERVIEWS_API.invitationsIcs,
    { config: READ, schema: { summary: '下载日历文件（.ics）', tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const ics = await interviews.ics(tenantContextOf(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="interview-${request.params.id}.ics"`)
        .send(ics);
    },
  );
  route(
    app,
    INTERVIEWS_API.applicationsById,
    {
      config: READ,
      schema: {
        summary: '投递的面试与评价（人才详情）',
        tags: TAGS,
        params: IdParams,
        response: { 200: envelope(z.array(Booking)) },
      },
    },
    async (request) => ok(await interviews.bookingsOf(tenantContextOf(request), request.params.id)),
  );
  route(
    app,
    INTERVIEWS_API.calendar,
    {
      config: READ,
      schema: {
        summary: '面试日历（CALL-040：startDate 至 endDate，按天）',
        tags: TAGS,
        querystring: CalendarRangeQuery,
        response: { 200: envelope(z.array(CalendarDay)) },
      },
    },
    async (request) =>
      ok(await interviews.calendar(tenantContextOf(request), request.query.startDate, request.query.endDate)),
  );
  route(
    app,
    INTERVIEWS_API.mine,
    {
      config: READ,
      schema: { summary: '我今天的面试', tags: TAGS, response: { 200: envelope(z.array(MyInterview)) } },
    },
    async (request) => ok(await interviews.mine(tenantContextOf(request))),
  );
};

const PUBLIC = { public: true } as const;
const TokenParams = z.object({ member: z.string().min(1).max(64), token: z.string().min(1).max(200) });

/**
 * /api/web/careers/:member/interview/:token: the candidate's invitation on the careers site. The
 * link's token is enough; a signed-in candidate may only use their own link.
 */
export const candidateInterviewRoutes: FastifyPluginAsyncZod<{
  interviews: InterviewService;
  candidates: CandidateAuthService;
  sites: CandidateSites;
  rateLimitPerMinute: number;
}> = async (app, { interviews, candidates, sites, rateLimitPerMinute }) => {
  await registerIpRateLimit(app, rateLimitPerMinute);
  app.setValidatorCompiler(contractMessageValidator);
  const resolve = async (request: {
    params: { member: string };
    cookies: Record<string, string | undefined>;
  }) => {
    const site = await sites.site(request.params.member);
    const contact = await candidates.verify(site.id, request.cookies[candidateCookieName(site.id)]);
    return { tenantId: site.id, contact };
  };

  route(
    app,
    CAREERS_INTERVIEWS_API.root,
    {
      config: PUBLIC,
      schema: {
        summary: '候选人查看面试邀请与可选时段',
        tags: ['careers'],
        params: TokenParams,
        response: { 200: envelope(CandidateInvitation) },
      },
    },
    async (request) => {
      const { tenantId, contact } = await resolve(request);
      return ok(await interviews.candidateInvitation(tenantId, request.params.token, contact));
    },
  );
  route(
    app,
    CAREERS_INTERVIEWS_API.book,
    {
      config: PUBLIC,
      schema: {
        summary: '候选人预约或改约时段',
        tags: ['careers'],
        params: TokenParams,
        body: BookInput,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const { tenantId, contact } = await resolve(request);
      await interviews.candidateBook(tenantId, request.params.token, request.body.slotId, contact);
      noteAudit(request, {
        targetType: 'interview_invitation',
        targetId: null,
        detail: '候选人预约面试时段',
      });
      return done(INTERVIEW_MESSAGE.booked);
    },
  );
  route(
    app,
    CAREERS_INTERVIEWS_API.confirm,
    {
      config: PUBLIC,
      schema: {
        summary: '候选人确认面试',
        tags: ['careers'],
        params: TokenParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const { tenantId, contact } = await resolve(request);
      await interviews.candidateConfirm(tenantId, request.params.token, contact);
      noteAudit(request, { targetType: 'interview_invitation', targetId: null, detail: '候选人确认面试' });
      return done('已确认参加面试');
    },
  );
  route(
    app,
    CAREERS_INTERVIEWS_API.cancel,
    {
      config: PUBLIC,
      schema: {
        summary: '候选人取消预约',
        tags: ['careers'],
        params: TokenParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const { tenantId, contact } = await resolve(request);
      await interviews.candidateRelease(tenantId, request.params.token, false, contact);
      noteAudit(request, { targetType: 'interview_invitation', targetId: null, detail: '候选人取消预约' });
      return done(INTERVIEW_MESSAGE.cancelled);
    },
  );
  route(
    app,
    CAREERS_INTERVIEWS_API.decline,
    {
      config: PUBLIC,
      schema: {
        summary: '候选人拒绝面试',
        tags: ['careers'],
        params: TokenParams,
        body: NoPayload,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      const { tenantId, contact } = await resolve(request);
      await interviews.candidateRelease(tenantId, request.params.token, true, contact);
      noteAudit(request, { targetType: 'interview_invitation', targetId: null, detail: '候选人拒绝面试' });
      return done(INTERVIEW_MESSAGE.declined);
    },
  );
};
