// The talent list's filter from its URL (the data board's drill-down links, issue 16 §1): the
// parameters and the filter they stand for are the domain's (statistics/drill-down); this module
// only reads them from the page's query and writes a board row's link.
import {
  drillDownFilter,
  drillDownParams,
  readDrillDown,
  type DrillDown,
} from '@ehire/domain/statistics/drill-down';
import type { FilterRule } from '../../../components/conditions/FilterEditor';
import { patchTalentParams } from './talent-view';

/** The filter a /resume link carries, or null when it carries none. */
export function filterFromUrl(params: URLSearchParams): FilterRule | null {
  return drillDownFilter(readDrillDown(params));
}

/** The talent list showing a drill-down: the filter's values, and a job (按职位查看) or a step. */
export function talentListLink(drill: DrillDown, view: { jobId?: string; ivid?: string } = {}): string {
  const params = patchTalentParams(new URLSearchParams(drillDownParams(drill)), {
    ...(view.jobId ? { tab: 'second', jobId: view.jobId } : {}),
    ...(view.ivid ? { ivid: view.ivid } : {}),
  });
  return `/resume?${params.toString()}`;
}
