import { MONTE_CARLO_DEFAULTS, parameterDescriptions } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { checkRunInput, fieldsOf, MONTE_CARLO_FORM_DEFAULTS, resolveFormValue, runInputOf } from './form-value';

describe('resolveFormValue', () => {
  it('fills the spec defaults', () => {
    expect(resolveFormValue(undefined)).toEqual(MONTE_CARLO_DEFAULTS);
    expect(resolveFormValue({ paths: 100, drift: undefined })).toEqual({ ...MONTE_CARLO_DEFAULTS, paths: 100 });
  });

  it('replaces an unknown model with the default and drops unknown keys', () => {
    const value = resolveFormValue({ model: 'brownian' as never, ...({ colour: 'red' } as object) });
    expect(value.model).toBe('gbm');
    expect(value).not.toHaveProperty('colour');
  });

  it('keeps a bad number so that validation can name it', () => {
    expect(resolveFormValue({ paths: 5 }).paths).toBe(5);
  });
});

describe('fieldsOf / runInputOf', () => {
  it('lists the model’s own parameters, then the shared run settings', () => {
    expect(fieldsOf('gbm').map((f) => f.key)).toEqual([
      'initialValue',
      'drift',
      'volatility',
      'years',
      'stepsPerYear',
      'paths',
      'samplePaths',
      'seed',
    ]);
    expect(fieldsOf('jumpDiffusion').map((f) => f.key)).toContain('jumpIntensity');
  });

  it('sends only the fields on screen for the model', () => {
    const input = runInputOf({ ...MONTE_CARLO_FORM_DEFAULTS, jumpIntensity: 99 });
    expect(input).not.toHaveProperty('jumpIntensity');
    expect(input).toMatchObject({ model: 'gbm', paths: 500, seed: MONTE_CARLO_DEFAULTS.seed });
  });
});

describe('checkRunInput', () => {
  it('accepts the defaults', () => {
    expect(checkRunInput(MONTE_CARLO_FORM_DEFAULTS)).toBeNull();
  });

  it('names the field in Hungarian, as the engine does', () => {
    expect(checkRunInput({ paths: 5 })).toEqual({
      field: 'paths',
      message: `${parameterDescriptions.paths.label}: nem lehet kisebb, mint 10.`,
    });
    expect(checkRunInput({ paths: 20, samplePaths: 30 })).toMatchObject({ field: 'samplePaths' });
  });
});
