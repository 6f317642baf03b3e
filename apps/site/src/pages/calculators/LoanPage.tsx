import { LoanCalculator } from '@penzugy/widgets';
import { PageHeader } from '../common/states';
import { glossaryLink, onCalculatorEvent } from './calculator-host';

export default function LoanPage() {
  return (
    <>
      <PageHeader title="Lakáshitel-kalkulátor" lead="Havi törlesztőrészlet, THM, teljes visszafizetés és kamatváltozási stresszteszt – a magyar szabályok szerint." />
      <LoanCalculator syncUrl glossaryLink={glossaryLink} onEvent={onCalculatorEvent} />
    </>
  );
}
