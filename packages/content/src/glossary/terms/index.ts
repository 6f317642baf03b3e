/**
 * The whole glossary, assembled from the topic files. The order here does not matter: the letter
 * groups are sorted by glossaryLetterGroups.
 */
import type { GlossaryEntry } from '../types.js';
import { ECONOMY_AND_BANKING_TERMS } from './economy.js';
import { HOUSING_TERMS } from './housing.js';
import { LOAN_TERMS } from './loans.js';
import { MARKET_TERMS } from './markets.js';
import { RISK_AND_RETURN_TERMS } from './risk-return.js';
import { SAVINGS_AND_TAX_TERMS } from './savings-tax.js';

/** Every glossary term of the site. */
export const GLOSSARY_TERMS: readonly GlossaryEntry[] = [
  ...LOAN_TERMS,
  ...HOUSING_TERMS,
  ...SAVINGS_AND_TAX_TERMS,
  ...MARKET_TERMS,
  ...RISK_AND_RETURN_TERMS,
  ...ECONOMY_AND_BANKING_TERMS,
];
