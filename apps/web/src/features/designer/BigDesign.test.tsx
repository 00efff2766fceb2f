import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton } from '../../test/queries';
import { KEEP_ROOT_MARGIN, MOUNT_ROOT_MARGIN } from './components/near-viewport';
import { ROWS_PER_GROUP } from './components/ModuleCard';
import { draftAnswer, module, onlineAnswer } from './testing/fixtures';

// Issue 22: a big design opens fast because module cards and field rows are built only near the
// visible area. jsdom has neither layout nor IntersectionObserver: every box is placed far below
// the screen, and a fake observer reports what a scroll would.

const PATH = '/new/systemManagement/resumeSettings';
const FIELDS = 20;

class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  constructor(
    readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

/** What the observers with `rootMargin` would report for `target` after a scroll. */
function report(target: Element, rootMargin: string, isIntersecting: boolean, height = 0) {
  const observers = FakeIntersectionObserver.all.filter(
    (o) => o.rootMargin === rootMargin && o.targets.has(target),
  );
  expect(observers.length).toBeGreaterThan(0);
  for (const o of observers) {
    const entry = { target, isIntersecting, boundingClientRect: { height } } as IntersectionObserverEntry;
    act(() => o.callback([entry], o as unknown as IntersectionObserver));
  }
}
const scrolledNear = (target: Element) => report(target, MOUNT_ROOT_MARGIN, true);
const scrolledFar = (target: Element, height: number) => report(target, KEEP_ROOT_MARGIN, false, height);

function bigModule(modId: string, name: string, listIndex: number): DesignModule {
  const fields = Array.from({ length: FIELDS }, (_, i): [string, string] => [
    `${modId}_f${i + 1}`,
    `字段${i + 1}`,
  ]);
  return module(modId, name, fields, { listIndex, modForm: 1 });
}

const card = (modId: string) =>
  screen.getAllByTestId('module-card').find((c) => c.getAttribute('data-mod-id') === modId)!;
const rowTitles = (root: HTMLElement) =>
  within(root)
    .queryAllByTestId('field-row')
    .map((r) => r.querySelectorAll('td')[1]?.textContent);

beforeAll(async () => {
  await preloadAppModules();
  await import('./ResumeDesignerPage');
  // The settings panels and dialogs the page fetches after its first screen.
  await (await import('./components/DesignerWorkspace')).preloadDesignerParts();
}, 60_000);

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // Every box far below the screen until the fake observer says otherwise.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 5000,
    top: 5000,
    bottom: 5100,
    left: 0,
    right: 100,
    width: 100,
    height: 100,
    toJSON: () => ({}),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a big design (issue 22)', { timeout: 30_000 }, () => {
  it('issue 22 builds module cards and field rows only near the visible area, keeping the selected row', async () => {
    const modules = [
      bigModule('mod_a', '模块A', 0),
      bigModule('mod_b', '模块B', 1),
      bigModule('mod_c', '模块C', 2),
    ];
    const test = createTestPlatform(signedInCookies());
    test.server.on(`GET ${RESUME_DESIGN_API.latestTask.path}`, ok(null));
    test.server.on(`GET ${RESUME_DESIGN_API.online.path}`, ok(onlineAnswer(modules)));
    test.server.on(`GET ${RESUME_DESIGN_API.draft.path}`, (r) =>
      ok(draftAnswer(r.query.get('taskId') ?? '', modules)),
    );
    test.server.on(
      `POST ${RESUME_DESIGN_API.edit.path}`,
      ok({ taskId: 't-9', status: 'EDITING', revision: 1 }),
    );
    renderApp(PATH, test);
    await screen.findAllByTestId('module-card', {}, SLOW);
    clickButton('编辑');
    await screen.findByText('提交审核', {}, SLOW);

    // Nothing near the screen: each card is a placeholder with the module's name, no field rows;
    // the module list has them all.
    expect(screen.getAllByTestId('module-card')).toHaveLength(3);
    expect(screen.getAllByTestId('module-card-deferred').map((p) => p.textContent)).toEqual([
      '模块A',
      '模块B',
      '模块C',
    ]);
    expect(screen.getAllByTestId('module-list-item')).toHaveLength(3);
    expect(screen.queryAllByTestId('field-row')).toHaveLength(0);

    // 模块A scrolls near: its card is built, its rows come in groups, none near yet.
    scrolledNear(card('mod_a'));
    expect(within(card('mod_a')).getByRole('button', { name: /添加字段/ })).toBeInTheDocument();
    const groups = within(card('mod_a')).getAllByTestId('field-rows-deferred');
    expect(groups).toHaveLength(Math.ceil(FIELDS / ROWS_PER_GROUP));
    expect(rowTitles(card('mod_a'))).toEqual([]);

    // The first group scrolls near: its rows are there, in order.
    scrolledNear(groups[0]!);
    expect(rowTitles(card('mod_a'))).toEqual(
      Array.from({ length: ROWS_PER_GROUP }, (_, i) => `字段${i + 1}`),
    );

    // Scrolled far away: the rows give way to one empty row of the height they had.
    scrolledFar(groups[0]!, 296);
    expect(rowTitles(card('mod_a'))).toEqual([]);
    expect(groups[0]!.querySelector('tr')).toHaveStyle({ height: '296px' });

    // The selected field's row stays when it scrolls away (its settings are open)…
    scrolledNear(groups[1]!);
    const selectedTitle = `字段${ROWS_PER_GROUP + 1}`;
    fireEvent.click(within(card('mod_a')).getByText(selectedTitle));
    await screen.findByTestId('field-settings', {}, SLOW);
    scrolledFar(groups[1]!, 296);
    expect(rowTitles(card('mod_a'))).toContain(selectedTitle);

    // …until another module is selected; that module's card is built at once (a jump to it
    // finds it), and 模块A's card, once far, is a placeholder of its height again.
    fireEvent.click(within(screen.getByTestId('module-list')).getByText('模块C'));
    await screen.findByTestId('module-settings', {}, SLOW);
    expect(rowTitles(card('mod_a'))).toEqual([]);
    expect(within(card('mod_c')).getByRole('button', { name: /添加字段/ })).toBeInTheDocument();
    scrolledFar(card('mod_a'), 1234);
    expect(within(card('mod_a')).getByTestId('module-card-deferred')).toHaveStyle({ height: '1234px' });
    expect(within(card('mod_a')).getByTestId('module-card-deferred')).toHaveTextContent('模块A');
  });
});
