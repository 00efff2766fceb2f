/** Local-storage key of the last task id (DES-079), per tenant and operator. */
export function lastTaskStorageKey(ctmid: string, oprid: string): string {
  return `ehire.resumeDesign.lastTask.${ctmid}.${oprid}`;
}
