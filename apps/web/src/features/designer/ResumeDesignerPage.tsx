import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { App, Button, Result, Select, Space, Spin, Tag } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from 'react-router';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  CHECK_STATUS,
  DESIGN_VERSION,
  DESIGN_VERSION_LABEL,
  SAVE_LOG,
  SUBMIT_LOG,
  type DesignVersion,
} from '@ehire/domain/codes/resume-design';
import type { DraftAnswer, SaveDesignAnswer } from '@ehire/domain/contracts/resume-design';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import { liveModules, type DesignModule } from '@ehire/domain/resume-design/model';
import { quotaOverflowLines } from '@ehire/domain/resume-design/quotas';
import { prepareDesignForSave, validateDesign } from '@ehire/domain/resume-design/validate-design';
import { resumePreviewUrl } from '../../candidate/resume-form/preview-api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InfoBanner } from '../../components/InfoBanner';
import { useAuthMap } from '../../platform/auth-list';
import { useCanWrite } from '../../platform/Can';
import { usePlatform } from '../../platform/PlatformContext';
import { readUserInfo } from '../../platform/session';
import { PageCard } from '../jobs/components/PageCard';
import { DESIGNER_KEYS, useDesignerApi } from './api/designer-api';
import { fetchOpening, takePrefetchedOpening } from './api/opening-prefetch';
import { DesignerWorkspace } from './components/DesignerWorkspace';
import { LeaveDialog } from './components/LeaveDialog';
import { ReviewStatusCard } from './components/ReviewStatusCard';
import {
  editorReducer,
  firstRejected,
  initialEditorState,
  isDirty,
  savePayload,
} from './state/editor-reducer';
import {
  canStartEditing,
  confirmPublished,
  isEditable,
  openingState,
  reopenedAfterRejection,
  reviewCardOf,
  startEditing,
  submitted,
  switchVersion,
  versionOptions,
  type WorkflowState,
} from '@ehire/domain/resume-design/workflow';
import { lastTaskStorageKey } from './state/last-task';

/** DES-028/029 (GAP-058): the candidate-side page, online from the online version, else edit. */
export function previewUrl(ctmid: string, version: DesignVersion): string {
  return resumePreviewUrl(ctmid, version === DESIGN_VERSION.online ? 'online' : 'edit');
}

type Pending = { kind: 'switch'; version: DesignVersion } | { kind: 'route' };

