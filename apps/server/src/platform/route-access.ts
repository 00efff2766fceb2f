import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PermissionKey } from '@ehire/domain/codes/permissions';
import { isPermissionKey } from '@ehire/domain/codes/permissions';
import type { AppError } from './envelope';
import type { AuditNote, Principal, PrincipalKind } from './request-context';

// Every route states who may call it, so nothing is left open by omission:
//   config: { public: true }                              no token
//   config: { permission: { key, write } }                operator with auth_value >= 1 / >= 2
//   config: { permission: { key: SIGNED_IN, write } }     any signed-in principal of the family
// An onRoute hook throws at startup for a route that declares neither.

/** Pseudo-key: any signed-in principal, no permission value needed (own password, logout). */
export const SIGNED_IN = 'signed-in';
type AccessKey = PermissionKey | typeof SIGNED_IN;

export interface RoutePermission {
  key: AccessKey;
  /** true: the route changes state; needs auth_value >= 2 and is audited. */
  write: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    permission?: RoutePermission;
    /** false: never audited (read-only POSTs of public routes, routes that keep their own log). */
    audit?: boolean;
    /** Derived from the path: /api/ops/* is the provider console, everything else operators. */
    principalKind?: PrincipalKind;
  }
  interface FastifyRequest {
    principal: Principal | null;
    auditNote: AuditNote | null;
    /** The AppError the request ended with, for the audit hook. */
    failure: AppError | null;
    /** Decrypted CurrentFlowId header of the flow family, when sent. */
    currentFlowId: string | null;
  }
  interface FastifyInstance {
    routeCatalog: RouteCatalogEntry[];
  }
}

interface RouteCatalogEntry {
  method: string;
  url: string;
  public: boolean;
  permission: RoutePermission | null;
  audit: boolean;
  principalKind: PrincipalKind;
  /** The zod body schema, when the route declares one (tests fuzz it). */
  bodySchema: unknown;
  /** The route's own body limit in bytes; undefined = the app's (BODY_LIMIT_BYTES, 1 MB). */
  bodyLimit: number | undefined;
}

/**
 * The body limit of a public route that sets none (issue 20 §4.1): a public form (a login, a
 * verification code, a reply, an interview booking) needs a few KB, so an unauthenticated
 * caller cannot make the server parse a megabyte of JSON. Files go through multipart uploads;
 * the apply route sets its own (the answers of a resume form).
 */
export const PUBLIC_BODY_LIMIT_BYTES = 64 * 1024;

export const DOCS_PREFIX = '/api/docs';
const OPS_PREFIX = '/api/ops/';
export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
}

/** Installs the declaration check and the route catalogue. Call before any route exists. */
export function installRouteAccess(app: FastifyInstance): void {
  app.decorate('routeCatalog', [] as RouteCatalogEntry[]);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as NonNullable<RouteOptions['config']>;
    const url = route.url;
    // Swagger UI's own pages and assets are documentation, open like the docs themselves.
    if (url.startsWith(DOCS_PREFIX)) config.public = true;

    const label = `${methodsOf(route).join(',')} ${url}`;
    if (config.public && config.permission) {
      throw new Error(`路由 ${label} 同时声明了 public 和 permission，只能二选一`);
    }
    if (!config.public && !config.permission) {
      throw new Error(
        `路由 ${label} 未声明访问控制：请在 config 中设置 permission: { key, write } 或 public: true`,
      );
    }
    const principalKind: PrincipalKind = url.startsWith(OPS_PREFIX) ? 'provider' : 'operator';
    if (config.permission) {
      const { key } = config.permission;
      if (key !== SIGNED_IN && !isPermissionKey(key)) {
        throw new Error(`路由 ${label} 使用了未定义的权限键 ${String(key)}`);
      }
      if (principalKind === 'provider' && key !== SIGNED_IN) {
        throw new Error(`路由 ${label}：服务商控制台没有权限键，请使用 SIGNED_IN`);
      }
    }
    config.principalKind = principalKind;
    route.config = config;
    // The OpenAPI document requires the Token header globally; public routes opt out.
    if (config.public && route.schema) route.schema = { ...route.schema, security: [] };
    if (config.public && route.bodyLimit === undefined && !url.startsWith(DOCS_PREFIX)) {
      route.bodyLimit = PUBLIC_BODY_LIMIT_BYTES;
    }

    for (const method of methodsOf(route)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.routeCatalog.push({
        method,
        url,
        public: config.public === true,
        permission: config.permission ?? null,
        audit: isAudited(method, config),
        principalKind,
        bodySchema: (route.schema as { body?: unknown } | undefined)?.body,
        bodyLimit: route.bodyLimit,
      });
    }
  });
}

/** A mutating method, not declared read-only, not opted out. */
export function isAudited(
  method: string,
  config: { permission?: RoutePermission; audit?: boolean },
): boolean {
  if (!MUTATING_METHODS.has(method.toUpperCase())) return false;
  if (config.audit === false) return false;
  if (config.permission && !config.permission.write) return false;
  return true;
}
