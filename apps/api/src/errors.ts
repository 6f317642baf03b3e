/**
 * The service's error answers. Every 4xx and 5xx body has the same shape, in Hungarian:
 *
 *   { "error": "Hibás kérés", "message": "Elemzés vége: …", "fields": { "toDate": "Elemzés vége: …" } }
 *
 * `error` is a short title, `message` one readable sentence (the portfolio widget shows it as it is),
 * `fields` (400 only) the message for each wrong field by its path in the request (`portfolio.2.ticker`).
 * No stack trace, error code or framework text ever reaches a client: unexpected errors are logged
 * with the request id and answered with a generic 500.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { labelForPath } from './portfolio/strings';

export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** Titles of the error answers. */
export const ERROR_TITLES = {
  400: 'Hibás kérés',
  403: 'Hozzáférés megtagadva',
  404: 'Nem található',
  405: 'Nem támogatott metódus',
  408: 'Lejárt a kérés ideje',
  413: 'Túl nagy kérés',
  414: 'Túl hosszú cím',
  415: 'Nem támogatott tartalomtípus',
  429: 'Túl sok kérés',
  431: 'Túl nagy fejlécek',
  500: 'Szerverhiba',
  503: 'A szolgáltatás nem érhető el',
} as const;

/** Most field errors reported in one answer (a 50-item portfolio of garbage stays readable). */
export const MAX_FIELD_ERRORS = 20;

/** A 400 answer naming each field: `fields` maps a path to a message that starts with its label. */
export function badRequest(fields: Record<string, string>): ErrorBody {
  const entries = Object.entries(fields).slice(0, MAX_FIELD_ERRORS);
  return {
    error: ERROR_TITLES[400],
    message: entries.map(([, m]) => m).join(' '),
    fields: Object.fromEntries(entries),
  };
}

/** One field's 400: the message is prefixed with the field's label unless it already starts with it. */
export function fieldError(path: string, text: string): Record<string, string> {
  const label = labelForPath(path);
  return { [path]: text.startsWith(`${label}:`) ? text : `${label}: ${text}` };
}

/** The Hungarian answer for the errors Fastify raises before a handler runs. */
function frameworkError(error: FastifyError, bodyLimit: number): { status: number; body: ErrorBody } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: {
          error: ERROR_TITLES[413],
          message: `A kérés törzse legfeljebb ${Math.round(bodyLimit / 1024)} KB lehet.`,
        },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          error: ERROR_TITLES[415],
          message: 'A kérés törzsét JSON-ként küldje (Content-Type: application/json).',
        },
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: badRequest(fieldError('body', 'a kérés törzse üres; JSON-objektumot várunk.')) };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        body: { error: ERROR_TITLES[400], message: 'A kérés Content-Length fejléce nem egyezik a törzs hosszával.' },
      };
    default:
      break;
  }
  // JSON syntax errors and prototype-poisoning attempts come from the body parser with status 400.
  if (
    error.statusCode === 400 &&
    (error instanceof SyntaxError ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      /JSON|prototype|constructor/i.test(error.message))
  ) {
    return { status: 400, body: badRequest(fieldError('body', 'a kérés törzse nem érvényes JSON.')) };
  }
  return null;
}

/** An error whose answer is already decided (e.g. the rate limit's 429 with its Retry-After). */
export class AnswerError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (400) or a path parameter over the
 * length limit (414). Answered in the common shape, never echoing the URL back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  request.log.info({ code: error.code }, 'rejected URL');
  // These answers leave before any hook runs, so helmet's headers are set here.
  void reply
    .status(tooLong ? 414 : 400)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none';frame-ancestors 'none'")
    .send({
      error: tooLong ? ERROR_TITLES[414] : ERROR_TITLES[400],
      message: tooLong ? 'A kért cím túl hosszú.' : 'A kért cím nem érvényes.',
    } satisfies ErrorBody);
}

/**
 * Node's own refusals before Fastify sees a request (late request: 408, headers too large: 431,
 * unparsable: 400), in the common shape; the connection is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'A kérés nem érkezett meg időben; küldje el újra.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'A kérés fejlécei túl nagyok.']
        : [400, 'A kérést nem tudjuk értelmezni.'];
  const body = JSON.stringify({
    error: (ERROR_TITLES as Record<number, string>)[status]!,
    message,
  } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Installs the error and not-found handlers (see the module header). */
export function installErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AnswerError) return reply.status(error.statusCode).headers(error.headers).send(error.body);
    const known = frameworkError(error, bodyLimit);
    if (known) {
      request.log.info({ code: error.code, status: known.status }, 'rejected request');
      return reply.status(known.status).send(known.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const title = (ERROR_TITLES as Record<number, string>)[status] ?? ERROR_TITLES[400];
      return reply.status(status).send({
        error: title,
        message: 'A kérést nem tudjuk feldolgozni; ellenőrizze a formátumát.',
      } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ error: ERROR_TITLES[500], message: 'Váratlan hiba történt. Próbálja újra később.' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: ERROR_TITLES[404],
      message: `Ismeretlen útvonal: ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`,
    } satisfies ErrorBody);
  });
}
