import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Duplex } from 'node:stream';
import { commonMessages } from '../i18n/common.messages';
import { errorBody } from '../middleware/error-handler';

type ParserError = Error & { code?: string };

/**
 * Requests Node's HTTP parser refuses before the app sees them (headers or URL over the limit, broken
 * syntax) would get Node's bare answer; this gives them the API's JSON error shape. The request's
 * headers were never parsed, so the text is English.
 */
export function shapeClientErrors(server: ServerType): void {
  // `serve` without a `createServer` option makes a plain node:http server.
  (server as Server).on('clientError', (error: ParserError, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_TOO_LONG';
    const [status, reason, text] = tooLarge
      ? [431, 'Request Header Fields Too Large', commonMessages.headersTooLarge]
      : [400, 'Bad Request', commonMessages.malformedRequest];
    const body = JSON.stringify(errorBody('en', text));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
