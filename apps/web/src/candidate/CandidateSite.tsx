import { lazy, Suspense, useEffect } from 'react';
import type { CareersSite } from '@ehire/domain/contracts/careers';
import { withAntd } from '../app/routing/with-antd';
import { Button, ResultView, Spinner } from './ui/ui';
import { useQuery } from '@tanstack/react-query';
import { useMatch, useNavigate, useParams, useSearchParams } from 'react-router';
import { careersLink } from './careers-link';
import { CareersError, useCareersApi } from './careers-api';
import { CareersJobDetailView } from './CareersJobDetail';
import { CareersJobList } from './CareersJobList';
import { withZodConfig } from './with-zod-config';
import styles from './CandidateSite.module.css';

// The pages after the job list load when a candidate opens them (issue 13 §4: the job list is
// what a student on mobile data sees first). The job list, a job and the application form are
// plain; 我的投递 and the interview booking still draw antd, loaded with them.
// The application form checks with the domain's own rules, not zod: it needs no zod setting.
const ApplyPage = lazy(() => import('./apply/ApplyPage').then((m) => ({ default: m.ApplyPage })));
const MyApplicationsPage = lazy(async () => ({
  default: await withAntd(
    async () => (await withZodConfig(() => import('./apply/MyApplicationsPage'))).MyApplicationsPage,
  ),
}));
// 页面设置's banner, intro and contact (issue 17): only for a tenant that published them.
const CareersPageIntro = lazy(() => import('./CareersPageIntro'));
const InterviewBookingPage = lazy(async () => ({
  default: await withAntd(
    async () => (await withZodConfig(() => import('./interview/InterviewBookingPage'))).InterviewBookingPage,
  ),
}));

/**
 * The careers site of one employer (/careers/:member, public, its own bundle): the published jobs
 * in the recruiter's order with search and filters, and a job's detail (`?job=`). A referral
 * link's `?ref=` stays in every link of the site so an application can credit the referrer.
 * /careers/:member/jobs/:id/apply is the application form, /careers/:member/my 我的投递,
 * /careers/:member/interview/:token the candidate's interview invitation (book a slot).
 */
export function CandidateSite() {
  // The job share link of the API is /careers/{member}/jobs/{id}; within the site a job is `?job=`.
  const { member = '', id: pathJobId } = useParams();
  const api = useCareersApi();
  const [searchParams] = useSearchParams();
  const jobId = pathJobId ?? searchParams.get('job');
  const navigate = useNavigate();
  // The application form and 我的投递 are pages of the site too (issue 6 §2).
  const applying = useMatch('/careers/:member/jobs/:id/apply') !== null;
  const mine = useMatch('/careers/:member/my') !== null;
  // The interview invitation link of a notice (issue 15).
  const interviewToken = useMatch('/careers/:member/interview/:token')?.params.token;

  const site = useQuery({
    queryKey: ['careers', member, 'site'],
    queryFn: () => api.site(member),
    enabled: member !== '',
    retry: false,
  });

  useEffect(() => {
    document.title = site.data ? `${site.data.name} - 校园招聘` : '校园招聘';
  }, [site.data]);

  // 页面设置 as published (issue 17): logo, theme colour, banner, intro, contact, job-list items.
  const page = site.data?.page;
  const logo = page?.logoUrl || site.data?.logo;
  return (
    <div className={styles.page} data-testid="candidate-site" data-member={member}>
      <header
        className={styles.header}
        style={page ? { borderTop: `4px solid ${page.themeColor}` } : undefined}
      >
        <div className={styles.headerInner}>
          {logo ? <img src={logo} alt="" className={styles.logo} /> : null}
          <span className={styles.company}>{site.data?.name ?? ''}</span>
          <span className={styles.tagline}>校园招聘</span>
          {member !== '' && !mine ? (
            <Button
              variant="link"
              style={{ marginLeft: 'auto' }}
              onClick={() => void navigate(careersLink(member, '/my', searchParams.get('ref')))}
            >
              我的投递
            </Button>
          ) : null}
        </div>
      </header>
      <main className={styles.main}>
        {site.isPending && member !== '' ? (
          <div className={styles.center}>
            <Spinner />
          </div>
        ) : site.isError || member === '' ? (
          <ResultView
            status={site.error instanceof CareersError && site.error.status === 404 ? '404' : 'warning'}
            title={
              // The server says why: no such site, or one hidden at its service end (issue 19).
              site.error instanceof CareersError && site.error.status === 404
                ? site.error.message || '招聘主页不存在'
                : '加载失败'
            }
            subTitle={
              site.error instanceof CareersError && site.error.status === 404
                ? site.error.message === '招聘主页不存在'
                  ? '请确认链接是否正确。'
                  : ''
                : (site.error?.message ?? '请确认链接是否正确。')
            }
          />
        ) : interviewToken || mine || (applying && pathJobId) ? (
          <Suspense
            fallback={
              <div className={styles.center}>
                <Spinner />
              </div>
            }
          >
            {interviewToken ? (
              <InterviewBookingPage member={member} token={interviewToken} />
            ) : mine ? (
              <MyApplicationsPage member={member} />
            ) : (
              <ApplyPage member={member} jobId={pathJobId ?? ''} />
            )}
          </Suspense>
        ) : jobId ? (
          <CareersJobDetailView member={member} jobId={jobId} fromShareLink={pathJobId !== undefined} />
        ) : (
          <>
            {page ? (
              <Suspense fallback={null}>
                <CareersPageIntro page={page} />
              </Suspense>
            ) : null}
            {site.data?.company ? <AboutCompany company={site.data.company} /> : null}
            <CareersJobList member={member} hidden={page?.hidden ?? []} />
          </>
        )}
      </main>
    </div>
  );
}

/** 关于我们: the company information of 会员管理 (issue 17), only what the company filled in. */
function AboutCompany({ company }: { company: NonNullable<CareersSite['company']> }) {
  const items = [
    { label: '所属行业', value: company.industry },
    { label: '企业规模', value: company.scale },
    { label: '企业地址', value: company.address },
    { label: '企业网址', value: company.website },
    { label: '联系人', value: company.contactName },
    { label: '联系电话', value: company.contactPhone },
    { label: '联系邮箱', value: company.contactEmail },
  ].filter((item) => item.value !== '');
  if (company.intro === '' && items.length === 0) return null;
  return (
    <section className={styles.about} aria-labelledby="about-company-title" data-testid="about-company">
      <h2 className={styles.sectionTitle} id="about-company-title">
        关于我们
      </h2>
      {company.intro ? <p className={styles.intro}>{company.intro}</p> : null}
      {items.length ? (
        <dl className={styles.facts}>
          {items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
