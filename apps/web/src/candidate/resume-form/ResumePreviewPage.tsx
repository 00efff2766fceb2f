import { useEffect, useMemo } from 'react';
import { App, Result, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DESIGN_VERSION_LABEL } from '@ehire/domain/codes/resume-design';
import type { DictionaryLookup } from '@ehire/domain/resume-design/form-options';
import { usePlatform } from '../../platform/PlatformContext';
import { readUserInfo } from '../../platform/session';
import styles from '../CandidateSite.module.css';
import { PREVIEW_MESSAGE, usePreviewApi, type PreviewType } from './preview-api';
import { ResumeForm } from './ResumeForm';

function readPreviewType(value: string | null): PreviewType | null {
  return value === 'online' || value === 'edit' ? value : null;
}

/**
 * The candidate-side preview of the resume form (DES-028/029): /resumePreview?ctmid=…&
 * pageType=resume&previewType=online|edit. It renders the online version or the draft exactly as
 * a student fills it; submitting only runs the checks (nothing is stored).
 */
export function ResumePreviewPage() {
  const [params] = useSearchParams();
  const { cookies } = usePlatform();
  const { message } = App.useApp();
  const api = usePreviewApi();
  const previewType = readPreviewType(params.get('previewType'));
  const ctmid = params.get('ctmid') ?? '';
  const linkOk = params.get('pageType') === 'resume' && previewType !== null && ctmid !== '';
  const sameAccount = readUserInfo(cookies)?.ctmid === ctmid;

  useEffect(() => {
    document.title = '简历预览';
  }, []);

  const design = useQuery({
    queryKey: ['resume-preview', ctmid, previewType],
    queryFn: () => api.load(previewType ?? 'online'),
    enabled: linkOk && sameAccount,
    retry: false,
  });

  const dictionaries = useMemo<DictionaryLookup>(
    () => ({ member: (id) => design.data?.memberDictionaries[id] }),
    [design.data],
  );

  let body;
  if (!linkOk) {
    body = <Result status="warning" title={PREVIEW_MESSAGE.badLink} />;
  } else if (!sameAccount) {
    body = <Result status="403" title={PREVIEW_MESSAGE.otherAccount} />;
  } else if (design.isPending) {
    body = (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  } else if (design.isError) {
    body = <Result status="warning" title="加载失败" subTitle={design.error.message} />;
  } else {
    body = (
      <ResumeForm
        design={design.data}
        dictionaries={dictionaries}
        submitText="提交（预览）"
        onSubmit={() => void message.success('校验通过，预览模式不会提交简历')}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="resume-preview">
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <span className={styles.company}>简历预览</span>
          {previewType ? (
            <Tag color={previewType === 'online' ? 'green' : 'orange'}>
              {DESIGN_VERSION_LABEL[previewType]}
            </Tag>
          ) : null}
        </div>
      </header>
      <main className={styles.main}>{body}</main>
    </div>
  );
}
