import type { CareersSite } from '@ehire/domain/contracts/careers';
import styles from './CandidateSite.module.css';

/** 页面设置 as published (issue 17): the banner, intro and contact above the job list. */
export default function CareersPageIntro({ page }: { page: NonNullable<CareersSite['page']> }) {
  return (
    <>
      {page.bannerUrl ? (
        <img src={page.bannerUrl} alt="" data-testid="careers-banner" style={{ width: '100%' }} />
      ) : null}
      {page.intro ? <p className={styles.intro}>{page.intro}</p> : null}
      {page.contact ? <p className={styles.intro}>联系我们：{page.contact}</p> : null}
    </>
  );
}
