import type { CaptchaImageState } from './CredentialFields';
import styles from './LoginPage.module.css';

/** The verify-code image (click to refresh), shared by the console and the provider console logins. */
export function CaptchaButton({ captcha, onRefresh }: { captcha: CaptchaImageState; onRefresh: () => void }) {
  return (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={onRefresh}
      title="看不清？点击换一张"
      data-testid="captcha-refresh"
    >
      {captcha.image ? (
        <img src={captcha.image} alt="验证码" data-captcha-id={captcha.id} className={styles.captchaImage} />
      ) : (
        <span className={styles.captchaPlaceholder}>{captcha.isError ? '点击重试' : '加载中…'}</span>
      )}
    </button>
  );
}
