import { RentOrBuyCalculator } from '@penzugy/widgets';
import { PageHeader } from '../common/states';
import { glossaryLink, onCalculatorEvent } from './calculator-host';

export default function RentOrBuyPage() {
  return (
    <>
      <PageHeader title="Bérlés vagy vásárlás?" lead="Mikor éri meg lakást venni bérlés helyett? A kalkulátor a teljes vagyont veti össze a futamidő végén, és megmutatja a fordulóponti bérleti díjat." />
      <RentOrBuyCalculator syncUrl glossaryLink={glossaryLink} onEvent={onCalculatorEvent} />
    </>
  );
}
