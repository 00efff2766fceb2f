import { DESIGN_LIMITS } from '@ehire/domain/codes/resume-design';
import type { StorageLike } from '../../../platform/ports';

// The designer's left panel (DES-010..012, DESCONST-018): 200..400 px, remembered per operator.

const LEFT_PANEL_MIN = DESIGN_LIMITS.leftPanelMin;
const LEFT_PANEL_MAX = DESIGN_LIMITS.leftPanelMax;
export const LEFT_PANEL_DEFAULT = 240;

export function clampPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return LEFT_PANEL_DEFAULT;
  return Math.min(LEFT_PANEL_MAX, Math.max(LEFT_PANEL_MIN, Math.round(width)));
}

function panelWidthKey(oprid: string): string {
  return `ehire.resumeDesign.leftPanelWidth.${oprid}`;
}

export function readPanelWidth(storage: StorageLike, oprid: string): number {
  const raw = storage.getItem(panelWidthKey(oprid));
  return raw === null ? LEFT_PANEL_DEFAULT : clampPanelWidth(Number(raw));
}

export function writePanelWidth(storage: StorageLike, oprid: string, width: number): number {
  const clamped = clampPanelWidth(width);
  storage.setItem(panelWidthKey(oprid), String(clamped));
  return clamped;
}
