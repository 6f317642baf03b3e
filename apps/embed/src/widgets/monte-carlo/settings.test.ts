import { createSimulation, MONTE_CARLO_RANGES } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { financeRefusal, settingsChecker } from '../settings-test-support';
import { checkMonteCarloSettings, MONTE_CARLO_ATTRIBUTES, monteCarloDefaultValue } from './settings';

const check = settingsChecker(MONTE_CARLO_ATTRIBUTES, checkMonteCarloSettings, 'data');

describe('Monte Carlo settings', () => {
  it('has an attribute for every model parameter, whole numbers where finance-core wants them', () => {
    expect(MONTE_CARLO_ATTRIBUTES['sample-paths']).toEqual({ type: 'number', integer: true });
    expect(MONTE_CARLO_ATTRIBUTES['jump-std-dev']).toEqual({ type: 'number', integer: false });
    expect(Object.keys(MONTE_CARLO_RANGES).length + 2 + 2).toBe(Object.keys(MONTE_CARLO_ATTRIBUTES).length);
  });

  it('reads the model in kebab case', () => {
    const { parsed, problems } = check({ model: 'mean-reversion', 'reversion-speed': '1,5', paths: '200' });
    expect(problems).toEqual([]);
    expect(monteCarloDefaultValue(parsed.values)).toEqual({ model: 'meanReversion', reversionSpeed: 1.5, paths: 200 });
    expect(check({ model: 'meanReversion' }).problems[0]).toMatchObject({ attribute: 'data-model' });
  });

  it('names the attribute of a cross-field refusal (more sample paths than paths)', () => {
    const message = financeRefusal(() => createSimulation({ paths: 10, samplePaths: 20 }));
    expect(check({ paths: '10', 'sample-paths': '20' }).problems).toEqual([
      { attribute: 'data-sample-paths', value: '20', defaultValue: undefined, message },
    ]);
  });
});
