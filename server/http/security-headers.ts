import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderSettings {
  readonly https: boolean;
  readonly contentSecurityPolicy?: boolean;
}

/**
 * Helmet's headers, computed once. Helmet's policies never depend on the request (we use no CSP
 * nonces), and running its middleware per request halved the API's throughput in `npm run bench`;
 * applying a precomputed header map costs next to nothing.
 */
export function securityHeaders(settings: SecurityHeaderSettings | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(settings))({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet with a Content-Security-Policy that lets the SPA do what it needs: its own scripts, inline
 * styles, https images, Google sign-in and the analytics tag. Plain-http deployments (localhost) get
 * no HSTS and no upgrade-insecure-requests, which would break them.
 */
function helmetOptions(settings: SecurityHeaderSettings | undefined): HelmetOptions {
  const https = settings?.https ?? false;
  const google = 'https://accounts.google.com';
  const analytics = [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ];
  return {
    hsts: https,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    contentSecurityPolicy:
      settings?.contentSecurityPolicy === false
        ? false
        : {
            useDefaults: true,
            directives: {
              'default-src': ["'self'"],
              'script-src': [
                "'self'",
                google,
                'https://www.googletagmanager.com',
                'https://connect.facebook.net',
              ],
              'style-src': ["'self'", "'unsafe-inline'", google],
              'img-src': ["'self'", 'data:', 'blob:', 'https:'],
              'media-src': ["'self'", 'blob:', 'https:'],
              'font-src': ["'self'", 'data:'],
              'connect-src': ["'self'", google, ...analytics, 'https://www.facebook.com'],
              'frame-src': [google, 'https://open.spotify.com'],
              'upgrade-insecure-requests': https ? [] : null,
            },
          },
  };
}
