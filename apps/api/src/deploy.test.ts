/**
 * The deployment configuration in apps/api/deploy/ agrees with the code: the load balancer's URL
 * map sends the service's paths with exactly the headers front-end.ts trusts (set, not appended),
 * the Cloud Run service takes traffic only from load balancers, gets its secret from Secret Manager
 * and probes the health thread's port. And a request shaped by the URL map's header action is
 * served, keyed on the visitor, while one that skipped it is refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CLIENT_IP_HEADER, FRONT_END_SECRET_HEADER } from './front-end';
import { withTestServer } from './test-support';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(apiDir, file), 'utf8');

interface HeaderToAdd {
  headerName: string;
  headerValue: string;
  replace: boolean;
}
interface RouteRule {
  priority: number;
  matchRules: { prefixMatch?: string; fullPathMatch?: string }[];
  service: string;
  headerAction?: { requestHeadersToAdd: HeaderToAdd[] };
}

const urlMap = parse(read('deploy/url-map.yaml')) as {
  pathMatchers: { routeRules: RouteRule[] }[];
};
const apiRule = urlMap.pathMatchers[0]!.routeRules.find((r) => r.service.endsWith('/penzugy-api'))!;

const service = parse(read('deploy/cloud-run.yaml')) as {
  metadata: { annotations: Record<string, string> };
  spec: {
    template: {
      spec: {
        containers: {
          ports: { containerPort: number }[];
          env: { name: string; value?: string; valueFrom?: { secretKeyRef: { name: string } } }[];
          startupProbe: { httpGet: { path: string; port: number } };
          livenessProbe: { httpGet: { path: string; port: number } };
        }[];
      };
    };
  };
};
const container = service.spec.template.spec.containers[0]!;

/** What the load balancer does to a request's headers: each header set, replacing the visitor's. */
function throughLoadBalancer(
  visitorHeaders: Record<string, string>,
  visitorAddress: string,
  secret: string,
): Record<string, string> {
  const headers = { ...visitorHeaders };
  for (const h of apiRule.headerAction!.requestHeadersToAdd) {
    const value = h.headerValue.replace('{client_ip_address}', visitorAddress).replace('${FRONT_END_SECRET}', secret);
    for (const name of Object.keys(headers))
      if (name.toLowerCase() === h.headerName.toLowerCase()) delete headers[name];
    headers[h.headerName] = value;
  }
  return headers;
}

describe('deploy/url-map.yaml', () => {
  it('sends the paths the service answers under /api, first', () => {
    expect(apiRule.priority).toBe(1);
    expect(apiRule.matchRules.map((m) => m.prefixMatch ?? m.fullPathMatch).sort()).toEqual([
      '/api/csp-report',
      '/api/market/',
      '/api/portfolio-opt/',
    ]);
  });

  it('sets the client address and the secret under the names front-end.ts reads, replacing what the visitor sent', () => {
    const added = apiRule.headerAction!.requestHeadersToAdd;
    expect(added).toEqual([
      { headerName: expect.any(String), headerValue: '{client_ip_address}', replace: true },
      { headerName: expect.any(String), headerValue: '${FRONT_END_SECRET}', replace: true },
    ]);
    expect(added.map((h) => h.headerName.toLowerCase())).toEqual([CLIENT_IP_HEADER, FRONT_END_SECRET_HEADER]);
  });
});

describe('deploy/cloud-run.yaml', () => {
  it('takes requests only from Google Cloud load balancers, with the secret from Secret Manager', () => {
    expect(service.metadata.annotations['run.googleapis.com/ingress']).toBe('internal-and-cloud-load-balancing');
    const secret = container.env.find((e) => e.name === 'FRONT_END_SECRET')!;
    expect(secret.value).toBeUndefined();
    expect(secret.valueFrom?.secretKeyRef.name).toBe('penzugy-api-front-end-secret');
  });

  it('serves on the image’s PORT and probes /health on its HEALTH_PORT', () => {
    const dockerfile = read('Dockerfile');
    const port = Number(/^ENV .*\bPORT=(\d+)/m.exec(dockerfile)?.[1]);
    const healthPort = Number(/^ENV .*\bHEALTH_PORT=(\d+)/m.exec(dockerfile)?.[1]);
    expect(container.ports[0]!.containerPort).toBe(port);
    expect(container.env.find((e) => e.name === 'HEALTH_PORT')?.value).toBe(String(healthPort));
    for (const probe of [container.startupProbe, container.livenessProbe])
      expect(probe.httpGet).toEqual({ path: '/health', port: healthPort });
  });
});

describe('the two ways in, as configured', () => {
  const SECRET = 'Zr5uP0qL8wX3nB6vT1yK4cM7hJ9dF2sA';

  it('through the load balancer: served, each visitor on their own budget, whatever they forge', async () => {
    await withTestServer(
      { frontEndSecret: SECRET, limits: { requestLimit: 1, rateLimitWindowMs: 86_400_000 } },
      async (app) => {
        const visit = (address: string, forged: Record<string, string> = {}) =>
          app.inject({
            method: 'GET',
            url: '/api/market/tables',
            headers: throughLoadBalancer(forged, address, SECRET),
            remoteAddress: '35.191.8.1',
          });
        expect((await visit('198.51.100.7')).statusCode).toBe(200);
        // The same visitor naming someone else in the load balancer's own headers gains nothing.
        expect((await visit('198.51.100.7', { 'X-Client-IP': '203.0.113.50' })).statusCode).toBe(429);
        expect((await visit('203.0.113.50')).statusCode).toBe(200);
      },
    );
  });

  it('straight to the service (or through Firebase Hosting, which can add no header): refused', async () => {
    await withTestServer({ frontEndSecret: SECRET }, async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/market/tables',
        headers: { 'x-forwarded-for': '198.51.100.7', 'X-Client-IP': '198.51.100.7' },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
