/**
 * POST /csp-report (the site reaches it as /api/csp-report): where browsers send the site's
 * Content-Security-Policy violations (firebase.json: `report-uri`, and `report-to` with the
 * Reporting-Endpoints header). A report is logged, cut to the fields worth reading and to a few
 * hundred characters each, so a page can neither flood the log with one report nor make it hold
 * anything large. Bodies over CSP_REPORT_MAX_BYTES get 413; like every route but /health it counts
 * against the client's request limit (rate-limit.ts), so a flood from one client gets 429.
 */
import type { FastifyInstance } from 'fastify';
import { AnswerError, ERROR_TITLES } from './errors';

export const CSP_REPORT_PATH = '/csp-report';
/** A browser's report of one violation is well under 2 KB; a report-to batch may hold several. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
const MAX_REPORTS = 10;
const MAX_FIELD = 300;

/** The fields logged, by their names in `report-uri` (legacy) and `report-to` (Reporting API) reports. */
const FIELDS: Record<string, string> = {
  'document-uri': 'document',
  documentURL: 'document',
  'violated-directive': 'directive',
  'effective-directive': 'directive',
  effectiveDirective: 'directive',
  'blocked-uri': 'blocked',
  blockedURL: 'blocked',
  'source-file': 'source',
  sourceFile: 'source',
  'line-number': 'line',
  lineNumber: 'line',
  sample: 'sample',
  'script-sample': 'sample',
  disposition: 'disposition',
};

const invalid = () => new AnswerError(400, { error: ERROR_TITLES[400], message: 'A jelentés nem CSP-sértésről szól.' });

/** The violations of a report body (either format), each with the logged fields only. */
export function violations(body: unknown): Record<string, string>[] {
  const items = Array.isArray(body)
    ? body
        .filter((r) => r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation')
        .map((r) => (r as { body?: unknown }).body)
    : [(body as { 'csp-report'?: unknown } | null)?.['csp-report']];
  const out: Record<string, string>[] = [];
  for (const item of items.slice(0, MAX_REPORTS)) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(item as Record<string, unknown>)) {
      const key = Object.hasOwn(FIELDS, name) ? FIELDS[name] : undefined;
      if (key && (typeof value === 'string' || typeof value === 'number'))
        fields[key] = String(value).slice(0, MAX_FIELD);
    }
    if (fields.directive) out.push(fields);
  }
  return out;
}

export async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  const parse = (_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(invalid());
    }
  };
  // Encapsulated: these content types are taken on this route only.
  for (const type of ['application/csp-report', 'application/reports+json'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES }, parse);
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_MAX_BYTES }, async (request, reply) => {
    const found = violations(request.body);
    if (found.length === 0) throw invalid();
    request.log.warn({ cspViolations: found }, 'Content-Security-Policy violation');
    return reply.status(204).send();
  });
}
