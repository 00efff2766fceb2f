/**
 * A route table URL made callable: each :param becomes its value in `values`, or x (a trailing *
 * too), so the URL matches its route.
 */
export function concreteUrl(url: string, values: Readonly<Record<string, string>> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => values[name] ?? 'x').replace(/\*$/, 'x');
}
