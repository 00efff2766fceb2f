import { Button, ResultView, Spinner, Tag } from './ui/ui';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CareersError, useCareersApi } from './careers-api';
import { jobMeta } from './CareersJobList';
import styles from './CandidateSite.module.css';
import { withZodConfig } from './with-zod-config';

// 登记意向 checks its form with the intents contract (zod): loaded after the job is shown, so the
// careers site's first load stays without zod (page weight, issue 13).
const IntentRegistration = lazy(() =>
  withZodConfig(() => import('./IntentRegistration')).then((m) => ({ default: m.IntentRegistration })),
);

/** One published job: everything a candidate needs to decide, and 投递. */
export function CareersJobDetailView({
  member,
  jobId,
  fromShareLink = false,
}: {
  member: string;
  jobId: string;
  /** Opened at /careers/{member}/jobs/{id}: 返回 goes to the member's list page. */
  fromShareLink?: boolean;
}) {
  const api = useCareersApi();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const job = useQuery({
    queryKey: ['careers', member, 'job', jobId],
    queryFn: () => api.job(member, jobId),
    retry: false,
  });

  // 投递 opens the application form of this job; the query (a referral's ?ref=) goes along.
  const apply = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('job');
    const query = next.toString();
    void navigate(
      `/careers/${encodeURIComponent(member)}/jobs/${encodeURIComponent(jobId)}/apply${query ? `?${query}` : ''}`,
    );
  };

  const back = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('job');
    if (fromShareLink) {
      const query = next.toString();
      void navigate(`/careers/${encodeURIComponent(member)}${query ? `?${query}` : ''}`);
    } else {
      setSearchParams(next);
    }
  };

  const backLink = (
    <Button variant="link" onClick={back} className={styles.back}>
      返回职位列表
    </Button>
  );

  if (job.isPending) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  if (job.isError) {
    const gone = job.error instanceof CareersError && job.error.status === 404;
    return (
      <>
        {backLink}
        <ResultView
          status={gone ? '404' : 'warning'}
          title={gone ? '职位已下线或不存在' : '职位加载失败'}
          subTitle={gone ? '该职位暂不招聘，看看其他职位吧。' : job.error.message}
        />
      </>
    );
  }

  const data = job.data;
  const address = [data.workArea, data.workAddress].filter(Boolean).join(' ');
  return (
    <div data-testid="careers-job-detail">
      {backLink}
      <article className={styles.detail}>
        <div className={styles.detailHead}>
          <div>
            <h1 style={{ fontSize: 22, margin: 0 }}>
              {data.name}
              {data.isHot ? (
                <>
                  {' '}
                  <Tag color="red">热招</Tag>
                </>
              ) : null}
            </h1>
            {data.nameEn ? <div style={{ color: '#595959' }}>{data.nameEn}</div> : null}
            <div className={styles.salary} style={{ fontSize: 18, marginTop: 8 }}>
              {data.salary}
            </div>
            <div className={styles.meta}>{jobMeta(data)}</div>
          </div>
          <Button variant="primary" size="large" onClick={apply}>
            投递
          </Button>
        </div>
        {data.labels.length + data.welfare.length > 0 ? (
          <div className={styles.section}>
            {[...data.labels, ...data.welfare].map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        ) : null}
        <section className={styles.section}>
          <div className={styles.sectionTitle}>职位描述</div>
          <div className={styles.description}>{data.infoCn}</div>
        </section>
        {data.infoEn ? (
          <section className={styles.section}>
            <div className={styles.sectionTitle}>Job Description</div>
            <div className={styles.description}>{data.infoEn}</div>
          </section>
        ) : null}
        <section className={styles.section}>
          <div className={styles.sectionTitle}>任职要求</div>
          <div>学历：{data.degree}</div>
          <div>工作年限：{data.workYear}</div>
          <div>专业：{data.majors.length ? data.majors.join('、') : '不限'}</div>
        </section>
        <section className={styles.section}>
          <div className={styles.sectionTitle}>工作地点</div>
          <div>{address || data.area}</div>
        </section>
        <div className={styles.meta}>
          {[data.orgName && `所属部门：${data.orgName}`, data.validDate && `招聘截止：${data.validDate}`]
            .filter(Boolean)
            .join('　')}
        </div>
        <Suspense fallback={null}>
          <IntentRegistration member={member} jobId={jobId} />
        </Suspense>
      </article>
    </div>
  );
}
