import { useMemo, useState, type ReactNode } from 'react';
import type { DesignModule } from '@ehire/domain/resume-design/model';
import { liveFields, shownTitle } from '@ehire/domain/resume-design/model';
import { sectionCountHint } from '@ehire/domain/resume-design/module-rules';
import type { ResumeAnswers } from '@ehire/domain/resume-design/form-answers';
import type { DictionaryLookup } from '@ehire/domain/resume-design/form-options';
import {
  compileDisplayRules,
  formModules,
  isFieldShown,
  isModuleShown,
  isMultiSection,
} from '@ehire/domain/resume-design/form-visibility';
import { validateWithVisibility, type AnswerIssue } from '@ehire/domain/resume-design/form-validate';
import { Button, Notice } from '../ui/ui';
import { FieldInput, type UploadFile } from './FieldInput';
import { addSection, fieldKey, initialFormAnswers, inputId, removeSection, setAnswer } from './form-state';
import styles from './ResumeForm.module.css';

export interface ResumeFormProps {
  /** The design version to fill (online, a draft in preview, or the version an application uses). */
  design: { emodules: DesignModule[] };
  /** System and member dictionaries of the design's dropdowns. */
  dictionaries?: DictionaryLookup;
  initialAnswers?: ResumeAnswers;
  /** Called with the visible answers only, normalised, once nothing is refused. */
  onSubmit: (answers: ResumeAnswers) => void | Promise<void>;
  /** Stores a picked file; without it (preview) files stay in the browser. */
  uploadFile?: UploadFile;
  submitText?: string;
  /** Extra content beside the submit button (e.g. the preview's note). */
  footer?: ReactNode;
}

/**
 * The resume form a student fills, rendered from a design alone: one card per enabled module,
 * sections of multi-section modules added and removed within minCount..maxCount, every input
 * type, display rules applied as answers change (hidden fields are neither validated nor
 * submitted), and the messages of the domain validator — the same one the server runs on submit.
 */
