import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Content-Security-Policy for the Vite-built React + antd app: scripts only from this origin
 * (plus the customer-service chat script when configured); inline styles are allowed because
 * antd injects its CSS-in-JS at run time.
 */
function contentSecurityDirectives(config: Pick<Config, 'chatScriptUrl' | 'nodeEnv'>) {
  const scriptSrc = ["'self'"];
  if (config.chatScriptUrl) scriptSrc.push(new URL(config.chatScriptUrl).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Plain-HTTP installs (an intranet server) would break if browsers upgraded every request.
    upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    hsts: config.nodeEnv === 'production' ? { maxAge: 15_552_000 } : false,
    crossOriginEmbedderPolicy: false,
  });
}
