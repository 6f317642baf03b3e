import { describe, expect, it, vi } from 'vitest';
import { buildPayload, defaultPortfolioValue } from './form-value';
import { createHttpOptimizer, errorMessageFor } from './http-client';
import { PortfolioRequestError } from './response';

/** The default request for two stocks, as the screen builds it (form-value.test pins its exact shape). */
const payload = buildPayload({ ...defaultPortfolioValue(new Date(2025, 5, 15)), tickers: ['AAPL', 'MSFT'] });

const okBody = { metrics: { annual_return: 0.1 }, weights: { AAPL: 0.7, MSFT: 0.3 } };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('createHttpOptimizer', () => {
  it('POSTs the docs/product.md#portfolio-optimiser payload as JSON to {backendUrl}/portfolio-opt/update-portfolio', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(okBody));
    const optimize = createHttpOptimizer({ backendUrl: 'https://api.example.hu/', fetch });
    const controller = new AbortController();
    const response = await optimize(payload, { signal: controller.signal });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example.hu/portfolio-opt/update-portfolio');
    expect(init).toMatchObject({ method: 'POST', signal: controller.signal });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init!.body as string)).toStrictEqual(payload);
    expect(response.weights).toEqual({ AAPL: 0.7, MSFT: 0.3 });
    expect(response.metrics.sharpe_ratio).toBeNull();
  });

  it("defaults to '/api'", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(okBody));
    await createHttpOptimizer({ fetch })(payload);
    expect(fetch.mock.calls[0]![0]).toBe('/api/portfolio-opt/update-portfolio');
  });

  it('turns a network failure into “Nem sikerült elérni a szervert.”', async () => {
    const optimize = createHttpOptimizer({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(optimize(payload)).rejects.toEqual(new PortfolioRequestError('Nem sikerült elérni a szervert.'));
  });

  it('passes an abort through, not as an error message', async () => {
    const controller = new AbortController();
    const optimize = createHttpOptimizer({
      fetch: async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    });
    const error = await optimize(payload, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PortfolioRequestError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('shows the server’s {message} in Hungarian, with the status kept', async () => {
    const optimize = createHttpOptimizer({
      fetch: async () => jsonResponse({ message: 'Kockázatmentes hozam: legfeljebb 50%.' }, 400),
    });
    const error = await optimize(payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortfolioRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'A portfólió frissítése nem sikerült: Kockázatmentes hozam: legfeljebb 50%.',
    });
  });

  it('names the fields of an {errors} body by their on-screen labels', async () => {
    const optimize = createHttpOptimizer({
      fetch: async () =>
        jsonResponse(
          { errors: { fromDate: 'a dátum a jövőben van.', riskFreeRate: 'Kockázatmentes hozam: túl nagy.' } },
          422,
        ),
    });
    await expect(optimize(payload)).rejects.toMatchObject({
      message:
        'A portfólió frissítése nem sikerült: Elemzés kezdete: a dátum a jövőben van. Kockázatmentes hozam: túl nagy.',
    });
  });

  it('falls back to a message by status when the body says nothing useful', async () => {
    await expect(
      createHttpOptimizer({ fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }) })(payload),
    ).rejects.toMatchObject({
      status: 502,
      message: 'A szerver hibát jelzett (HTTP 502). Próbálja újra később.',
    });
    await expect(
      createHttpOptimizer({ fetch: async () => new Response('', { status: 404 }) })(payload),
    ).rejects.toMatchObject({
      message: 'A portfólió-szolgáltatás nem érhető el ezen a címen (HTTP 404).',
    });
  });

  it('rejects an unreadable or incomplete 200 response in Hungarian', async () => {
    await expect(createHttpOptimizer({ fetch: async () => jsonResponse('{not json') })(payload)).rejects.toMatchObject({
      message: 'A szerver válasza nem értelmezhető.',
    });
    await expect(
      createHttpOptimizer({ fetch: async () => jsonResponse({ weights: {} }) })(payload),
    ).rejects.toMatchObject({
      message: 'A szerver válasza hiányos: nincsenek benne a súlyok vagy a mutatók.',
    });
  });
});

describe('errorMessageFor', () => {
  it('covers the common statuses', () => {
    expect(errorMessageFor(429, undefined)).toBe('Túl sok kérés érkezett. Várjon egy kicsit, majd próbálja újra.');
    expect(errorMessageFor(400, { message: '  ' })).toBe(
      'A szerver nem fogadta el a kérést (HTTP 400). Ellenőrizze a beállításokat.',
    );
    expect(errorMessageFor(500, { errors: { portfolio: '' } })).toBe(
      'A szerver hibát jelzett (HTTP 500). Próbálja újra később.',
    );
  });
});
