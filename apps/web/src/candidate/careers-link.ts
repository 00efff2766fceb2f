/** A link within the careers site of `member`, keeping a referral's `?ref=`. */
export function careersLink(member: string, path: string, ref: string | null): string {
  const base = `/careers/${encodeURIComponent(member)}${path}`;
  return ref ? `${base}?ref=${encodeURIComponent(ref)}` : base;
}