/** 简历设置 (/new/systemManagement/resumeSettings): the resume form designer (D2). */
export function ResumeDesignerPage() {
  const api = useDesignerApi();
  const { storage, cookies } = usePlatform();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  // Known once the permission list has loaded; the page waits for it.
  const authMap = useAuthMap();
  const user = readUserInfo(cookies);
  const ctmid = user?.ctmid ?? '';
  const oprid = user?.oprid ?? '';
  const taskKey = lastTaskStorageKey(ctmid, oprid);
  // D2 §6: level 2, or a missing value, gives full access.
  const canEdit = useCanWrite(PERMISSION.resumeSetting);

  const opening = useQuery({
    queryKey: [...DESIGNER_KEYS.opening, ctmid],
    // The route may have started these calls while this page's code loaded (issue 22); a
    // prefetched answer that failed is asked for again, with the usual messages.
    queryFn: () => takePrefetchedOpening(ctmid)?.catch(() => fetchOpening(api)) ?? fetchOpening(api),
    // Not held back for the permission list (issue 22: the two waited one after the other on a
    // first visit); the opening state below waits for both.
    staleTime: Infinity,
    // Read afresh whenever the screen opens: the task moves on while the recruiter is elsewhere
    // (编辑 started it, a review ended it), and a cached answer would open the wrong version.
    refetchOnMount: 'always',
    retry: false,
  });

  const [flow, setFlow] = useState<WorkflowState | null>(null);
  const [draft, setDraft] = useState<DraftAnswer | null>(null);
  const [draftFailed, setDraftFailed] = useState(false);
  const [editor, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState());
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'submit' | 'discard' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const revision = useRef(0);

  const editable = flow ? isEditable(flow) : false;
  const dirty = editable && isDirty(editor);

  // DES-079: the last task id in local storage, written whenever one is obtained.
  const rememberTask = useCallback(
    (taskId: string | null) => {
      if (taskId) storage.local.setItem(taskKey, taskId);
      else storage.local.removeItem(taskKey);
    },
    [storage, taskKey],
  );

  const takeDraft = useCallback((answer: DraftAnswer) => {
    revision.current = answer.revision;
    setDraft(answer);
    setDraftFailed(false);
  }, []);

  const loadDraft = useCallback(
    async (taskId: string): Promise<DraftAnswer | null> => {
      try {
        const answer = await api.draft(taskId);
        takeDraft(answer);
        return answer;
      } catch {
        // DESERR-004/005: the temporary-error flag is set and the draft flag cleared.
        setDraftFailed(true);
        setDraft(null);
        setFlow((current) =>
          current ? { ...current, hasDraft: false, version: DESIGN_VERSION.online } : current,
        );
        return null;
      }
    },
    [api, takeDraft],
  );

  // A draft this browser has not opened yet opens on the online version (DES-079), and 编辑 then
  // needs the whole draft. It is fetched in the background once the opening is known, so 编辑
  // does not wait for it (issue 22); 编辑 uses it only when it answers the same task at the same
  // revision, otherwise the draft is read again. Silent: a failure here only means reading later.
  const prefetched = useRef<{ taskId: string; answer: Promise<DraftAnswer | null> } | null>(null);

  // The opening state once the task and the online design are known (DES-072..078).
  useEffect(() => {
    // Not from an answer still being refreshed (a cached one, or one a reload invalidated), nor
    // before the permission list says whether the operator may edit.
    if (!authMap || !opening.data || opening.isFetching || flow) return;
    const stored = storage.local.getItem(taskKey);
    const state = openingState(opening.data.task, stored, canEdit);
    setFlow(state);
    const latest = opening.data.task;
    if (state.hasDraft && state.taskId) void loadDraft(state.taskId);
    else if (canEdit && latest?.status === CHECK_STATUS.EDITING)
      prefetched.current = {
        taskId: latest.taskId,
        answer: api.draft(latest.taskId, { silent: true }).catch(() => null),
      };
  }, [authMap, opening.data, opening.isFetching, flow, storage, taskKey, canEdit, loadDraft, api]);

  // What the workspace shows: the online design, or the draft in the edit / check version.
  const shownModules = useMemo(() => {
    if (!flow || !opening.data) return null;
    if (flow.version === DESIGN_VERSION.online) return opening.data.online.emodules;
    return draft?.emodules ?? null;
  }, [flow, opening.data, draft]);

  // The editor takes what is shown in the same render, not in an effect: the effect let the
  // designer render the old modules once more (as editable, after 编辑) before the new ones,
  // doubling the cost of opening the edit version of a big design (issue 22).
  const [loadedFrom, setLoadedFrom] = useState<DesignModule[] | null>(null);
  if (shownModules && shownModules !== loadedFrom) {
    setLoadedFrom(shownModules);
    dispatch({ type: 'load', modules: shownModules });
  }

  // DES-031: the browser's unload warning while changes are unsaved.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // DES-030: leaving the page with unsaved changes opens the leave confirmation.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') setPending({ kind: 'route' });
  }, [blocker.state]);

  const reloadAll = async () => {
    prefetched.current = null;
    setFlow(null);
    setDraft(null);
    await queryClient.invalidateQueries({ queryKey: DESIGNER_KEYS.opening });
  };

  /**
   * Save (DES-086): the answer when it says isSuccess (DESVAL-033), else null. On success the
   * editor's state and `busy` are left to the caller, which shows its message with them.
   */
  const runSave = async (kind: 'save' | 'submit'): Promise<SaveDesignAnswer | null> => {
    if (!flow?.taskId) return null;
    const log = kind === 'submit' ? SUBMIT_LOG : SAVE_LOG;
    // D2 §5: the whole design is normalised and checked before anything is sent.
    const prepared = prepareDesignForSave(editor.modules);
    const fails = validateDesign(prepared);
    if (fails.length > 0) {
      // DESVAL-024..026: one-to-one modules over a field quota get the 请删减字段 warning.
      const quota = liveModules(prepared).flatMap((m) => quotaOverflowLines(m));
      if (quota.length > 0) {
        modal.warning({
          title: DESIGN_MESSAGE.quotaTitle,
          content: (
            <div data-testid="quota-warning">
              {quota.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </div>
          ),
          okText: '确定',
        });
      }
      // DESVAL-021/022: the first problem is shown and the view jumps to it.
      const first = fails[0]!;
      void message.error(
        first.emodulesErrorMsg || first.ecolumns[0]?.ecolumnsErrorMsg || DESIGN_MESSAGE.saveFailed,
      );
      dispatch({ type: 'applySaveFails', fails });
      return null;
    }
    const payload = savePayload({ ...editor, modules: prepared }, flow.taskId, revision.current, [
      { code: log.code, text: log.text },
    ]);
    setBusy(kind);
    let answer: SaveDesignAnswer;
    try {
      answer = kind === 'submit' ? await api.submit(payload) : await api.save(payload);
    } catch {
      setBusy(null);
      return null;
    }
    revision.current = answer.revision;
    if (!answer.isSuccess) {
      // DESVAL-034..036: the reason or 保存失败, and each failure on its module / field.
      void message.error(answer.reason || DESIGN_MESSAGE.saveFailed);
      dispatch({ type: 'applySaveFails', fails: answer.emoduleSaveFails });
      setBusy(null);
      return null;
    }
    return answer;
  };

  const save = async () => {
    const before = editor;
    const answer = await runSave('save');
    if (!answer) return false;
    void message.success('保存成功');
    // Saved at once: leaving right after a save (LeaveDialog 保存) must find nothing unsaved.
    dispatch({ type: 'saved' });
    setBusy(null);
    // The saved modules are now the draft (what switching back to the edit version shows). Not
    // urgent: a transition, so it does not hold up 保存成功 (issue 22).
    const modules = editorReducer(before, { type: 'saved' }).modules;
    startTransition(() =>
      setDraft((current) =>
        current ? { ...current, revision: answer.revision, emodules: modules } : current,
      ),
    );
    return true;
  };

  const submit = async () => {
    setConfirming(null);
    const answer = await runSave('submit');
    if (!answer || !flow) return;
    // DES-088: CHECKING, the check version, 提交成功.
    void message.success(DESIGN_MESSAGE.submitOk);
    dispatch({ type: 'saved' });
    setBusy(null);
    setFlow(submitted(flow));
    await loadDraft(answer.taskId);
  };

  const edit = async () => {
    if (!flow) return;
    setBusy('edit');
    try {
      const answer = await api.edit();
      rememberTask(answer.taskId);
      const early = prefetched.current?.taskId === answer.taskId ? await prefetched.current.answer : null;
      prefetched.current = null;
      let loaded: DraftAnswer | null;
      if (early && early.revision === answer.revision) {
        takeDraft(early);
        loaded = early;
      } else loaded = await loadDraft(answer.taskId);
      if (loaded) setFlow(startEditing(flow, answer.taskId));
    } catch {
      // The request client has shown the server message (DESERR-001).
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    if (!flow?.taskId) return;
    setBusy('discard');
    try {
      await api.deleteDraft(flow.taskId);
      setConfirming(null);
      rememberTask(null);
      dispatch({ type: 'load', modules: [] });
      // DES-091: the draft is deleted and the designer reloaded.
      await reloadAll();
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };

  const confirmCard = async (action: 1 | 2) => {
    if (!flow?.taskId) return;
    setBusy('card');
    try {
      if (action === 1) {
        // DES-092: back to EDITING, online, draft cleared.
        const answer = await api.discardTask(flow.taskId);
        rememberTask(answer.taskId);
        setDraft(null);
        await queryClient.invalidateQueries({ queryKey: DESIGNER_KEYS.opening });
        setFlow(confirmPublished(flow, answer.taskId));
      } else {
        // DES-093/094: the reopened task's draft, EDITING, edit version, first rejection selected.
        const answer = await api.reopenTask(flow.taskId);
        rememberTask(answer.taskId);
        const loaded = await loadDraft(answer.taskId);
        if (loaded) setFlow(reopenedAfterRejection(flow, answer.taskId));
      }
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };

  // DES-094 / DESVAL-037: after loading a draft with reasons, select the first rejected item.
  useEffect(() => {
    if (!draft || flow?.version !== DESIGN_VERSION.edit) return;
    const first = firstRejected(draft.emodules);
    if (first) dispatch({ type: 'select', selection: first });
  }, [draft, flow?.version]);

  const chooseVersion = (version: DesignVersion) => {
    if (!flow) return;
    // DES-099/100: leaving the edit version with unsaved changes asks first.
    if (dirty && version !== flow.version) {
      setPending({ kind: 'switch', version });
      return;
    }
    setFlow(switchVersion(flow, version));
  };

  const continuePending = (saved: boolean) => {
    const next = pending;
    setPending(null);
    if (!next) return;
    if (next.kind === 'route') {
      if (blocker.state === 'blocked') blocker.proceed();
      return;
    }
    if (!flow) return;
    if (!saved && shownModules) dispatch({ type: 'load', modules: shownModules });
    setFlow(switchVersion(flow, next.version));
  };

  const leaveBack = () => {
    if (pending?.kind === 'route' && blocker.state === 'blocked') blocker.reset();
    setPending(null);
  };

  const leaveDiscard = () => {
    // Drop the unsaved edits first, so the route blocker lets the navigation through.
    if (shownModules) dispatch({ type: 'load', modules: shownModules });
    continuePending(false);
  };

  const leaveSave = async () => {
    if (await save()) continuePending(true);
    else leaveBack();
  };

  if (!authMap || opening.isPending || (opening.data && !flow)) {
    return (
      <PageCard title="简历设置" testId="resume-designer">
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      </PageCard>
    );
  }

  if (opening.isError || !flow || !opening.data) {
    return (
      <PageCard title="简历设置" testId="resume-designer">
        <Result
          status="warning"
          title={<span data-testid="designer-load-error">{DESIGN_MESSAGE.latestTaskFailed}</span>}
          extra={<Button onClick={() => void opening.refetch()}>重试</Button>}
        />
      </PageCard>
    );
  }

  const card = reviewCardOf(flow);
  const inEdit = isEditable(flow);
  const options = versionOptions(flow);

  return (
    <PageCard
      title="简历设置"
      testId="resume-designer"
      extra={
        <Space wrap>
          <Select<DesignVersion>
            aria-label="版本"
            style={{ width: 130 }}
            value={flow.version}
            disabled={!canEdit}
            onChange={chooseVersion}
            options={options.map((version) => ({
              value: version,
              label: DESIGN_VERSION_LABEL[version],
              disabled: version !== DESIGN_VERSION.online && !flow.hasDraft,
            }))}
          />
          <Button
            icon={<EyeOutlined />}
            onClick={() => window.open(previewUrl(ctmid, flow.version), '_blank', 'noopener')}
          >
            预览
          </Button>
          {canStartEditing(flow) ? (
            <Button type="primary" loading={busy === 'edit'} onClick={() => void edit()}>
              编辑
            </Button>
          ) : null}
          {canEdit && flow.status === 'REJECTED' && flow.version === DESIGN_VERSION.edit ? (
            // AMB-043: a rejected draft already read is reopened for editing (confirm action 2).
            <Button type="primary" loading={busy === 'card'} onClick={() => void confirmCard(2)}>
              重新编辑
            </Button>
          ) : null}
          {inEdit ? (
            <>
              <Button onClick={() => chooseVersion(DESIGN_VERSION.online)}>退出编辑</Button>
              <Button danger onClick={() => setConfirming('discard')}>
                放弃修改
              </Button>
              <Button loading={busy === 'save'} disabled={busy !== null} onClick={() => void save()}>
                保存
              </Button>
              <Button
                type="primary"
                loading={busy === 'submit'}
                disabled={busy !== null}
                onClick={() => setConfirming('submit')}
              >
                提交审核
              </Button>
            </>
          ) : null}
        </Space>
      }
    >
      {draftFailed ? (
        <Tag color="error" data-testid="draft-load-error" style={{ marginBottom: 12 }}>
          编辑中简历加载失败，请刷新重试
        </Tag>
      ) : null}
      {inEdit && card === null ? (
        <InfoBanner type="info" size="mini" style={{ marginBottom: 12 }}>
          {/* DES-124 */}
          {DESIGN_MESSAGE.smartRulesDisabledNote}
        </InfoBanner>
      ) : null}
      {card !== null ? (
        <ReviewStatusCard
          card={card}
          busy={busy === 'card'}
          onConfirm={(action) => void confirmCard(action)}
        />
      ) : flow.version !== DESIGN_VERSION.online && !draft ? (
        <div style={{ textAlign: 'center', padding: 48 }}>{draftFailed ? null : <Spin />}</div>
      ) : (
        <DesignerWorkspace
          state={editor}
          dispatch={dispatch}
          editable={editable}
          oprid={oprid}
          taskId={flow.version === DESIGN_VERSION.online ? undefined : (flow.taskId ?? undefined)}
          remaining={
            (flow.version === DESIGN_VERSION.online ? opening.data.online : draft)?.remainingCounts ?? {
              single: 100,
              multi: 100,
            }
          }
        />
      )}
      <ConfirmDialog
        open={confirming === 'submit'}
        content={DESIGN_MESSAGE.submitConfirm}
        onOk={() => void submit()}
        onCancel={() => {
          setConfirming(null);
          // DES-089
          void message.info(DESIGN_MESSAGE.submitCancelled);
        }}
      />
      <ConfirmDialog
        open={confirming === 'discard'}
        content={DESIGN_MESSAGE.discardConfirm}
        confirmLoading={busy === 'discard'}
        onOk={() => void discard()}
        onCancel={() => setConfirming(null)}
      />
      <LeaveDialog
        open={pending !== null}
        text={pending?.kind === 'route' ? DESIGN_MESSAGE.leavePage : DESIGN_MESSAGE.leaveSwitch}
        saving={busy === 'save'}
        onBack={leaveBack}
        onDiscard={leaveDiscard}
        onSave={() => void leaveSave()}
      />
    </PageCard>
  );
}
