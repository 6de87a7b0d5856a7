import { secureHeaders } from 'hono/secure-headers';

/**
 * A CSP the app works under: our own scripts plus Stripe.js (only loaded on the booking page when
 * Stripe is configured); inline style attributes are allowed because the calendar and carousel set them.
 */
export const securityHeaders = (options: { https: boolean }) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    // frame-ancestors 'none' above decides framing; a second, weaker rule (SAMEORIGIN) would only contradict it.
    xFrameOptions: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // HSTS over plain http (local use) would only pin browsers to an https://localhost that is not there.
    strictTransportSecurity: options.https ? 'max-age=15552000; includeSubDomains' : false,
  });
