import helmet from "helmet";

/**
 * Security headers with a Content-Security-Policy the app really runs under: everything (scripts, styles, fonts,
 * the API reference page) is served by this process; nothing comes from a CDN. Inline styles stay allowed for
 * Radix and sonner, which position elements with style attributes. TLS upgrades are the reverse proxy's job.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "frame-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
