// Type-checked under the strictest consumer settings (tsconfig.json: strict, exactOptionalPropertyTypes):
// optional props take `undefined` explicitly, as props forwarded from a parent's optional props do.
import {
  Button,
  LineChart,
  LoanCalculator,
  MonteCarloCalculator,
  NumberField,
  PortfolioOptimizer,
  RentOrBuyCalculator,
  ThemeRoot,
  type CalculatorEventHandler,
  type GlossaryTermData,
  type LoanCalculatorValue,
} from '@penzugy/widgets';
import { PdfViewer } from '@penzugy/widgets/pdf';
import { darkTokens, themeClass, vars, zIndex, type ThemeName } from '@penzugy/widgets/theme';
import { LoanCalculator as LoanFromItsEntry, type LoanCalculatorProps } from '@penzugy/widgets/loan-calculator';
import { Heatmap, type HeatmapProps } from '@penzugy/widgets/heatmap';

// The theme entry's values are real values with their types (what a themer's stylesheet reads).
export const themed: { accent: string; background: string; popover: number } = {
  accent: vars.color.accent,
  background: darkTokens.color.background,
  popover: zIndex.popover,
};

// The server-safe theme entry names the theme classes; each widget's own entry carries its types.
const mode: ThemeName = 'light';
export const bodyClass: string = themeClass(mode);
export function FromEntries({ price, load }: { price?: number; load: HeatmapProps['loadHeatmap'] }) {
  const props: LoanCalculatorProps = { defaultValue: { price } };
  return (
    <>
      <LoanFromItsEntry {...props} />
      <Heatmap loadHeatmap={load} title={undefined} />
    </>
  );
}

// The glossary's wire types travel inside the published declarations (they are declared by
// @penzugy/content, which a consumer does not install).
export const term: GlossaryTermData = {
  properName: 'thm',
  displayName: 'THM',
  definition: 'A hitel teljes díja egy évre vetítve.',
  related: [{ properName: 'kamat', displayName: 'Kamat' }],
};

interface PageProps {
  value?: LoanCalculatorValue;
  onEvent?: CalculatorEventHandler;
  theme?: 'dark' | 'light';
  className?: string;
}

export function Page({ value, onEvent, theme, className }: PageProps) {
  return (
    <ThemeRoot theme={theme}>
      <LoanCalculator value={value} onEvent={onEvent} className={className} syncUrl={undefined} />
      <RentOrBuyCalculator defaultValue={undefined} onChange={undefined} glossaryLink={undefined} />
      <NumberField label="Önerő" unit={undefined} min={undefined} onChange={undefined} />
      <LineChart dates={['2024-01-02']} timeSeries={{ Portfolio: [1] }} title={undefined} className={className} />
      <Button variant={undefined}>Számítás</Button>
      <PdfViewer url="/a.pdf" title={undefined} workerSrc={undefined} />
    </ThemeRoot>
  );
}

// Issue 26 item 3: the fields of `defaultValue` and of a partial `value` take `undefined` too ("not
// given": the calculator's default applies), so an app's own optional fields pass straight through.
interface LoanPreset {
  price?: number;
  years?: number;
  seed?: number;
  tickers?: string[];
}

export function Preset({ price, years, seed, tickers }: LoanPreset) {
  return (
    <>
      <LoanCalculator defaultValue={{ price, years }} />
      <RentOrBuyCalculator defaultValue={{ price }} />
      <MonteCarloCalculator value={{ years, seed }} defaultValue={{ years }} />
      <PortfolioOptimizer value={{ tickers }} defaultValue={{ tickers }} />
    </>
  );
}
