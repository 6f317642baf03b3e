/**
 * The contact page's three questions (docs/product.md#contact). The spec's third answer promised
 * personalised financial advice, which the terms of use deny (section 3): the answer says so instead.
 */
export const FAQ = [
  {
    q: 'Hogyan kérhetek személyes egyeztetést?',
    a: 'Telefonon vagy e-mailben; munkatársaink 24 órán belül válaszolnak, és egyeztetik az időpontot. A beszélgetés a szolgáltatásainkról szól, nem személyre szabott befektetési tanácsadás.',
  },
  {
    q: 'Hogyan iratkozhatok fel a hírlevélre?',
    a: 'A hírlevél hetente jelenik meg. A főoldal alján add meg az e-mail-címedet, és jelöld be a hozzájárulást; a megerősítő levélben lévő link megnyitásával lesz érvényes a feliratkozás. A leiratkozási link minden hírlevél alján megtalálható.',
  },
  {
    q: 'Milyen szolgáltatásokat nyújtotok?',
    a: 'Pénzügyi híreket és elemzéseket, befektetési oktatást és kalkulátorokat. Személyre szabott befektetési tanácsot nem adunk: a tartalmaink általános tájékoztatást szolgálnak (Felhasználási feltételek, 3. pont).',
  },
] as const;
