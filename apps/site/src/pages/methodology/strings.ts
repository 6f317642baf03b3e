/** Every text of the methodology page (/modszertan), together for review. */
export const METHODOLOGY_TEXT = Object.freeze({
  title: 'Módszertan és jogszabályok',
  lead:
    'Így számolnak a kalkulátoraink, és ezekkel a jogszabályi értékekkel: mindegyiknél látszik, mióta érvényes, ' +
    'melyik jogszabály írja elő, hol olvastuk, és mennyire tudtuk ellenőrizni. A kalkulátorok a mai napon ' +
    'hatályos szabályokkal számolnak.',
  checked: 'Az adatokat utoljára ekkor vetettük össze a forrásaikkal:',
  contents: 'A lap tartalma',
  howTitle: 'Hogyan számolunk',
  dayTitle: 'Szabályok egy adott napon',
  dayLead: 'Válasszon egy napot, és megmutatjuk, melyik érték volt akkor hatályban.',
  dayInvalid: 'A szabályok napja: érvényes dátumot adjon meg.',
  inForceOn: 'Hatályos szabályok ezen a napon:',
  rule: 'Szabály',
  value: 'Érték',
  period: 'Időszak',
  source: 'Forrás',
  history: 'változások',
  legalRef: 'Jogszabály',
  readAt: 'Ahol olvastuk',
  status: 'Ellenőrzés',
  checkedOn: 'ellenőrizve:',
  note: 'Megjegyzés',
  repealed: 'megszűnt',
  notInForce: 'Ma nincs hatályban.',
});

/** The conventions every calculator follows, with the formulas a reader can check by hand. */
export const METHOD_NOTES: readonly { title: string; text: string; formula?: string }[] = [
  {
    title: 'Havi törlesztőrészlet (annuitás)',
    text:
      'Egyenlő havi részletek, havi kamatozással: a havi kamat az éves kamatláb tizenketted része. A forintösszegeket ' +
      'egész forintra kerekítve mutatjuk, a számítás kerekítés nélkül halad.',
    formula: 'A = H · r / (1 − (1 + r)^−n),   r = éves kamat / 12,   n = futamidő hónapokban',
  },
  {
    title: 'THM',
    text:
      'A teljes hiteldíj mutató az az éves ráta, amelyen a ténylegesen folyósított összeg (a hitelösszeg az egyszeri ' +
      'díjak nélkül) egyenlő a törlesztések és a rendszeres díjak jelenértékével (83/2010. Korm. rendelet).',
    formula: 'folyósított összeg = Σ fizetésₜ · (1 + THM)^(−t/12),   t = 1 … n hónap',
  },
  {
    title: 'Adósságfék (JTM és HFM)',
    text:
      'A jövedelemarányos törlesztőrészlet-mutató az összes havi törlesztés (a hitelkártya- és folyószámlakeretek ' +
      'havi 5%-ával) és az igazolt nettó jövedelem hányadosa; a korlát a kamatfixálás hosszától és attól függ, hogy a ' +
      'jövedelem eléri-e a hatályos jövedelemhatárt. A legnagyobb hitel a két korlát közül a szigorúbb szerint adódik.',
    formula: 'JTM = (új törlesztő + meglévő törlesztők + 0,05 · hitelkeretek) / nettó jövedelem',
  },
  {
    title: 'Dátumok',
    text:
      'Minden szabálynak megvan a hatálybalépési napja; egy számítás a kért nap (alapesetben a mai magyar naptári nap) ' +
      'szabályaival dolgozik. Ahol egy érték csak sajtóforrásból ismert, „nem megerősített” jelzést kap.',
  },
];