export function ResumeForm({
  design,
  dictionaries,
  initialAnswers,
  onSubmit,
  uploadFile,
  submitText = '提交',
  footer,
}: ResumeFormProps) {
  const modules = useMemo(() => formModules(design), [design]);
  const rules = useMemo(() => compileDisplayRules(design), [design]);
  const [answers, setAnswers] = useState<ResumeAnswers>(() => initialFormAnswers(design, initialAnswers));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** The section whose 删除 waits for 确定 (`modId/index`). */
  const [confirming, setConfirming] = useState<string | null>(null);

  const visibility = useMemo(() => rules.evaluate(answers), [rules, answers]);
  const validation = useMemo(
    () => validateWithVisibility(design, answers, visibility, { dictionaries }),
    [design, answers, visibility, dictionaries],
  );
  const issueAt = useMemo(() => {
    const map = new Map<string, AnswerIssue>();
    for (const issue of validation.issues) {
      map.set(
        issue.colId === null ? `${issue.modId}//` : fieldKey(issue.modId, issue.section ?? 0, issue.colId),
        issue,
      );
    }
    return map;
  }, [validation.issues]);

  const touch = (key: string) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  // Removing a section shifts the ones after it: their fields start untouched again.
  const untouchModule = (modId: string) =>
    setTouched((prev) => new Set([...prev].filter((key) => !key.startsWith(`${modId}/`))));

  async function submit() {
    setSubmitted(true);
    if (validation.issues.length > 0) {
      const first = validation.issues[0];
      const target =
        first && first.colId !== null
          ? document.getElementById(inputId(first.modId, first.section ?? 0, first.colId))
          : first
            ? document.querySelector(`[data-testid="resume-module-${first.modId}"]`)
            : null;
      target?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(validation.answers);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.form} data-testid="resume-form">
      {modules
        .filter((m) => isModuleShown(visibility, m.modId))
        .map((m) => {
          const sections = answers[m.modId] ?? [];
          const multi = isMultiSection(m);
          const countIssue = issueAt.get(`${m.modId}//`);
          const title = shownTitle(m);
          return (
            <section
              key={m.modId}
              className={styles.card}
              aria-labelledby={`rf-${m.modId}-title`}
              data-testid={`resume-module-${m.modId}`}
            >
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle} id={`rf-${m.modId}-title`}>
                  {title}
                </h2>
                {multi ? <span className={styles.hint}>{sectionCountHint(m)}</span> : null}
              </div>
              <div className={styles.cardBody}>
                {m.memo ? <div className={styles.memo}>{m.memo}</div> : null}
                {sections.map((section, i) => (
                  <div key={i} className={styles.section} data-testid={`resume-section-${m.modId}-${i}`}>
                    {multi ? (
                      <div className={styles.sectionHeader}>
                        <span>
                          {title} {i + 1}
                        </span>
                        {sections.length > m.minCount ? (
                          confirming === `${m.modId}/${i}` ? (
                            <span
                              className={styles.confirm}
                              role="group"
                              data-testid="section-remove-confirm"
                            >
                              确定删除{title} {i + 1}吗？
                              <Button
                                size="small"
                                variant="primary"
                                danger
                                onClick={() => {
                                  setConfirming(null);
                                  setAnswers((prev) => removeSection(prev, m.modId, i));
                                  untouchModule(m.modId);
                                }}
                              >
                                删除
                              </Button>
                              <Button size="small" onClick={() => setConfirming(null)}>
                                取消
                              </Button>
                            </span>
                          ) : (
                            <Button
                              variant="link"
                              size="small"
                              danger
                              onClick={() => setConfirming(`${m.modId}/${i}`)}
                            >
                              删除
                            </Button>
                          )
                        ) : null}
                      </div>
                    ) : null}
                    {liveFields(m)
                      .filter((f) => isFieldShown(visibility, m.modId, i, f.colId))
                      .map((f) => {
                        const key = fieldKey(m.modId, i, f.colId);
                        const issue = submitted || touched.has(key) ? issueAt.get(key) : undefined;
                        const id = inputId(m.modId, i, f.colId);
                        return (
                          <div
                            key={f.colId}
                            className={styles.item}
                            data-invalid={issue ? 'true' : undefined}
                            data-testid="resume-field"
                          >
                            <label
                              className={
                                Number(f.isMustUsed) === 1
                                  ? `${styles.label} ${styles.required}`
                                  : styles.label
                              }
                              htmlFor={id}
                              id={`${id}-label`}
                            >
                              {shownTitle(f)}
                            </label>
                            <FieldInput
                              field={f}
                              id={id}
                              labelId={`${id}-label`}
                              value={section[f.colId]}
                              invalid={issue !== undefined}
                              dictionaries={dictionaries}
                              upload={uploadFile}
                              onChange={(value) => {
                                setAnswers((prev) => setAnswer(prev, m.modId, i, f.colId, value));
                                touch(key);
                              }}
                              onBlur={() => touch(key)}
                            />
                            {issue ? (
                              <div
                                className={styles.explain}
                                id={`${id}-problem`}
                                data-testid="field-problem"
                              >
                                {issue.message}
                              </div>
                            ) : null}
                            {f.memo ? <div className={styles.extra}>{f.memo}</div> : null}
                          </div>
                        );
                      })}
                  </div>
                ))}
                {multi ? (
                  <Button
                    block
                    variant="dashed"
                    disabled={sections.length >= m.maxCount}
                    onClick={() => setAnswers((prev) => addSection(prev, m.modId))}
                  >
                    {sections.length >= m.maxCount ? `最多填写${m.maxCount}段` : `添加${title}`}
                  </Button>
                ) : null}
                {countIssue && submitted ? (
                  <Notice type="error" title={countIssue.message} className={styles.countIssue} />
                ) : null}
              </div>
            </section>
          );
        })}
      <div className={styles.actions}>
        <Button variant="primary" size="large" loading={submitting} onClick={() => void submit()}>
          {submitText}
        </Button>
        {footer}
      </div>
    </div>
  );
}
