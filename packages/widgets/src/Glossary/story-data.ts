/**
 * Story and test fixtures: real Hungarian financial terms in the served shape (docs/product.md#dictionary),
 * grouped and ordered as the content package does (Hungarian alphabet, Intl.Collator('hu')). A
 * sample, not the glossary: the site serves the full list from @penzugy/content.
 */
import type { GlossaryLetterGroup, GlossaryTermData } from './types';

const slug = (name: string) =>
  name
    .toLocaleLowerCase('hu')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const group = (letter: string, names: string[]): GlossaryLetterGroup => ({
  letter,
  items: [...names].sort(new Intl.Collator('hu').compare).map((displayName) => {
    const properName = slug(displayName);
    return { properName, displayName, path: `learning/dictionary/${properName}.json` };
  }),
});

/** 32 letters; 'A' has 15 terms, so the landing's 12-term preview cuts it. */
export const GLOSSARY_GROUPS: GlossaryLetterGroup[] = [
  group('A', [
    'Adathalászat',
    'Adósságfék',
    'Adóvisszatérítés',
    'Ajánlati ár',
    'Akciós kamat',
    'Aktív befektetés',
    'Alapkamat',
    'Alfa',
    'Allokáció',
    'Amortizáció',
    'Annuitás',
    'Apport',
    'Aranyfedezet',
    'Arbitrázs',
    'Azonnali ügylet',
  ]),
  group('Á', ['Áfa', 'Állampapír', 'Árfolyam', 'Árfolyamkockázat', 'Áthidaló kölcsön']),
  group('B', ['Babaváró kölcsön', 'Befektetési alap', 'Béta', 'BUBOR', 'BUX', 'Bróker']),
  group('C', ['CSOK Plusz', 'Cash flow', 'Céltartalék']),
  group('Cs', ['Csődkockázat', 'Csoportos beszedési megbízás', 'Csúszó átlag']),
  group('D', ['Devizakockázat', 'Diverzifikáció', 'Drawdown (maximális visszaesés)']),
  group('E', ['Előtörlesztés', 'EPS (egy részvényre jutó nyereség)', 'ETF', 'Egyenleg']),
  group('É', ['Értékpapír', 'Értékpapírszámla', 'Éves hozam']),
  group('F', ['Fix kamat', 'Futamidő', 'Fedezet']),
  group('G', ['Geometriai Brown-mozgás', 'Garancia']),
  group('Gy', ['Gyorshitel', 'Gyűjtőszámla']),
  group('H', ['Hatékony határ', 'Hitelbiztosíték', 'Hozam', 'Hozamgörbe']),
  group('I', ['Infláció', 'Indexkövetés', 'Ingatlanfedezet']),
  group('J', ['Jelzálog', 'JTM (jövedelemarányos törlesztési mutató)']),
  group('K', ['Kamatadó', 'Kamatos kamat', 'Kamatperiódus', 'Kötvény']),
  group('L', ['Lakástakarék', 'Likviditás', 'Lejárat']),
  group('M', ['MÁP Plusz', 'Monte-Carlo-szimuláció', 'MNB']),
  group('N', ['Nettó eszközérték', 'NYESZ']),
  group('Ny', ['Nyereség', 'Nyugdíj-előtakarékosság']),
  group('O', ['Osztalék', 'Otthon Start']),
  group('Ö', ['Önerő', 'ÖNYP']),
  group('Ő', ['Őrzési díj']),
  group('P', ['Piaci kapitalizáció', 'PMÁP', 'Portfólió']),
  group('R', ['Reálkamat', 'Referencia-kamat', 'Részvény', 'ROE']),
  group('S', ['S&P 500', 'Sharpe-ráta', 'Shortolás', 'Sortino-ráta']),
  group('Sz', ['Személyi jövedelemadó (szja)', 'Szociális hozzájárulási adó (szocho)', 'Szórás']),
  group('T', ['TBSZ', 'Teljes hiteldíj mutató (THM)', 'Törlesztőrészlet']),
  group('U', ['Utalás']),
  group('Ú', ['Újrabefektetés']),
  group('Ü', ['Ügyfél-átvilágítás']),
  group('V', ['Vagyonszerzési illeték', 'Változó kamat', 'Volatilitás']),
  group('Z', ['Zártvégű alap']),
  group('Zs', ['Zsírószámla']),
];

/** The THM term page, with related terms and the loan calculator. */
export const THM_TERM: GlossaryTermData = {
  properName: 'teljes-hiteldij-mutato',
  displayName: 'Teljes hiteldíj mutató (THM)',
  definition: [
    'A THM a hitel teljes, évesített költségét mutatja százalékban: a kamaton kívül a hitelhez kapcsolódó díjakat is tartalmazza, például a folyósítási díjat, az értékbecslés díját és a számlavezetés költségét.',
    'Számítási módját Magyarországon a 83/2010. (III. 25.) Korm. rendelet írja elő, ezért a különböző bankok ajánlatai a THM alapján összevethetők. Minél alacsonyabb a THM, annál olcsóbb a hitel.',
    'A THM nem tartalmazza a jövőbeli kamatváltozásokat: változó kamatozású hitelnél a törlesztőrészlet a futamidő alatt nőhet.',
  ].join('\n\n'),
  related: [
    { properName: 'annuitas', displayName: 'Annuitás' },
    { properName: 'futamido', displayName: 'Futamidő' },
    { properName: 'kamatperiodus', displayName: 'Kamatperiódus' },
    { properName: 'onero', displayName: 'Önerő' },
  ],
  calculator: { href: '/kalkulatorok/lakas-kamat', label: 'Lakáshitel kalkulátor megnyitása' },
};

/** A term without related terms or calculator. */
export const SZORAS_TERM: GlossaryTermData = {
  properName: 'szoras',
  displayName: 'Szórás',
  definition:
    'A szórás azt méri, mennyire térnek el az egyes értékek az átlaguktól. A befektetéseknél a hozamok szórása a kockázat leggyakoribb mérőszáma: minél nagyobb, annál nagyobb kilengésekre számíthatunk.',
  related: [],
};
