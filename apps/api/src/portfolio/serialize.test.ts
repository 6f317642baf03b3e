import { describe, expect, it } from 'vitest';
import { TEST_TODAY, TEN, payload, sampleFx, sampleSource } from '../test-support';
import { createUpdatePortfolio } from './update-portfolio';

describe('the answer’s JSON', () => {
  it('equals JSON.stringify of the response, also when the series JSON is reused across requests', async () => {
    const { update } = createUpdatePortfolio({ source: sampleSource(), fx: sampleFx(), today: () => TEST_TODAY });
    const requests = [
      payload(TEN, { objective: 'maxSharpe' }),
      payload(TEN, { objective: 'minVariance', shorting: true }), // same stocks and period: reuses the series JSON
      payload(TEN, { objective: 'maxReturn', riskFreeRate: 0.01 }),
      payload(['OTP', 'MOL'], { benchmark: 'DOW', fromDate: '2024-03-01', toDate: '2025-03-01' }),
      payload(['OTP', 'AAPL'], { currency: 'HUF', fromDate: '2024-03-01', toDate: '2025-03-01' }),
    ];
    for (const body of requests) {
      const outcome = await update(body);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.fields));
      const text = outcome.json();
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(outcome.response)));
      expect(Object.keys(JSON.parse(text).timeSeries)).toEqual(Object.keys(outcome.response.timeSeries));
    }
  });
});
