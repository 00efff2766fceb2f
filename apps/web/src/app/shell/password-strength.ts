import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isStrongPassword } from '@ehire/domain/contracts/auth';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const PASSWORD_STRENGTH_LABEL: Readonly<Record<PasswordStrength, string>> = {
  weak: '弱',
  medium: '中',
  strong: '强',
};

/** The server's rule (isStrongPassword), worded for the form. */
export const PASSWORD_RULE_MESSAGE = `密码需为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，且包含大写字母、小写字母、数字、符号中的至少三种`;

/** Hint under the new-password input: weak until the server's rule is met. */
export function passwordStrength(password: string): PasswordStrength {
  if (!isStrongPassword(password)) return 'weak';
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(password)).length;
  return classes === 4 && [...password].length >= 12 ? 'strong' : 'medium';
}
