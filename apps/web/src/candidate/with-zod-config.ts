// The job list parses nothing, so the careers entry does not carry zod's CSP setting (jitless,
// app/zod-config.ts; about 3.6 kB gzip of zod's core, issue 13 §4). Every page loaded after it
// that parses with zod comes through here: the setting is applied before the page can render,
// hence before its first parse, and both load at once.
export function withZodConfig<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([import('../app/zod-config'), load()]).then(([, page]) => page);
}
