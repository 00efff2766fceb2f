// One endpoint of the API (issue 13): its method and full path, `:name` for a path parameter.
// The server registers each route from its declaration and the web's request clients call the
// same declaration, so a path is written once. Plain data and one small function: the careers
// site's first load imports these without zod.

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of an endpoint's `:params`, by name. */
type PathParams<E extends Endpoint> = Record<ParamNames<E['path']>, string | number>;

type ParamsArgument<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? [] : [PathParams<E>];

/** The endpoint's path with each `:param` filled in, percent-encoded. */
export function pathOf<E extends Endpoint>(endpoint: E, ...[params]: ParamsArgument<E>): string {
  return fillPath(endpoint.path, params);
}

/**
 * `path` with each `:param` replaced by its percent-encoded value. Kept minimal (the careers
 * site's first load carries it); `pathOf` types the values.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
