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
import type { FastifyError, FastifyInstance } from 'fastify';
import { labelForPath } from './portfolio/labels';

export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** Titles of the error answers. */
export const ERROR_TITLES = {
  400: 'Hibás kérés',
  404: 'Nem található',
  405: 'Nem támogatott metódus',
  413: 'Túl nagy kérés',
  415: 'Nem támogatott tartalomtípus',
  500: 'Szerverhiba',
  503: 'A szolgáltatás nem érhető el',
} as const;

/** Most field errors reported in one answer (a 50-item portfolio of garbage stays readable). */
export const MAX_FIELD_ERRORS = 20;

/** A 400 answer naming each field: `fields` maps a path to a message that starts with its label. */
export function badRequest(fields: Record<string, string>): ErrorBody {
  const entries = Object.entries(fields).slice(0, MAX_FIELD_ERRORS);
  return { error: ERROR_TITLES[400], message: entries.map(([, m]) => m).join(' '), fields: Object.fromEntries(entries) };
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
      return { status: 413, body: { error: ERROR_TITLES[413], message: `A kérés törzse legfeljebb ${Math.round(bodyLimit / 1024)} KB lehet.` } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: ERROR_TITLES[415], message: 'A kérés törzsét JSON-ként küldje (Content-Type: application/json).' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: badRequest(fieldError('body', 'a kérés törzse üres; JSON-objektumot várunk.')) };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { error: ERROR_TITLES[400], message: 'A kérés Content-Length fejléce nem egyezik a törzs hosszával.' } };
    default:
      break;
  }
  // JSON syntax errors and prototype-poisoning attempts come from the body parser with status 400.
  if (error.statusCode === 400 && (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON|prototype|constructor/i.test(error.message))) {
    return { status: 400, body: badRequest(fieldError('body', 'a kérés törzse nem érvényes JSON.')) };
  }
  return null;
}

/** Installs the error and not-found handlers (see the module header). */
export function installErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = frameworkError(error, bodyLimit);
    if (known) {
      request.log.info({ code: error.code, status: known.status }, 'rejected request');
      return reply.status(known.status).send(known.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const title = (ERROR_TITLES as Record<number, string>)[status] ?? ERROR_TITLES[400];
      return reply.status(status).send({ error: title, message: 'A kérést nem tudjuk feldolgozni; ellenőrizze a formátumát.' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: ERROR_TITLES[500], message: 'Váratlan hiba történt. Próbálja újra később.' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: ERROR_TITLES[404], message: `Ismeretlen útvonal: ${request.method} ${request.url.split('?')[0].slice(0, 200)}` } satisfies ErrorBody);
  });
}
