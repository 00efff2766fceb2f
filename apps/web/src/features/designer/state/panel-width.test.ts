import { describe, expect, it } from 'vitest';
import { clampPanelWidth, readPanelWidth, writePanelWidth, LEFT_PANEL_DEFAULT } from './panel-width';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('left panel width', () => {
  it('DES-011 DESCONST-018 dragging beyond either bound stops at 200 or 400', () => {
    expect(clampPanelWidth(120)).toBe(200);
    expect(clampPanelWidth(200)).toBe(200);
    expect(clampPanelWidth(333.4)).toBe(333);
    expect(clampPanelWidth(401)).toBe(400);
    expect(clampPanelWidth(Number.NaN)).toBe(LEFT_PANEL_DEFAULT);
  });

  it('DES-012 the width is remembered per operator', () => {
    const storage = memory();
    expect(readPanelWidth(storage, '2001')).toBe(LEFT_PANEL_DEFAULT);
    expect(writePanelWidth(storage, '2001', 999)).toBe(400);
    writePanelWidth(storage, '2002', 260);
    expect(readPanelWidth(storage, '2001')).toBe(400);
    expect(readPanelWidth(storage, '2002')).toBe(260);
    storage.setItem('ehire.resumeDesign.leftPanelWidth.2003', 'junk');
    expect(readPanelWidth(storage, '2003')).toBe(LEFT_PANEL_DEFAULT);
  });
});
