import { MonteCarloCalculator } from '@penzugy/widgets';
import { PageHeader } from '../common/states';
import { onCalculatorEvent } from './calculator-host';

export default function MonteCarloPage() {
  return (
    <>
      <PageHeader title="Monte-Carlo-szimuláció" lead="Több ezer lehetséges jövőbeli árfolyampálya öt modellel; percentilis-sávok, valószínűségek és a legrosszabb visszaesések." />
      <MonteCarloCalculator syncUrl onEvent={onCalculatorEvent} />
    </>
  );
}
