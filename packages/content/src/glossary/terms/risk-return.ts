/**
 * Glossary terms on return, risk and portfolio theory – the vocabulary of the portfolio-optimisation
 * and Monte Carlo calculators (their metric names, e.g. 'Sharpe-mutató', resolve as aliases) – and on
 * the time value of money.
 */
import type { GlossaryEntry } from '../types.js';

export const RISK_AND_RETURN_TERMS: readonly GlossaryEntry[] = [
  {
    properName: 'hozam',
    displayName: 'Hozam',
    aliases: ['Kumulált hozam'],
    definition:
      'Egy befektetésen adott időszak alatt elért nyereség vagy veszteség a befektetett összeg százalékában, amely az árfolyamváltozást és a kapott jövedelmet (kamatot, osztalékot) is tartalmazza. Különböző időtávú befektetéseket évesített hozammal érdemes összevetni, és mindig figyelni kell arra, hogy nominális vagy reálhozamról, illetve költségek és adók előtti vagy utáni számról van-e szó. A múltbeli hozam nem garantálja a jövőbelit.',
    related: ['evesitett-hozam', 'varhato-hozam', 'realkamat', 'osztalek', 'arfolyamnyereseg'],
  },
  {
    properName: 'evesitett-hozam',
    displayName: 'Évesített hozam (CAGR)',
    aliases: ['CAGR', 'Átlagos éves hozam'],
    definition:
      'Az az állandó éves hozam, amely ugyanahhoz a végeredményhez vezetne, mint a befektetés tényleges, évről évre változó hozama: CAGR = (záróérték / kezdőérték)^(1 / évek száma) − 1. Ha például 1 millió forint 10 év alatt 2 millió forintra nő, az évesített hozam körülbelül 7,2 százalék, nem pedig 10 százalék. Mértani átlag lévén legfeljebb akkora, mint az éves hozamok számtani átlaga, és minél nagyobb az ingadozás, annál nagyobb a különbség.',
    related: ['hozam', 'kamatos-kamat', 'volatilitas', 'varhato-hozam'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'kamatos-kamat',
    displayName: 'Kamatos kamat',
    aliases: ['Kamatos kamatozás'],
    definition:
      'Az a jelenség, hogy a kamat vagy a hozam a befektetett tőkéhez adódik, és a következő időszakban már az is kamatozik, így a vagyon nem egyenletesen, hanem gyorsuló ütemben nő. Az n év múlva elérhető összeg FV = PV · (1 + r)^n; évi 7 százalékos hozam mellett a pénz körülbelül 10 év alatt megduplázódik (72-es szabály: 72 / 7 ≈ 10). A hitelek oldalán ugyanez a hatás a tartozást növeli, ezért fontos a korai megtakarítás és a drága hitelek mielőbbi visszafizetése.',
    related: ['ujrabefektetes', 'penz-idoerteke', 'evesitett-hozam', 'egysegesitett-beteti-kamatlab-mutato'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'volatilitas',
    displayName: 'Volatilitás',
    aliases: ['Éves volatilitás', 'Ingadozás'],
    definition:
      'Egy eszköz árfolyam-ingadozásának mértéke, amelyet jellemzően a hozamok évesített szórásával mérnek: napi hozamokból a szórás √252-szerese, mert egy évben nagyjából 252 kereskedési nap van. A magas volatilitás nagy kilengéseket jelent mindkét irányba, így a befektetés értéke rövid távon kiszámíthatatlanabb. A széles részvényindexek volatilitása jellemzően 15–20 százalék körül mozog, az állampapíroké jóval kisebb, a kriptoeszközöké ennek többszöröse is lehet.',
    related: ['szoras', 'arfolyamkockazat', 'maximalis-visszaeses', 'geometriai-brown-mozgas', 'sharpe-rata'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'szoras',
    displayName: 'Szórás',
    aliases: ['Standard deviation', 'Variancia'],
    definition:
      'Statisztikai mutató, amely azt méri, átlagosan mennyire térnek el az egyes értékek – például a havi hozamok – az átlaguktól: a variancia, vagyis az átlagtól vett eltérések négyzetes átlagának négyzetgyöke. A pénzügyekben a kockázat legelterjedtebb mértéke, évesítve volatilitásnak hívják. Normális eloszlásnál az értékek nagyjából kétharmada esik az átlag ± egy szórás tartományába. Hiányossága, hogy a felfelé és a lefelé történő kilengést egyformán kockázatnak tekinti; ezt javítja a Sortino-ráta.',
    related: ['volatilitas', 'normalis-eloszlas', 'kovariancia', 'sortino-rata', 'sharpe-rata'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'sharpe-rata',
    displayName: 'Sharpe-ráta',
    aliases: ['Sharpe-mutató'],
    definition:
      'William Sharpe által bevezetett mutató, amely megmutatja, mennyi többlethozam jut egy portfólióban egységnyi vállalt kockázatra: (portfólióhozam − kockázatmentes hozam) / a hozam szórása. Minél magasabb, annál jobb a befektetés kockázattal korrigált teljesítménye, így különböző kockázatú befektetések is összevethetők vele. A portfólió-optimalizálásban a legmagasabb Sharpe-rátájú, úgynevezett érintési portfólió a hatékony határ kitüntetett pontja.',
    related: ['sortino-rata', 'szoras', 'kockazatmentes-hozam', 'hatekony-hatar', 'treynor-mutato'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'sortino-rata',
    displayName: 'Sortino-ráta',
    aliases: ['Sortino-mutató'],
    definition:
      'A Sharpe-ráta változata, amely csak a lefelé irányuló – egy célhozam, jellemzően a kockázatmentes hozam alatti – ingadozást tekinti kockázatnak. Számítása: (portfólióhozam − célhozam) / a célhozam alatti eltérések szórása (downside deviation). Mivel a befektetőket a veszteség zavarja, nem a váratlan nyereség, aszimmetrikus hozameloszlású befektetéseknél árnyaltabb képet ad a Sharpe-rátánál.',
    related: ['sharpe-rata', 'szoras', 'maximalis-visszaeses', 'kockazatmentes-hozam'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'beta',
    displayName: 'Béta',
    aliases: ['Béta-együttható'],
    definition:
      'Azt méri, hogy egy részvény vagy portfólió hozama átlagosan mennyire mozog együtt a piaccal, azaz egy referenciaindexszel: a két hozam kovarianciája osztva a piaci hozam varianciájával. Az 1-es béta azt jelenti, hogy a befektetés a piaccal együtt mozog, az 1,5-es, hogy átlagosan másfélszeres mértékben, a 0,5-es pedig, hogy feleakkora kilengéssel. A béta a szisztematikus kockázat mértéke, és a CAPM-ben meghatározza az elvárt hozamot.',
    related: ['alfa', 'capm', 'szisztematikus-kockazat', 'kovariancia', 'treynor-mutato'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'alfa',
    displayName: 'Alfa',
    aliases: ['Jensen-féle alfa', 'Jensen-alfa'],
    definition:
      'Egy befektetés vagy alapkezelő teljesítményének az a része, amelyet nem a piaci kockázat magyaráz: a ténylegesen elért hozam és a CAPM szerint, a béta alapján várt hozam különbsége. A pozitív alfa azt jelzi, hogy a befektetés a vállalt piaci kockázathoz képest jobban teljesített. Az aktív alapkezelők az alfáért számítanak fel magasabb díjat, de hosszú távon, költségek után kevesen tudnak tartósan pozitív alfát felmutatni.',
    related: ['beta', 'capm', 'indexkovetes', 'informacios-rata', 'alapkezelo'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'maximalis-visszaeses',
    displayName: 'Maximális visszaesés (drawdown)',
    aliases: ['Drawdown', 'Max drawdown', 'Maximum drawdown'],
    definition:
      'Egy befektetés értékének legnagyobb százalékos esése egy korábbi csúcsról a rákövetkező mélypontig. Azt mutatja meg, mekkora veszteséget kellett volna a befektetőnek a legrosszabb esetben átvészelnie; a globális részvénypiacok például a 2008-as pénzügyi válságban több mint 50 százalékot estek a csúcsukról. Kézzelfoghatóbb kockázati mérték a szórásnál, és segít felmérni, valóban elviselhető-e egy portfólió kockázata.',
    related: ['volatilitas', 'kockazatturo-kepesseg', 'medvepiac', 'sortino-rata', 'arfolyamkockazat'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'hatekony-hatar',
    displayName: 'Hatékony határ',
    aliases: ['Hatékony portfóliók határa', 'Efficient frontier'],
    definition:
      'A modern portfólióelmélet fogalma: azoknak a portfólióknak a halmaza, amelyek adott kockázat mellett a lehető legnagyobb várható hozamot, illetve adott várható hozam mellett a lehető legkisebb kockázatot kínálják. A kockázat-hozam síkon felfelé ívelő görbe, amelynek bal szélső pontja a minimális varianciájú portfólió. A görbe alatti portfóliók nem hatékonyak, mert ugyanakkora kockázattal többet is el lehetne érni; hogy a határ melyik pontja a legjobb, azt a befektető kockázattűrő képessége dönti el.',
    related: [
      'modern-portfolioelmelet',
      'minimalis-varianciaju-portfolio',
      'sharpe-rata',
      'diverzifikacio',
      'varhato-hozam',
    ],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'modern-portfolioelmelet',
    displayName: 'Modern portfólióelmélet',
    aliases: ['Markowitz-modell', 'Portfólióelmélet'],
    definition:
      'Harry Markowitz 1952-ben megjelent munkáján alapuló elmélet, amely szerint a befektetéseket nem egyenként, hanem a portfólióra gyakorolt hatásuk alapján kell megítélni. A portfólió kockázata nemcsak az egyes eszközök szórásától, hanem a köztük lévő korrelációktól is függ, ezért a diverzifikáció azonos várható hozam mellett csökkentheti a kockázatot. Az elméletből ered a hatékony határ és az átlag-variancia optimalizálás; Markowitz 1990-ben közgazdasági Nobel-emlékdíjat kapott.',
    related: ['hatekony-hatar', 'diverzifikacio', 'korrelacio', 'minimalis-varianciaju-portfolio', 'capm'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'minimalis-varianciaju-portfolio',
    displayName: 'Minimális varianciájú portfólió',
    aliases: ['Minimális kockázatú portfólió'],
    definition:
      'Az adott eszközökből összeállítható portfóliók közül az, amelynek hozamai a legkisebb szórásúak, azaz varianciájúak, függetlenül a várható hozamtól; ez a hatékony határ bal szélső pontja. Kiszámításához csak a hozamok kovarianciamátrixára van szükség, a nehezen becsülhető várható hozamokra nem. Ezért a gyakorlatban gyakran stabilabb eredményt ad, mint a várható hozamra is optimalizáló módszerek.',
    related: ['hatekony-hatar', 'kovariancia', 'szoras', 'modern-portfolioelmelet'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'korrelacio',
    displayName: 'Korreláció',
    aliases: ['Korrelációs együttható'],
    definition:
      'Két változó, például két részvény hozama közötti lineáris együttmozgás erősségét mérő, −1 és +1 közötti szám: a +1 tökéletes együttmozgást, a −1 tökéletesen ellentétes mozgást, a 0 a lineáris kapcsolat hiányát jelenti. A portfólióépítésben az alacsony vagy negatív korrelációjú eszközök kombinálása csökkenti a kockázatot. Válságok idején azonban a korrelációk gyakran megugranak, így a diverzifikáció hatása éppen akkor gyengül, amikor a legnagyobb szükség lenne rá.',
    related: ['kovariancia', 'diverzifikacio', 'modern-portfolioelmelet'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'kovariancia',
    displayName: 'Kovariancia',
    aliases: ['Kovarianciamátrix'],
    definition:
      'Két változó együttmozgásának mértéke: az átlaguktól vett eltéréseik szorzatának átlaga. Pozitív, ha a két hozam jellemzően egyszerre van az átlaga felett vagy alatt, és negatív, ha ellentétesen mozognak; a korreláció a kovariancia normált változata, amelyet a két szórás szorzatával osztva kapunk. A portfólió szórása az eszközök kovarianciamátrixából számítható ki, ezért ez a portfólió-optimalizálás egyik alapadata.',
    related: ['korrelacio', 'szoras', 'beta', 'minimalis-varianciaju-portfolio'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'varhato-hozam',
    displayName: 'Várható hozam',
    aliases: ['Drift', 'Várható éves hozam'],
    definition:
      'Egy befektetés lehetséges hozamainak valószínűségekkel súlyozott átlaga, vagyis az, amit sok ismétlés átlagában elérne. A jövőbeli várható hozam nem ismert, csak becsülhető múltbeli adatokból, közgazdasági modellekből (például a CAPM-ből) vagy a piaci árakból. A becslés bizonytalan, a portfólió-optimalizálás eredménye pedig nagyon érzékeny rá. Sztochasztikus árfolyammodellekben a várható hozamot driftnek is nevezik.',
    related: ['hozam', 'capm', 'hatekony-hatar', 'geometriai-brown-mozgas', 'monte-carlo-szimulacio'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'kockazatmentes-hozam',
    displayName: 'Kockázatmentes hozam',
    aliases: ['Kockázatmentes kamat', 'Kockázatmentes kamatláb'],
    definition:
      'Az a hozam, amely elméletben kockázat nélkül, biztosan elérhető; a gyakorlatban a rövid lejáratú állampapírok – forintban a diszkont kincstárjegyek, dollárban az amerikai kincstárjegyek – hozamával közelítik. Minden kockázatos befektetést ehhez mérnek: a kockázati prémium a várható hozamnak a kockázatmentes hozam feletti része. A Sharpe- és a Sortino-ráta, valamint a CAPM is ebből indul ki.',
    related: ['diszkont-kincstarjegy', 'sharpe-rata', 'capm', 'allampapir'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'treynor-mutato',
    displayName: 'Treynor-mutató',
    aliases: ['Treynor-ráta'],
    definition:
      'Jack Treynor nevét viselő mutató, amely az egységnyi piaci, azaz béta-kockázatra jutó többlethozamot méri: (portfólióhozam − kockázatmentes hozam) / béta. A Sharpe-rátával ellentétben nem a teljes ingadozást, hanem csak a diverzifikációval nem csökkenthető szisztematikus kockázatot veszi figyelembe, ezért jól diverzifikált portfóliók összehasonlítására alkalmas.',
    related: ['sharpe-rata', 'beta', 'szisztematikus-kockazat'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'informacios-rata',
    displayName: 'Információs ráta',
    aliases: ['Information ratio', 'Követési hiba'],
    definition:
      'Egy aktívan kezelt portfólió referenciaindex feletti többlethozamának és e többlethozam szórásának, a követési hibának a hányadosa. Azt mutatja meg, mennyire következetesen veri meg a kezelő a referenciaindexet: a magas érték rendszeres, a nulla körüli véletlenszerű többlethozamra utal. Az aktív alapkezelők értékelésének gyakori mutatója.',
    related: ['alfa', 'indexkovetes', 'sharpe-rata'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'monte-carlo-szimulacio',
    displayName: 'Monte-Carlo-szimuláció',
    aliases: ['Monte-Carlo-módszer', 'Monte Carlo'],
    definition:
      'Olyan számítási módszer, amely egy bizonytalan folyamatot, például egy portfólió értékének alakulását véletlenszámokkal sokszor, akár több tízezerszer lejátssza, és a kapott kimenetek eloszlásából von le következtetéseket. Egyetlen előrejelzés helyett a lehetséges eredmények sávját mutatja meg: mekkora a medián érték, mi történik a legrosszabb 5 vagy 10 százaléknyi esetben, és mekkora eséllyel ér el a befektető egy célösszeget. Az eredmény csak annyira jó, amennyire a feltevések – várható hozam, volatilitás, árfolyammodell – helytállók. Nevét a monacói kaszinóról kapta.',
    related: ['geometriai-brown-mozgas', 'percentilis', 'volatilitas', 'varhato-hozam', 'kockaztatott-ertek'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'geometriai-brown-mozgas',
    displayName: 'Geometriai Brown-mozgás',
    aliases: ['GBM', 'Geometriai Brown-mozgás (GBM)'],
    definition:
      'Az árfolyamok legelterjedtebb matematikai modellje, amelyben az árfolyam százalékos változásainak átlaga (a drift) és szórása (a volatilitás) állandó: dS = μS dt + σS dW, ahol W a Wiener-folyamat. A modellben az árfolyam logaritmusa normális, maga az árfolyam pedig lognormális eloszlású, így sosem lehet negatív. Erre épül a Black–Scholes-modell és sok Monte-Carlo-szimuláció; hiányossága, hogy a valóságban gyakoribbak a nagy, hirtelen árfolyammozgások, mint amennyit a modell jósol.',
    related: [
      'monte-carlo-szimulacio',
      'lognormalis-eloszlas',
      'black-scholes-modell',
      'volatilitas',
      'varhato-hozam',
      'veletlen-bolyongas',
    ],
    calculator: 'monte-carlo',
  },
  {
    properName: 'veletlen-bolyongas',
    displayName: 'Véletlen bolyongás',
    aliases: ['Random walk', 'Aritmetikai Brown-mozgás'],
    definition:
      'Olyan folyamat, amelyben minden következő lépés véletlenszerű, és független a korábbiaktól. A hatékony piacok elmélete szerint az árfolyamok közelítőleg véletlen bolyongást követnek, mert minden ismert információ már beépült az árakba, így a múltbeli árfolyammozgásból nem jósolható meg a jövőbeli. Pénzügyi modellként az aritmetikai, Bachelier-féle változat állandó nagyságú, a geometriai Brown-mozgás pedig állandó százalékos ingadozású lépésekkel dolgozik.',
    related: ['geometriai-brown-mozgas', 'monte-carlo-szimulacio', 'volatilitas'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'atlaghoz-valo-visszateres',
    displayName: 'Átlaghoz való visszatérés',
    aliases: ['Átlaghoz visszahúzás', 'Mean reversion', 'Ornstein–Uhlenbeck-folyamat'],
    definition:
      'Az a jelenség, hogy egy mennyiség – például egy kamatláb, egy devizaárfolyam vagy egy nyersanyagár – hosszabb távon egy átlagszint felé húzódik vissza, miután eltávolodott tőle. Matematikai modellje az Ornstein–Uhlenbeck-folyamat, amelyben a visszahúzó erő annál nagyobb, minél messzebb van az érték az átlagtól. A részvényárfolyamokra a jelenség jóval gyengébben és bizonytalanabbul érvényes, ezért azokat jellemzően geometriai Brown-mozgással modellezik.',
    related: ['geometriai-brown-mozgas', 'monte-carlo-szimulacio', 'veletlen-bolyongas'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'percentilis',
    displayName: 'Percentilis',
    aliases: ['Kvantilis', 'Medián'],
    definition:
      'Az az érték, amely alatt az adatok, például a szimulált kimenetek adott százaléka található: az 5. percentilis alatt a legrosszabb 5 százalék, a medián (50. percentilis) alatt a fele. A Monte-Carlo-szimulációk eredményét gyakran percentilissávokkal ábrázolják, amelyek megmutatják, milyen tartományba esik a kimenetek 90 vagy 50 százaléka. A kvantilis ugyanez a fogalom, 0 és 1 közötti arányokkal kifejezve.',
    related: ['monte-carlo-szimulacio', 'kockaztatott-ertek', 'normalis-eloszlas'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'kockaztatott-ertek',
    displayName: 'Kockáztatott érték (VaR)',
    aliases: ['VaR', 'Value at Risk'],
    definition:
      'Az a veszteség, amelyet egy portfólió adott időtávon, adott valószínűséggel (például 95 százalékkal) nem halad meg. Ha egy portfólió egynapos, 95 százalékos VaR-értéke 1 millió forint, akkor a napok 5 százalékában várhatóan ennél nagyobb lesz a veszteség. A bankok és alapkezelők elterjedt kockázati mérőszáma, de nem mond semmit arról, mekkora lehet a veszteség a legrosszabb esetekben; ezt a feltételes VaR (expected shortfall) méri.',
    related: ['percentilis', 'monte-carlo-szimulacio', 'volatilitas', 'maximalis-visszaeses'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'normalis-eloszlas',
    displayName: 'Normális eloszlás',
    aliases: ['Gauss-eloszlás', 'Haranggörbe'],
    definition:
      'A statisztika egyik legfontosabb, harang alakú, szimmetrikus valószínűségi eloszlása, amelyet a várható értéke és a szórása teljesen meghatároz: az értékek körülbelül 68 százaléka esik az átlag ± egy szórás, körülbelül 95 százaléka az átlag ± két szórás tartományába. A pénzügyi modellek gyakran feltételezik, hogy a logaritmikus hozamok normális eloszlásúak. A valóságban a szélsőséges mozgások ennél gyakoribbak („vastag farkú” eloszlás), ezért a normális eloszlásra épülő kockázatbecslés alábecsülheti a nagy veszteségek esélyét.',
    related: ['lognormalis-eloszlas', 'szoras', 'geometriai-brown-mozgas', 'kockaztatott-ertek'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'lognormalis-eloszlas',
    displayName: 'Lognormális eloszlás',
    definition:
      'Olyan valószínűségi eloszlás, amelynél a változó logaritmusa normális eloszlású. Csak pozitív értékeket vehet fel, és jobbra ferde: a medián kisebb a várható értéknél, mert a ritka, nagyon nagy értékek felfelé húzzák az átlagot. A geometriai Brown-mozgás modelljében a jövőbeli árfolyam lognormális eloszlású, ezért egy Monte-Carlo-szimulációban a tipikus, medián kimenet alacsonyabb az átlagosnál.',
    related: ['normalis-eloszlas', 'geometriai-brown-mozgas', 'monte-carlo-szimulacio'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'penz-idoerteke',
    displayName: 'Pénz időértéke',
    definition:
      'Az a közgazdasági alapelv, hogy egy ma kapott forint többet ér egy később esedékesnél, mert ma befektetve hozamot hozhat, az infláció pedig csökkentheti a jövőbeli forint vásárlóerejét. Ezért különböző időpontokban esedékes összegeket csak diszkontálva, jelenértékre átszámítva lehet összehasonlítani. Erre épül a hitelek, a betétek és a befektetések értékelése, a THM és a nettó jelenérték számítása is.',
    related: ['diszkontalas', 'netto-jelenertek', 'kamatos-kamat', 'inflacio'],
  },
  {
    properName: 'diszkontalas',
    displayName: 'Diszkontálás',
    aliases: ['Diszkontráta', 'Jelenérték-számítás'],
    definition:
      'Egy jövőben esedékes összeg mai értékének, jelenértékének kiszámítása: PV = FV / (1 + r)^n, ahol r a diszkontráta (az elvárt hozam), n pedig az évek száma. Például az 5 év múlva esedékes 1 millió forint 6 százalékos diszkontrátával ma körülbelül 747 ezer forintot ér. A diszkontálás a kamatos kamatozás fordítottja, és minden befektetés-értékelés alapja.',
    related: ['penz-idoerteke', 'netto-jelenertek', 'kamatos-kamat', 'belso-megterulesi-rata'],
  },
  {
    properName: 'netto-jelenertek',
    displayName: 'Nettó jelenérték (NPV)',
    aliases: ['NPV', 'Jelenérték'],
    definition:
      'Egy befektetés összes jövőbeli pénzáramának diszkontált értéke, csökkentve a kezdeti ráfordítással. Ha a nettó jelenérték pozitív, a befektetés többet hoz az elvárt hozamnál, vagyis a diszkontrátánál, tehát érdemes belevágni; ha negatív, kevesebbet. Vállalati beruházások és ingatlanbefektetések értékelésének alapvető eszköze, de magánszemélyek is használhatják, például a bérlés és a vásárlás összevetésére.',
    related: ['diszkontalas', 'belso-megterulesi-rata', 'penzaramlas', 'penz-idoerteke'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'belso-megterulesi-rata',
    displayName: 'Belső megtérülési ráta (IRR)',
    aliases: ['IRR', 'Belső kamatláb'],
    definition:
      'Az a diszkontráta, amely mellett egy befektetés pénzáramainak nettó jelenértéke éppen nulla, vagyis a befektetés saját, évesített hozama. Ha nagyobb a befektető által elvárt hozamnál, a befektetés megéri. Ugyanez a számítás áll a THM és a kötvények lejáratig számított hozama mögött: mindhárom azt a kamatlábat keresi, amelyen a kifizetések és a befizetések jelenértéke megegyezik.',
    related: ['netto-jelenertek', 'teljes-hiteldij-mutato', 'lejaratig-szamitott-hozam', 'diszkontalas'],
  },
];
