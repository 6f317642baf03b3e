/**
 * The widgets' theme contract (packages/widgets/src/theme/contract.css.ts) with vanilla-extract's own
 * short, hashed variable names instead of the published `--penzugy-<group>-<token>` names. A page
 * cannot reach into the widget's shadow root to set those anyway: the partner's theming hooks are
 * src/runtime/theme-overrides.css.ts. The long names cost the loan calculator 0.6 KB gzipped,
 * repeated in every rule of its CSS.
 */
import { createThemeContract } from '@vanilla-extract/css';
import { THEME_CONTRACT_SHAPE } from '../../../../packages/widgets/src/theme/contract-shape';

export const vars = createThemeContract(THEME_CONTRACT_SHAPE);
