// Type-checked under the strictest consumer settings (tsconfig.json: strict, exactOptionalPropertyTypes):
// optional props take `undefined` explicitly, as props forwarded from a parent's optional props do.
import {
  Button,
  LineChart,
  LoanCalculator,
  NumberField,
  RentOrBuyCalculator,
  ThemeRoot,
  type CalculatorEventHandler,
  type LoanCalculatorValue,
} from '@penzugy/widgets';
import { PdfViewer } from '@penzugy/widgets/pdf';

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
