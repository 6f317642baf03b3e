import { describe, expect, it } from 'vitest';
import { cleanCompanyName, subIndustryLabel } from './gics-sub-industries';

describe('cleanCompanyName', () => {
  it('drops "(The)", turns a given name in parentheses around, and names share classes in Hungarian', () => {
    expect(cleanCompanyName('Home Depot (The)')).toBe('Home Depot');
    expect(cleanCompanyName('Lilly (Eli)')).toBe('Eli Lilly');
    expect(cleanCompanyName('Fox Corporation (Class B)')).toBe('Fox Corporation (B sorozat)');
    expect(cleanCompanyName(' Apple Inc. ')).toBe('Apple Inc.');
    // Anything else in parentheses is kept as written.
    expect(cleanCompanyName('Acme (Holdings) Ltd')).toBe('Acme (Holdings) Ltd');
    expect(cleanCompanyName('Berkshire Hathaway (Berkshire Hathaway)')).toBe('Berkshire Hathaway (Berkshire Hathaway)');
  });
});

describe('subIndustryLabel', () => {
  it('is the Hungarian name, or nothing for an unknown or missing sub-industry', () => {
    expect(subIndustryLabel('Semiconductors')).toBe('Félvezetők');
    expect(subIndustryLabel('Managed Health Care')).toBe('Egészségbiztosítók és egészségügyi ellátásszervezés');
    expect(subIndustryLabel('Quantum Widgets')).toBeUndefined();
    expect(subIndustryLabel(undefined)).toBeUndefined();
  });
});
