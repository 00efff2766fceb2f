// The parameters of a talent export in words, for the task centre's list (issue 12 §3: "kind,
// parameters in words"): what was selected, how it is sorted, which columns (and which of them
// are personal data) and how many rows. Built once when the export is submitted, when the names
// of the job and step and the filter's field labels are at hand.
import {
  INBOX_STATUS_LABEL,
  INBOX_VIDEO_STATUS_LABEL,
  RESUME_TAB_LABEL,
  type InboxStatus,
} from '../codes/inbox-status';
import { summarizeRule, type FieldCatalog, type RuleNode } from '../conditions/index';
import { personalColumnLabels, type TalentExportColumnKey } from '../contracts/exports';
import type { TalentSelection, TalentSort } from '../contracts/talent';

export const TALENT_SORT_LABEL: Record<TalentSort['field'], string> = {
  appliedAt: '投递时间',
  updatedAt: '更新时间',
  score: '评分',
  name: '姓名',
  graduationYear: '毕业年份',
};

export interface ExportSummaryInput {
  /** Ticked applications (their number), or the selection. */
  selectedCount?: number;
  selection?: TalentSelection;
  sort: TalentSort;
  columns: readonly TalentExportColumnKey[];
  /** The template the columns came from, if any. */
  templateName?: string;
  total: number;
  /** Names the selection refers to by id. */
  jobName?: string;
  stepName?: string;
  /** The filter's fields (labels and option names) for its summary. */
  fields?: FieldCatalog;
}

const MAX_FILTER_WORDS = 120;

const count = (n: number) => n.toLocaleString('en-US');

/** e.g. 人才管理；环节：初筛·待筛选；关键词「张伟」；按投递时间降序；17列（含个人信息：姓名、手机号）；共1,204条 */
export function talentExportSummary(input: ExportSummaryInput): string {
  const parts: string[] = [];
  const s = input.selection;
  if (input.selectedCount !== undefined) {
    parts.push(`所选${count(input.selectedCount)}条投递`);
  } else if (s) {
    parts.push(RESUME_TAB_LABEL[s.tab]);
    if (s.jobId) parts.push(`职位：${input.jobName ?? s.jobId}`);
    const status = s.inboxstatus ? INBOX_STATUS_LABEL[s.inboxstatus as InboxStatus] : '';
    if (s.ivid) parts.push(`环节：${input.stepName ?? s.ivid}${status ? `·${status}` : ''}`);
    else if (status) parts.push(`状态：${status}`);
    if (s.inboxvideostatus) parts.push(`视频面试：${INBOX_VIDEO_STATUS_LABEL[s.inboxvideostatus]}`);
    if (s.keyword) parts.push(`关键词「${s.keyword}」`);
    if (s.filter) {
      const words = summarizeRule(s.filter as RuleNode, input.fields ?? {});
      parts.push(`筛选：${words.length > MAX_FILTER_WORDS ? `${words.slice(0, MAX_FILTER_WORDS)}…` : words}`);
    }
    if (s.labels.length) parts.push(`标签：${s.labels.join('、')}`);
    if (s.personalLabels.length) parts.push(`我的标签：${s.personalLabels.join('、')}`);
  }
  parts.push(`按${TALENT_SORT_LABEL[input.sort.field]}${input.sort.order === 'desc' ? '降序' : '升序'}`);
  const personal = personalColumnLabels(input.columns);
  const columns = `${input.templateName ? `模板「${input.templateName}」` : ''}${input.columns.length}列`;
  parts.push(personal.length ? `${columns}（含个人信息：${personal.join('、')}）` : columns);
  parts.push(`共${count(input.total)}条`);
  return parts.join('；');
}
