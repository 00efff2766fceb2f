import type { UserInfo } from '@ehire/domain/contracts/auth';
import type { LoginAccount } from './auth.repository';

/** The user-info cookie of D1 §3 (display only: the server never trusts it). */
export function buildUserInfo({ tenant, operator }: LoginAccount): UserInfo {
  return {
    ctmid: tenant.id,
    oprid: operator.id,
    oprcname: operator.display_name,
    ctmlogo: tenant.logo_url,
    ctmexpiredate: tenant.ctm_expire_date,
    auths: { istalentpack: operator.is_talent_pack },
    isusenewehireplus: tenant.is_use_new_ehire_plus,
  };
}
