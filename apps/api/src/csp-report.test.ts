import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_MAX_BYTES } from './csp-report';
import { withTestServer } from './test-support';

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://penzugy.example/stocks/AAPL',
    'violated-directive': 'style-src-elem',
    'effective-directive': 'style-src-elem',
    'blocked-uri': 'inline',
    'original-policy': 'x'.repeat(2000),
    'line-number': 12,
  },
};
const REPORT_TO = [
  {
    type: 'csp-violation',
    url: 'https://penzugy.example/',
    body: {
      documentURL: 'https://penzugy.example/',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://evil.example/x.js',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

const report = (app: FastifyInstance, payload: string, type = 'application/csp-report', url = '/csp-report') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload, remoteAddress: '203.0.113.9' });

describe('POST /csp-report', () => {
  it('takes a report in either format (also under /api), answers 204 and logs the violation’s fields only', async () => {
    const lines: string[] = [];
    await withTestServer(
      { logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } },
      async (app) => {
        expect(
          (await report(app, JSON.stringify(LEGACY), 'application/csp-report', '/api/csp-report')).statusCode,
        ).toBe(204);
        expect((await report(app, JSON.stringify(REPORT_TO), 'application/reports+json')).statusCode).toBe(204);
      },
    );
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; cspViolations?: unknown });
    expect(logged.filter((l) => l.cspViolations).map((l) => l.cspViolations)).toEqual([
      [{ document: 'https://penzugy.example/stocks/AAPL', directive: 'style-src-elem', blocked: 'inline', line: '12' }],
      [{ document: 'https://penzugy.example/', directive: 'script-src-elem', blocked: 'https://evil.example/x.js' }],
    ]);
    expect(lines.join('')).not.toContain('xxxxxxxx');
  });

  it(`refuses a body over ${CSP_REPORT_MAX_BYTES} bytes (413), one that is not a violation report (400), and other content types (415)`, async () => {
    await withTestServer(async (app) => {
      const send = (payload: string, type?: string) => report(app, payload, type);
      const big = { 'csp-report': { ...LEGACY['csp-report'], 'original-policy': 'x'.repeat(CSP_REPORT_MAX_BYTES) } };
      expect((await send(JSON.stringify(big))).statusCode).toBe(413);
      expect((await send('{"csp-report": {}}')).statusCode).toBe(400);
      expect((await send('nem json')).statusCode).toBe(400);
      expect(
        (await send(JSON.stringify([{ type: 'deprecation', body: {} }]), 'application/reports+json')).statusCode,
      ).toBe(400);
      expect((await send(JSON.stringify(LEGACY), 'text/html')).statusCode).toBe(415);
    });
  });

  it('counts against the request limit, so one client cannot flood the log', async () => {
    await withTestServer({ limits: { requestLimit: 5, rateLimitWindowMs: 86_400_000 } }, async (app) => {
      const send = () => report(app, JSON.stringify(LEGACY));
      for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(429);
    });
  });
});
