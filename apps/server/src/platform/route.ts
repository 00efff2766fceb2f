import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@ehire/domain/api/endpoint';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Options<S extends FastifySchema> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * Registers one route from its domain declaration (issue 13): the method and the full path come
 * from `endpoint`; the plugin's prefix (given where the feature is registered) is taken off the
 * path, so the declaration must lie under it. Schemas and permissions stay in `options`.
 */
export function route<const S extends FastifySchema = FastifySchema>(
  app: ZodApp,
  endpoint: Endpoint,
  options: Options<S>,
  handler: Handler<S>,
): void {
  app.route<RouteGenericInterface, ContextConfigDefault, S>({
    ...options,
    method: endpoint.method,
    url: localPath(app.prefix, endpoint.path),
    handler,
  });
}

/** The declared full path minus the plugin's prefix. */
function localPath(prefix: string, path: string): string {
  if (
    !path.startsWith(prefix) ||
    (path.length > prefix.length && path[prefix.length] !== '/' && !prefix.endsWith('/'))
  ) {
    throw new Error(`路由 ${path} 不在注册前缀 ${prefix} 之下`);
  }
  return path.slice(prefix.length);
}
