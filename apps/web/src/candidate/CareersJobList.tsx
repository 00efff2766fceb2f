import { Button, inputClass, ResultView, Spinner, Tag } from './ui/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CareersJobItem } from '@ehire/domain/contracts/careers';
import { JOB_TERM_LABEL, type JobTerm } from '@ehire/domain/jobs/options';
import { useCareersApi } from './careers-api';
import styles from './CandidateSite.module.css';

const PAGE_SIZE = 20;

/** jobNum 0 means 若干 (DATA-016). */
function headcountText(jobNum: number): string {
  return jobNum === 0 ? '招若干人' : `招${jobNum}人`;
}

/** The job's facts; `hidden`: the keys 页面设置 leaves out of the job list (issue 17). */
export function jobMeta(
  job: Pick<CareersJobItem, 'area' | 'degree' | 'jobNum' | 'term' | 'funcTypeName'>,
  hidden: readonly string[] = [],
): string {
  return Object.entries({
    area: job.area,
    degree: job.degree,
    jobNum: headcountText(job.jobNum),
    term: JOB_TERM_LABEL[job.term as JobTerm],
    funcTypeName: job.funcTypeName,
  })
    .filter(([key, text]) => text && !hidden.includes(key))
    .map(([, text]) => text)
    .join(' · ');
}

/** The published jobs in the recruiter's order; search, area and function filters live in the URL. */
export function CareersJobList({ member, hidden }: { member: string; hidden: readonly string[] }) {
  const api = useCareersApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const area = searchParams.get('area') ?? '';
  const funcType = searchParams.get('funcType') ?? '';
  const page = Math.max(1, Number(searchParams.get('page') ?? '1') || 1);

  const query = { keyword, area, funcType, pageIndex: page, pageSize: PAGE_SIZE };
  const jobs = useQuery({
    queryKey: ['careers', member, 'jobs', query],
    queryFn: () => api.jobs(member, query),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next);
  };
  const filter = (changes: Record<string, string>) => update({ ...changes, page: '' });
  const open = (id: string) => update({ job: id });

  const filters = jobs.data?.filters;

  return (
    <div data-testid="careers-job-list">
      <div className={styles.filters}>
        <form
          role="search"
          className={styles.search}
          onSubmit={(e) => {
            e.preventDefault();
            const value = new FormData(e.currentTarget).get('keyword');
            filter({ keyword: String(value ?? '').trim() });
          }}
        >
          <input
            type="search"
            name="keyword"
            className={inputClass()}
            defaultValue={keyword}
            placeholder="搜索职位名称"
            aria-label="搜索职位"
            maxLength={50}
            // Clearing the box (its ✕) shows every job again, as the search did.
            onChange={(e) => {
              if (e.target.value === '' && keyword !== '') filter({ keyword: '' });
            }}
          />
          <Button type="submit" variant="primary">
            搜索
          </Button>
        </form>
        <select
          aria-label="工作地区"
          className={inputClass()}
          style={{ width: 160 }}
          value={area}
          onChange={(e) => filter({ area: e.target.value })}
        >
          <option value="">全部地区</option>
          {(filters?.areas ?? []).map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
        <select
          aria-label="职能类别"
          className={inputClass()}
          style={{ width: 160 }}
          value={funcType}
          onChange={(e) => filter({ funcType: e.target.value })}
        >
          <option value="">全部职能</option>
          {(filters?.funcTypes ?? []).map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      {jobs.isPending ? (
        <div className={styles.center}>
          <Spinner />
        </div>
      ) : jobs.isError ? (
        <ResultView
          status="warning"
          title="职位加载失败"
          subTitle={jobs.error.message}
          extra={<Button onClick={() => void jobs.refetch()}>重新加载</Button>}
        />
      ) : jobs.data.rows.length === 0 ? (
        <p className={styles.empty}>{keyword || area || funcType ? '没有符合条件的职位' : '暂无在招职位'}</p>
      ) : (
        <>
          <ul className={styles.jobList} aria-label="职位列表">
            {jobs.data.rows.map((job) => (
              <li key={job.id}>
                <button
                  type="button"
                  className={styles.jobCard}
                  onClick={() => open(job.id)}
                  data-testid="careers-job"
                >
                  <div className={styles.jobTitleRow}>
                    <span>
                      <span className={styles.jobName}>{job.name}</span>
                      {job.isHot ? (
                        <>
                          {' '}
                          <Tag color="red">热招</Tag>
                        </>
                      ) : null}
                      {job.isRecommended ? <Tag color="gold">推荐</Tag> : null}
                    </span>
                    {hidden.includes('salary') ? null : <span className={styles.salary}>{job.salary}</span>}
                  </div>
                  <div className={styles.meta}>{jobMeta(job, hidden)}</div>
                  {!hidden.includes('tags') && job.labels.length + job.welfare.length > 0 ? (
                    <div className={styles.tags}>
                      {[...job.labels, ...job.welfare].map((tag) => (
                        <Tag key={tag}>{tag}</Tag>
                      ))}
                    </div>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          {jobs.data.total > PAGE_SIZE ? (
            <Pager
              page={page}
              pages={Math.ceil(jobs.data.total / PAGE_SIZE)}
              onPage={(next) => update({ page: String(next) })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** 上一页 / 下一页 with where the candidate is. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label="分页">
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span aria-current="page">
        第 {page} / {pages} 页
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </nav>
  );
}
