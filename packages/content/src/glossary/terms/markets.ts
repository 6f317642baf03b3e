/**
 * Glossary terms on investing and the capital markets: instruments (shares, bonds, funds, derivatives),
 * the Budapest Stock Exchange and indices, orders and costs, company figures (P/E, EPS, ROE) and the
 * investor's own situation (risk tolerance, horizon).
 */
import type { GlossaryEntry } from '../types.js';

export const MARKET_TERMS: readonly GlossaryEntry[] = [
  {
    properName: 'reszveny',
    displayName: 'Részvény',
    definition:
      'Egy részvénytársaság tulajdoni hányadát megtestesítő értékpapír: aki megvásárolja, résztulajdonossá válik. A részvényes jogosult a közgyűlés által megszavazott osztalékra, és törzsrészvénynél szavazhat a közgyűlésen. A részvény árfolyama a vállalat jövőbeli nyereségére vonatkozó várakozásokkal együtt ingadozik, ezért hosszú távon jellemzően magasabb hozamot ígér, mint a kötvény vagy a bankbetét, de nagyobb kockázattal. A nyilvános részvénytársaságok részvényeivel tőzsdén, például a Budapesti Értéktőzsdén kereskednek.',
    related: ['osztalek', 'tozsde', 'budapesti-ertektozsde', 'kotveny', 'piaci-kapitalizacio'],
  },
  {
    properName: 'kotveny',
    displayName: 'Kötvény',
    definition:
      'Hitelviszonyt megtestesítő értékpapír: a kibocsátó (állam, önkormányzat vagy vállalat) kölcsönt vesz fel a befektetőktől, és vállalja, hogy a futamidő alatt kamatot fizet, a lejáratkor pedig visszafizeti a névértéket. A kötvény kockázata a kibocsátó fizetőképességétől függ, amelyet a hitelminősítők is értékelnek. Lejárat előtt az árfolyama ingadozik: ha a piaci kamatok emelkednek, a meglévő fix kamatozású kötvények ára csökken, és fordítva.',
    related: ['allampapir', 'kamatszelveny', 'nevertek', 'lejaratig-szamitott-hozam', 'duracio', 'hitelminosites'],
  },
  {
    properName: 'etf',
    displayName: 'ETF (tőzsdén kereskedett alap)',
    aliases: ['Tőzsdén kereskedett alap', 'Exchange traded fund'],
    definition:
      'Olyan befektetési alap, amelynek jegyeivel a tőzsdén, a részvényekhez hasonlóan a kereskedési idő alatt folyamatosan lehet kereskedni. A legtöbb ETF egy indexet követ (például az S&P 500-at vagy egy kötvényindexet), így egyetlen vásárlással sok értékpapírból álló, széles körben diverzifikált portfólió szerezhető. Költséghányada jellemzően jóval alacsonyabb az aktívan kezelt alapokénál, ezért a passzív, hosszú távú befektetés kedvelt eszköze. Vásárláskor a brókerdíjat és a vételi-eladási különbözetet is számolni kell.',
    related: ['indexkovetes', 'befektetesi-alap', 'koltseghanyad', 'diverzifikacio', 'sp-500'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'befektetesi-alap',
    displayName: 'Befektetési alap',
    aliases: ['Befektetési jegy'],
    definition:
      'A befektetők pénzét összegyűjtő vagyon, amelyet szakemberek, az alapkezelő egy meghirdetett befektetési politika szerint kezelnek. A befektető befektetési jegyet vásárol, amelynek értéke az alap nettó eszközértékét követi. Előnye a diverzifikáció és a szakszerű kezelés, hátránya a kezelési költség. A befektetési politika szerint vannak például pénzpiaci, kötvény-, részvény-, vegyes és ingatlanalapok; a nyilvános alapokat az MNB felügyeli.',
    related: [
      'alapkezelo',
      'netto-eszkozertek',
      'koltseghanyad',
      'etf',
      'penzpiaci-alap',
      'ingatlanalap',
      'nyilt-vegu-befektetesi-alap',
    ],
  },
  {
    properName: 'osztalek',
    displayName: 'Osztalék',
    definition:
      'A vállalat nyereségéből a részvényeseknek kifizetett rész, amelyről a közgyűlés dönt. A részvényenkénti összeget azok kapják, akik a fordulónapon a részvény tulajdonosai. Magyarországon az osztalék után 15 százalék szja és a cikk írásakor (2026) felső határig 13 százalék szocho fizetendő, TBSZ-számlán a lekötés végéig adómentes. Az osztalék nem ingyen pénz: kifizetésekor a részvény árfolyama jellemzően nagyjából az osztalék összegével csökken.',
    related: ['osztalekhozam', 'fordulonap', 'reszveny', 'ujrabefektetes', 'szocialis-hozzajarulasi-ado'],
  },
  {
    properName: 'osztalekhozam',
    displayName: 'Osztalékhozam',
    definition:
      'Az egy részvényre jutó éves osztalék és a részvény árfolyamának hányadosa, százalékban. Ha például egy 10\u00a0000 forintos részvény évente 400 forint osztalékot fizet, az osztalékhozam 4 százalék. A magas osztalékhozam nem feltétlenül jó jel: lehet, hogy az árfolyam azért esett, mert a piac az osztalék csökkentésére számít.',
    related: ['osztalek', 'hozam', 'arfolyam-nyereseg-arany'],
  },
  {
    properName: 'budapesti-ertektozsde',
    displayName: 'Budapesti Értéktőzsde (BÉT)',
    aliases: ['BÉT', 'BSE'],
    definition:
      'Magyarország értéktőzsdéje, ahol részvényekkel, állampapírokkal, vállalati kötvényekkel, befektetési jegyekkel és strukturált termékekkel kereskednek. Mai formájában 1990-ben alakult újjá, 2015 óta többségi tulajdonosa a Magyar Nemzeti Bank. A legforgalmasabb részvények a Prémium kategóriában szerepelnek (például az OTP, a MOL, a Richter Gedeon és a Magyar Telekom), fő indexe a BUX.',
    related: ['bux', 'tozsde', 'reszveny', 'magyar-nemzeti-bank', 'elso-nyilvanos-reszvenykibocsatas'],
  },
  {
    properName: 'bux',
    displayName: 'BUX-index',
    aliases: ['BUX', 'BUX index'],
    definition:
      'A Budapesti Értéktőzsde hivatalos részvényindexe, amely a legnagyobb és legforgalmasabb hazai részvények árfolyamának alakulását méri. Kapitalizációval súlyozott index, amelyben a súlyokat a szabadon forgó részvények aránya szerint igazítják, és egy-egy részvény súlyát felülről korlátozzák. Teljes hozamindex, vagyis az osztalékokat újrabefektetettnek tekinti; bázisértéke 1991. január 2-án 1000 pont volt. Néhány nagy vállalat (különösen az OTP, a MOL és a Richter) adja az index nagy részét, ezért kevésbé diverzifikált, mint a nagy nemzetközi indexek.',
    related: ['budapesti-ertektozsde', 'tozsdeindex', 'sp-500', 'piaci-kapitalizacio', 'ujrabefektetes'],
  },
  {
    properName: 'sp-500',
    displayName: 'S&P 500',
    aliases: ['S&P500', 'SP 500', "Standard & Poor's 500"],
    definition:
      'Az Egyesült Államok 500 nagy, tőzsdén jegyzett vállalatát tartalmazó részvényindex, amelyet az S&P Dow Jones Indices állít össze. A szabadon forgó részvények piaci értékével súlyozott, és az amerikai részvénypiac teljes értékének nagyjából négyötödét lefedi, ezért a globális részvénypiac egyik legfontosabb mércéje. Közvetlenül nem vásárolható meg, de számos indexkövető alap és ETF követi, amelyeken keresztül magyar befektetők is alacsony költséggel fektethetnek bele.',
    related: ['tozsdeindex', 'indexkovetes', 'etf', 'piaci-kapitalizacio', 'bux'],
  },
  {
    properName: 'indexkovetes',
    displayName: 'Indexkövetés',
    aliases: ['Passzív befektetés', 'Indexkövető alap'],
    definition:
      'Olyan befektetési stratégia, amely nem próbálja megverni a piacot, hanem egy tőzsdeindex összetételét másolja, így annak hozamát – a költségekkel csökkentve – éri el. Az indexkövető alapok és ETF-ek költséghányada jellemzően alacsony, mert nem kell elemzőket fizetniük, és ritkán kereskednek. Hosszú távú vizsgálatok szerint az aktívan kezelt alapok többsége költségek után elmarad a saját indexétől, ezért a passzív befektetés sok megtakarító számára jó kiindulópont.',
    related: ['etf', 'tozsdeindex', 'koltseghanyad', 'sp-500', 'diverzifikacio', 'alfa'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'shortolas',
    displayName: 'Shortolás',
    aliases: ['Short', 'Short eladás', 'Short pozíció'],
    definition:
      'Olyan ügylet, amellyel a befektető egy értékpapír árfolyamának esésére spekulál: kölcsönvett értékpapírt ad el, majd később – remélhetőleg olcsóbban – visszavásárolja és visszaadja a kölcsönadónak. A nyereség az eladási és a visszavásárlási ár különbsége, levonva a kölcsönzési díjat. Míg egy megvásárolt részvényen legfeljebb a befektetett összeg veszhet el, shortolásnál a veszteség elméletileg korlátlan, mert az árfolyam bármilyen magasra emelkedhet. A short pozíciókhoz fedezetet kell tartani, és szabályozói korlátok is vonatkoznak rájuk.',
    related: ['tokeattetel', 'ovadek', 'hataridos-ugylet', 'likviditas'],
  },
  {
    properName: 'likviditas',
    displayName: 'Likviditás',
    definition:
      'Azt fejezi ki, milyen gyorsan és mekkora áreltérés nélkül lehet egy eszközt készpénzre váltani. A bankszámlapénz és a nagy forgalmú részvények likvidek, az ingatlan vagy egy ritkán kereskedett kötvény kevésbé: eladásuk időbe telik, vagy csak engedménnyel sikerül. Háztartásoknál a rövid távú fizetőképességet is likviditásnak nevezik, erre szolgál a vésztartalék. A kevésbé likvid befektetésekért a befektetők jellemzően magasabb hozamot várnak el.',
    related: ['vesztartalek', 'veteli-eladasi-kulonbozet', 'ingatlanalap', 'kotveny'],
  },
  {
    properName: 'piaci-kapitalizacio',
    displayName: 'Piaci kapitalizáció',
    aliases: ['Tőzsdei kapitalizáció', 'Market cap'],
    definition:
      'Egy tőzsdén jegyzett vállalat összes részvényének piaci értéke: a részvények száma szorozva az aktuális árfolyammal. A piac ezt a vállalat saját tőkéjének értékeként kezeli, és ez alapján sorolja a cégeket nagy, közepes és kis kapitalizációjú kategóriákba. A legtöbb nagy részvényindex, köztük az S&P 500 és a BUX is, a szabadon forgó részvények kapitalizációja szerint súlyozza a részvényeket.',
    related: ['reszveny', 'sp-500', 'bux', 'arfolyam-nyereseg-arany'],
  },
  {
    properName: 'arfolyam-nyereseg-arany',
    displayName: 'P/E (árfolyam/nyereség arány)',
    aliases: ['P/E-ráta', 'P/E ráta', 'Árfolyam/nyereség arány', 'PE'],
    definition:
      'Egy részvény árfolyamának és az egy részvényre jutó éves nyereségnek (EPS) a hányadosa, vagyis az, hogy a befektető hány évnyi jelenlegi nyereséget fizet meg a részvény áráért. Ha egy részvény 5000 forintba kerül, és a társaság részvényenként évi 500 forint nyereséget ér el, a P/E 10. Az alacsony P/E olcsó részvényre utalhat, de gyenge kilátásokat is jelezhet, ezért azonos ágazatú cégekkel és a vállalat saját múltjával érdemes összevetni. Veszteséges vállalatnál a mutató nem értelmezhető.',
    related: ['egy-reszvenyre-juto-eredmeny', 'piaci-kapitalizacio', 'reszveny', 'osztalekhozam'],
  },
  {
    properName: 'egy-reszvenyre-juto-eredmeny',
    displayName: 'EPS (egy részvényre jutó eredmény)',
    aliases: ['Egy részvényre jutó eredmény', 'Earnings per share'],
    definition:
      'A vállalat adózott eredményének és a forgalomban lévő részvények számának hányadosa, vagyis az egy részvényre jutó nyereség egy adott időszakban. A gyorsjelentések egyik legfigyeltebb adata, és a P/E mutató nevezőjében is szerepel. Az EPS-t a részvények számának változása is befolyásolja, például a saját részvény visszavásárlása vagy új részvények kibocsátása, ezért érdemes a teljes eredmény alakulását is figyelni.',
    related: ['arfolyam-nyereseg-arany', 'gyorsjelentes', 'reszveny', 'sajattoke-aranyos-megterules'],
  },
  {
    properName: 'sajattoke-aranyos-megterules',
    displayName: 'ROE (sajáttőke-arányos megtérülés)',
    aliases: ['Sajáttőke-arányos megtérülés', 'Return on equity'],
    definition:
      'Azt mutatja meg, hogy a tulajdonosok által befektetett saját tőke egy forintjára mennyi nyereség jut: a nettó nyereség és a saját tőke hányadosa, százalékban. Vállalatoknál a jövedelmezőség egyik legfontosabb mutatója; hitelből, azaz tőkeáttétellel finanszírozott cégnél magasabb lehet, de ilyenkor a kockázat is nagyobb.\n\nLakásvásárlásnál ugyanez a gondolat azt méri, mennyi nyereséget (értéknövekedés mínusz kamat) termel a lakásba befizetett saját pénz, vagyis az önerő és az addigi törlesztőrészletek. Mivel a lakás nagyobb része hitelből van, már kis áremelkedés is magas ROE-t adhat – ahogy az árcsökkenés erősen negatívat.',
    related: ['tokeattetel', 'onero', 'egy-reszvenyre-juto-eredmeny', 'eszkozaranyos-megterules'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'eszkozaranyos-megterules',
    displayName: 'ROA (eszközarányos megtérülés)',
    aliases: ['Eszközarányos megtérülés', 'Return on assets'],
    definition:
      'A vállalat nettó nyereségének és összes eszközének hányadosa, amely azt mutatja meg, mennyire hatékonyan termel nyereséget a cég a rendelkezésére álló vagyonból, függetlenül attól, hogy azt saját tőkéből vagy hitelből finanszírozta. A ROE-val együtt érdemes nézni: ha a ROE jóval magasabb a ROA-nál, a vállalat nagy tőkeáttétellel dolgozik. Bankoknál a ROA jellemzően alacsony, mert eszközeik nagy részét betétekből és más idegen forrásból finanszírozzák.',
    related: ['sajattoke-aranyos-megterules', 'tokeattetel', 'ebitda'],
  },
  {
    properName: 'arfolyamkockazat',
    displayName: 'Árfolyamkockázat',
    definition:
      'Annak a kockázata, hogy egy befektetés piaci ára kedvezőtlenül változik, és eladáskor a vártnál kevesebbet ér. Minden tőzsdén kereskedett eszközt érint – részvényt, kötvényt, befektetési jegyet –, mértékét a volatilitás, a maximális visszaesés és hasonló mutatók írják le. Hosszabb időhorizonttal és diverzifikációval mérsékelhető, de teljesen nem szüntethető meg. Devizában tartott befektetésnél ehhez a devizakockázat is hozzáadódik.',
    related: ['volatilitas', 'maximalis-visszaeses', 'devizakockazat', 'diverzifikacio', 'idohorizont'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'devizakockazat',
    displayName: 'Devizakockázat',
    definition:
      'Annak a kockázata, hogy a devizaárfolyamok változása miatt egy devizában tartott befektetés vagy devizában fennálló tartozás forintban számolt értéke kedvezőtlenül alakul. Egy amerikai részvényalapba fektető magyar befektető nyer, ha a dollár erősödik a forinttal szemben, és veszít, ha gyengül, függetlenül a részvények teljesítményétől. Befektetési alapoknál a kockázat devizafedezett sorozattal csökkenthető; a devizahitelek tanulsága pedig az, hogy a jövedelem pénznemében érdemes eladósodni.',
    related: ['devizahitel', 'arfolyamkockazat', 'deviza', 'forint'],
  },
  {
    properName: 'diverzifikacio',
    displayName: 'Diverzifikáció',
    aliases: ['Kockázatmegosztás'],
    definition:
      'A befektetések megosztása több, egymással nem tökéletesen együtt mozgó eszköz között a kockázat csökkentése érdekében. Ha az eszközök közötti korreláció 1-nél kisebb, a portfólió szórása kisebb, mint az egyes eszközök szórásának súlyozott átlaga, így ugyanaz a várható hozam kisebb kockázattal érhető el. A diverzifikáció az egyedi, vállalatspecifikus kockázatot csökkenti, a piac egészét érintő szisztematikus kockázatot nem. Harry Markowitz szerint ez az egyetlen „ingyenebéd” a pénzügyekben.',
    related: ['korrelacio', 'portfolio', 'egyedi-kockazat', 'szisztematikus-kockazat', 'modern-portfolioelmelet'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'portfolio',
    displayName: 'Portfólió',
    definition:
      'Egy befektető vagy alap összes befektetésének együttese – például részvények, kötvények, befektetési jegyek és készpénz –, a közöttük lévő arányokkal, azaz súlyokkal együtt. A portfólió hozama az egyes eszközök hozamának súlyozott átlaga, kockázata viszont a korrelációk miatt ennél kisebb lehet. Összetételét a befektetési célhoz, az időhorizonthoz és a kockázattűrő képességhez érdemes igazítani.',
    related: ['eszkozallokacio', 'diverzifikacio', 'ujrasulyozas', 'hatekony-hatar', 'kockazatturo-kepesseg'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'eszkozallokacio',
    displayName: 'Eszközallokáció',
    aliases: ['Eszközmegosztás', 'Asset allocation'],
    definition:
      'A befektetett vagyon felosztása a fő eszközosztályok – részvények, kötvények, pénzpiaci eszközök, ingatlan, nyersanyag – között. Kutatások szerint egy portfólió hozamának ingadozását nagyrészt ez a döntés magyarázza, és kevésbé az egyes értékpapírok kiválasztása. A megfelelő arány a céltól, az időhorizonttól és a kockázattűrő képességtől függ; a piaci mozgások idővel eltolják, ezért rendszeres újrasúlyozást igényel.',
    related: ['portfolio', 'ujrasulyozas', 'diverzifikacio', 'idohorizont', 'kockazatturo-kepesseg'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'ujrasulyozas',
    displayName: 'Újrasúlyozás',
    aliases: ['Rebalancing', 'Portfólió-újrasúlyozás'],
    definition:
      'A portfólió eredeti, tervezett arányainak visszaállítása, miután a piaci mozgások eltolták azokat: a felülsúlyossá vált eszközökből el kell adni, az alulsúlyosakból venni. Ha például egy 60/40-es részvény-kötvény portfólióban a részvények erős emelkedése után 70 százalékra nő a részvények aránya, az újrasúlyozás visszaállítja a 60 százalékot, így a kockázat a tervezett szinten marad. Történhet rendszeresen, például évente, vagy akkor, ha az eltérés egy határt meghalad; a tranzakciós költségeket és az adót is figyelembe kell venni.',
    related: ['eszkozallokacio', 'portfolio', 'diverzifikacio'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'ujrabefektetes',
    displayName: 'Újrabefektetés',
    aliases: ['Reinvesztálás'],
    definition:
      'A befektetésből kapott jövedelem – osztalék, kamat – ismételt befektetése ahelyett, hogy a befektető elköltené. Ezáltal a hozam maga is hozamot termel (kamatos kamat), ami hosszú távon jelentősen növeli a végső vagyont. A befektetési alapok felhalmozó sorozatai automatikusan újrabefektetik a jövedelmet, az osztalékfizető sorozatok kifizetik; a teljes hozamindexek, például a BUX is újrabefektetettnek tekintik az osztalékot.',
    related: ['kamatos-kamat', 'osztalek', 'bux', 'befektetesi-alap'],
  },
  {
    properName: 'tozsde',
    displayName: 'Tőzsde',
    aliases: ['Értéktőzsde'],
    definition:
      'Szabályozott piac, ahol előre rögzített szabályok szerint, átlátható módon kereskednek értékpapírokkal (részvényekkel, kötvényekkel, befektetési jegyekkel), illetve árukkal és származtatott termékekkel. A vevők és az eladók megbízásait a tőzsde kereskedési rendszere párosítja, az árfolyam a kereslet és a kínálat alapján alakul ki. Magánszemélyek befektetési szolgáltatón, brókercégen vagy bankon keresztül kereskedhetnek. Magyarország tőzsdéje a Budapesti Értéktőzsde.',
    related: ['budapesti-ertektozsde', 'reszveny', 'befektetesi-szolgaltato', 'tozsdeindex', 'limitaras-megbizas'],
  },
  {
    properName: 'tozsdeindex',
    displayName: 'Tőzsdeindex',
    aliases: ['Részvényindex', 'Index'],
    definition:
      'Egy részvénykör, például egy tőzsde legnagyobb vállalatai árfolyamának együttes alakulását egyetlen számban kifejező mutató. A részvényeket jellemzően a piaci kapitalizációjuk arányában súlyozzák; az árindex csak az árfolyamokat, a teljes hozamindex az újrabefektetett osztalékokat is figyelembe veszi. Az indexek a piac hangulatának mércéi, és az aktív befektetők teljesítményét is hozzájuk mérik. Ismert példák a BUX, az S&P 500, a Dow Jones és a DAX.',
    related: ['bux', 'sp-500', 'indexkovetes', 'piaci-kapitalizacio'],
  },
  {
    properName: 'bikapiac',
    displayName: 'Bikapiac',
    definition:
      'Tartósan emelkedő piac, amelyben a befektetők optimisták, és az árfolyamok egy korábbi mélypontról jelentősen, a szokásos meghatározás szerint legalább 20 százalékkal emelkednek. A név a bika támadására utal, amely szarvával alulról felfelé döf. A bikapiacok jellemzően gazdasági növekedéssel és javuló vállalati eredményekkel járnak együtt, és általában tovább tartanak, mint a medvepiacok.',
    related: ['medvepiac', 'korrekcio', 'gazdasagi-ciklus'],
  },
  {
    properName: 'medvepiac',
    displayName: 'Medvepiac',
    definition:
      'Tartósan csökkenő piac, amelyben az árfolyamok egy korábbi csúcshoz képest legalább 20 százalékkal esnek, és a befektetők pesszimisták. A név a medve mozdulatára utal, amely mancsával felülről lefelé csap. A medvepiacok gyakran recesszióval járnak együtt; a hosszú távú befektetőnek ilyenkor az a legfontosabb, hogy ne kényszerüljön eladni, ezért van szükség vésztartalékra és megfelelő időhorizontra.',
    related: ['bikapiac', 'korrekcio', 'maximalis-visszaeses', 'recesszio', 'vesztartalek'],
  },
  {
    properName: 'korrekcio',
    displayName: 'Korrekció',
    definition:
      'Az árfolyamok egy korábbi csúcshoz képest bekövetkező, jellemzően 10–20 százalékos visszaesése, amely a medvepiacnál kisebb és rövidebb. A korrekciók a tőzsde természetes velejárói, és gyakran egy előzetes túlzott emelkedést „korrigálnak”. Hosszú távú befektetőnek nem feltétlenül ok az eladásra, rendszeres befektetésnél pedig olcsóbb vásárlási lehetőséget kínál.',
    related: ['medvepiac', 'bikapiac', 'maximalis-visszaeses', 'koltsegatlagolas'],
  },
  {
    properName: 'befektetesi-szolgaltato',
    displayName: 'Befektetési szolgáltató',
    aliases: ['Bróker', 'Brókercég', 'Befektetési vállalkozás'],
    definition:
      'Olyan, az MNB engedélyével működő befektetési vállalkozás vagy hitelintézet, amely ügyfelei megbízásából értékpapírokat vesz és ad el, értékpapírszámlát vezet, és befektetési tanácsot is adhat. Kiválasztásakor a díjak (jutalék, számlavezetési és őrzési díj), a kínált piacok és termékek, valamint a megbízhatóság a legfontosabb szempontok. Az engedéllyel rendelkező szolgáltatók listája az MNB honlapján ellenőrizhető, az ügyfelek értékpapírjait a Befektető-védelmi Alap is védi.',
    related: ['ertekpapirszamla', 'orzesi-dij', 'alkalmassagi-es-megfelelesi-teszt', 'tozsde', 'ugyfelatvilagitas'],
  },
  {
    properName: 'ertekpapir',
    displayName: 'Értékpapír',
    definition:
      'Pénzügyi jogot – például tulajdonrészt vagy követelést – megtestesítő, forgalomképes eszköz, amely ma szinte mindig dematerializált, azaz csak elektronikusan, értékpapírszámlán létezik. Leggyakoribb fajtái a részvény, a kötvény, az állampapír és a befektetési jegy. A forgalomképesség teszi lehetővé, hogy a befektető a lejárat előtt is pénzzé tehesse a befektetését.',
    related: ['reszveny', 'kotveny', 'allampapir', 'ertekpapirszamla'],
  },
  {
    properName: 'ertekpapirszamla',
    displayName: 'Értékpapírszámla',
    aliases: ['Értékpapír-számla'],
    definition:
      'Befektetési szolgáltatónál vagy a Magyar Államkincstárnál vezetett számla, amelyen az ügyfél tulajdonában lévő dematerializált értékpapírokat tartják nyilván. Mindig tartozik hozzá egy pénzszámla, amelyről a vásárlások összegét levonják, és amelyre az eladások, az osztalékok és a kamatok érkeznek. A vezetéséért számlavezetési és őrzési díjat számíthatnak fel; az adókedvezményes TBSZ és NYESZ is különleges értékpapírszámla.',
    related: [
      'ertekpapir',
      'befektetesi-szolgaltato',
      'orzesi-dij',
      'tartos-befektetesi-szerzodes',
      'nyugdij-elotakarekossagi-szamla',
    ],
  },
  {
    properName: 'orzesi-dij',
    displayName: 'Őrzési díj',
    aliases: ['Letétkezelési díj', 'Értékpapír-őrzési díj'],
    definition:
      'Az a díj, amelyet a befektetési szolgáltató az ügyfél értékpapírszámláján nyilvántartott értékpapírok megőrzéséért felszámít, jellemzően az állomány értékének kis százalékaként, gyakran havi minimumdíjjal. Kis összegű befektetéseknél a fix minimumdíj jelentősen ronthatja a hozamot, ezért a szolgáltatók díjjegyzékét érdemes összevetni. A lakossági állampapírok a Magyar Államkincstárnál a cikk írásakor (2026) jellemzően díjmentesen őrizhetők.',
    related: ['ertekpapirszamla', 'befektetesi-szolgaltato', 'koltseghanyad', 'letetkezelo'],
  },
  {
    properName: 'letetkezelo',
    displayName: 'Letétkezelő',
    definition:
      'Az a bank vagy befektetési vállalkozás, amely egy befektetési alap eszközeit az alapkezelőtől elkülönítve őrzi, és ellenőrzi az alap működésének szabályszerűségét. Emiatt az alap vagyona akkor is biztonságban marad, ha az alapkezelő csődbe megy, hiszen az eszközök nem a kezelő saját vagyonát képezik. Az alap nettó eszközértékét is jellemzően a letétkezelő számítja vagy ellenőrzi.',
    related: ['alapkezelo', 'befektetesi-alap', 'netto-eszkozertek', 'orzesi-dij'],
  },
  {
    properName: 'alapkezelo',
    displayName: 'Alapkezelő',
    aliases: ['Befektetési alapkezelő'],
    definition:
      'Az MNB engedélyével működő társaság, amely befektetési alapokat hoz létre és kezel: a meghirdetett befektetési politika szerint eldönti, milyen eszközöket vásárol és ad el az alap. Munkájáért kezelési díjat számít fel, amely az alap költséghányadának fő része. Az alap vagyona elkülönül az alapkezelő saját vagyonától, és a letétkezelő őrzi.',
    related: ['befektetesi-alap', 'letetkezelo', 'koltseghanyad', 'alfa'],
  },
  {
    properName: 'netto-eszkozertek',
    displayName: 'Nettó eszközérték (NAV)',
    aliases: ['NAV', 'Net asset value'],
    definition:
      'Egy befektetési alap eszközeinek piaci értéke, csökkentve a kötelezettségeivel, például a felszámított, de még ki nem fizetett díjakkal. Az egy befektetési jegyre jutó nettó eszközérték az alap árfolyama: ezen lehet a nyílt végű alapok jegyeit vásárolni és visszaváltani. Az alapkezelők minden forgalmazási napon közzéteszik.',
    related: ['befektetesi-alap', 'letetkezelo', 'nyilt-vegu-befektetesi-alap', 'etf'],
  },
  {
    properName: 'koltseghanyad',
    displayName: 'Költséghányad (TER)',
    aliases: ['TER', 'Folyó költségek', 'Total expense ratio'],
    definition:
      'Egy befektetési alap éves működési költségeinek – kezelési, letétkezelési, könyvvizsgálati és egyéb díjainak – és az alap átlagos vagyonának hányadosa, százalékban. Nem kell külön kifizetni, mert a költségeket az alapból vonják le, így közvetlenül csökkentik a befektető hozamát. A kamatos kamat miatt hosszú távon már fél-egy százalékpont különbség is jelentős vagyonkülönbséget okoz; az indexkövető ETF-ek költséghányada jellemzően töredéke az aktív alapokénak. A mutató a vételi és visszaváltási díjakat nem tartalmazza.',
    related: ['etf', 'indexkovetes', 'alapkezelo', 'teljes-koltseg-mutato', 'kamatos-kamat'],
  },
  {
    properName: 'nyilt-vegu-befektetesi-alap',
    displayName: 'Nyílt végű befektetési alap',
    aliases: ['Nyílt végű alap', 'Nyíltvégű alap'],
    definition:
      'Olyan befektetési alap, amelynek jegyeit az alapkezelő folyamatosan forgalmazza: a befektetők bármely forgalmazási napon vásárolhatnak új jegyeket, illetve visszaválthatják a meglévőket a nettó eszközértéken. A lakossági befektetési alapok túlnyomó többsége ilyen. A visszaváltás teljesítése az alap típusától függően néhány naptól – ingatlanalapoknál – akár hónapokig is tarthat.',
    related: ['zart-vegu-befektetesi-alap', 'netto-eszkozertek', 'befektetesi-alap', 'ingatlanalap'],
  },
  {
    properName: 'zart-vegu-befektetesi-alap',
    displayName: 'Zárt végű befektetési alap',
    aliases: ['Zárt végű alap', 'Zártvégű alap'],
    definition:
      'Olyan befektetési alap, amelynek jegyeit csak a jegyzési időszakban lehet megvásárolni, és amelyeket az alapkezelő a futamidő vége előtt nem vált vissza. Aki korábban szeretne kiszállni, csak a másodpiacon, például a tőzsdén adhatja el a jegyet, akár a nettó eszközértéknél alacsonyabb áron. A kevéssé likvid eszközökbe (ingatlanba, magántőkébe) fektető, valamint a tőkevédett konstrukciók gyakran zárt végűek.',
    related: ['nyilt-vegu-befektetesi-alap', 'likviditas', 'befektetesi-alap', 'netto-eszkozertek'],
  },
  {
    properName: 'ingatlanalap',
    displayName: 'Ingatlanalap',
    definition:
      'Olyan befektetési alap, amely pénzét elsősorban irodaházakba, bevásárlóközpontokba, logisztikai és lakóingatlanokba fekteti, és ezek bérleti díjaiból, valamint értéknövekedéséből ér el hozamot. Kis összeggel is közvetett ingatlanbefektetést tesz lehetővé, az adásvétel és az üzemeltetés terhei nélkül. Az ingatlanok lassan adhatók el, ezért a nyílt végű ingatlanalapok visszaváltási ideje hosszabb, és válság idején a visszaváltást fel is függeszthetik.',
    related: ['befektetesi-alap', 'likviditas', 'nyilt-vegu-befektetesi-alap', 'lakasarindex'],
  },
  {
    properName: 'penzpiaci-alap',
    displayName: 'Pénzpiaci alap',
    definition:
      'Olyan befektetési alap, amely rövid lejáratú, alacsony kockázatú eszközökbe – bankbetétekbe, diszkont kincstárjegyekbe, rövid lejáratú állampapírokba – fektet. Árfolyama egyenletesen, kis ingadozással nő, hozama a rövid piaci kamatokat követi, és a jegyek gyorsan visszaválthatók. Ezért vésztartalék vagy rövid időre félretett pénz tartására alkalmas, hosszú távon azonban jellemzően csak az infláció körüli hozamot ér el.',
    related: ['vesztartalek', 'diszkont-kincstarjegy', 'befektetesi-alap', 'likviditas'],
  },
  {
    properName: 'limitaras-megbizas',
    displayName: 'Limitáras megbízás',
    aliases: ['Limitár', 'Limites megbízás'],
    definition:
      'Olyan tőzsdei megbízás, amelyben a befektető megadja a legmagasabb árat, amelyen hajlandó venni, illetve a legalacsonyabbat, amelyen hajlandó eladni. A megbízás csak ezen vagy ennél kedvezőbb áron teljesül, így a befektető védve van a hirtelen ármozgásoktól, cserébe előfordulhat, hogy a megbízás nem teljesül. Kis forgalmú papíroknál különösen ajánlott a piaci megbízás helyett.',
    related: ['piaci-megbizas', 'veteli-eladasi-kulonbozet', 'likviditas', 'tozsde'],
  },
  {
    properName: 'piaci-megbizas',
    displayName: 'Piaci megbízás',
    aliases: ['Piaci áras megbízás'],
    definition:
      'Olyan tőzsdei megbízás, amely ár megadása nélkül, a lehető leggyorsabban, az éppen elérhető legjobb ajánlatokon teljesül. Előnye a gyors és szinte biztos teljesülés, hátránya, hogy a végső ár eltérhet a várttól. Ez különösen kis forgalmú papíroknál vagy gyors piaci mozgásoknál fordul elő, amikor nagy a különbség a vételi és az eladási ár között.',
    related: ['limitaras-megbizas', 'veteli-eladasi-kulonbozet', 'likviditas'],
  },
  {
    properName: 'veteli-eladasi-kulonbozet',
    displayName: 'Vételi-eladási különbözet (spread)',
    aliases: ['Spread', 'Bid-ask spread'],
    definition:
      'A legjobb vételi ajánlat (amennyiért valaki hajlandó megvenni) és a legjobb eladási ajánlat (amennyiért valaki hajlandó eladni) közötti különbség egy értékpapírnál vagy devizánál. A befektető számára rejtett költség: aki azonnal vesz, majd elad, éppen a különbözetet veszíti el. Nagy forgalmú részvényeknél és devizáknál szűk, kis forgalmú papíroknál és a bankok valutaárfolyamainál szélesebb.',
    related: ['likviditas', 'limitaras-megbizas', 'piaci-megbizas', 'valuta'],
  },
  {
    properName: 'hataridos-ugylet',
    displayName: 'Határidős ügylet',
    aliases: ['Futures', 'Forward', 'Határidős kontraktus'],
    definition:
      'Olyan szerződés, amelyben a felek most rögzítik egy eszköz (részvény, index, deviza, áru) jövőbeli adásvételének árát és időpontját. A tőzsdei határidős ügyletek (futures) szabványosak, és a tőzsde napi elszámolással és letéttel biztosítja őket, a tőzsdén kívüli ügyletek (forward) egyediek. Vállalatok fedezésre használják, például egy jövőbeli devizabevétel árfolyamának rögzítésére, befektetők spekulációra is; a letét miatt tőkeáttételes, ezért a veszteség a befektetett összeget is meghaladhatja.',
    related: ['opcio', 'tokeattetel', 'ovadek', 'devizakockazat', 'shortolas'],
  },
  {
    properName: 'opcio',
    displayName: 'Opció',
    aliases: ['Call opció', 'Put opció'],
    definition:
      'Olyan származtatott ügylet, amely a vevőjének jogot – de nem kötelezettséget – ad arra, hogy egy eszközt előre rögzített áron (kötési árfolyamon) egy adott időpontig vagy időpontban megvegyen (vételi vagy call opció), illetve eladjon (eladási vagy put opció). A jogért a vevő opciós díjat fizet, ennyi a legnagyobb lehetséges vesztesége; az opció kiírója viszont kötelezett, és vesztesége jóval nagyobb is lehet. Fedezésre, például egy portfólió esés elleni védelmére, és spekulációra egyaránt használják; az értékelés klasszikus modellje a Black–Scholes-modell.',
    related: ['hataridos-ugylet', 'warrant', 'black-scholes-modell', 'volatilitas'],
  },
  {
    properName: 'warrant',
    displayName: 'Warrant',
    aliases: ['Opciós utalvány'],
    definition:
      'Egy kibocsátó – jellemzően bank vagy vállalat – által kibocsátott, értékpapírként forgalmazott, hosszabb lejáratú opciós jog: tulajdonosa egy meghatározott áron vehet vagy adhat el egy mögöttes terméket, például részvényt vagy indexet. Az opcióhoz hasonlóan tőkeáttételes, ezért értéke a mögöttes termék mozgásánál jóval nagyobb mértékben ingadozik, és lejáratkor teljesen értéktelenné is válhat. A Budapesti Értéktőzsdén is forgalmaznak bankok által kibocsátott strukturált termékeket.',
    related: ['opcio', 'certifikat', 'tokeattetel'],
  },
  {
    properName: 'certifikat',
    displayName: 'Certifikát',
    aliases: ['Turbó certifikát'],
    definition:
      'Bank által kibocsátott strukturált befektetési termék, amelynek értéke egy mögöttes termék – részvény, index, nyersanyag, deviza – árfolyamához kötött. Az egyszerű indexcertifikát egy az egyben követi a mögöttes terméket, a turbó certifikát viszont tőkeáttétellel felnagyítja a mozgását, és ha az árfolyam eléri a kiütési szintet, a termék megszűnik. A certifikát a kibocsátó bank tartozása, így annak fizetésképtelenségi kockázatát is hordozza.',
    related: ['warrant', 'tokeattetel', 'opcio'],
  },
  {
    properName: 'tokeattetel',
    displayName: 'Tőkeáttétel',
    aliases: ['Áttétel', 'Leverage'],
    definition:
      'Kölcsönpénz vagy származtatott termékek használata azért, hogy a befektető a saját tőkéjénél nagyobb pozíciót vehessen fel. A tőkeáttétel a nyereséget és a veszteséget egyaránt felnagyítja: ötszörös áttételnél egy 10 százalékos árfolyamesés a saját tőke felét viszi el. Hétköznapi példa a hitelből vett lakás: ha az önerő a vételár 20 százaléka, a lakás értékének 10 százalékos emelkedése az önerő értékét 50 százalékkal növeli, a csökkenése ugyanennyivel csökkenti.',
    related: ['sajattoke-aranyos-megterules', 'onero', 'hataridos-ugylet', 'shortolas', 'certifikat'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'kamatszelveny',
    displayName: 'Kamatszelvény',
    aliases: ['Kupon', 'Kuponfizetés'],
    definition:
      'A kötvény rendszeres kamatfizetése, amelynek mértékét a névérték százalékában adják meg; a név abból az időből ered, amikor a papíralapú kötvényekről kamatfizetéskor le kellett vágni egy szelvényt. Egy 5 százalékos kamatszelvényű, 10\u00a0000 forint névértékű kötvény évente 500 forint kamatot fizet, függetlenül attól, mennyiért vásárolták. A zérókuponos kötvénynek nincs kamatszelvénye: hozama a névérték alatti vételárból adódik.',
    related: ['kotveny', 'nevertek', 'zerokuponos-kotveny', 'lejaratig-szamitott-hozam'],
  },
  {
    properName: 'nevertek',
    displayName: 'Névérték',
    definition:
      'Az értékpapíron feltüntetett összeg, amelyet kötvénynél a kibocsátó lejáratkor visszafizet, és amely után a kamatot számítják. A névérték és a piaci árfolyam általában eltér: ha a kötvény a névérték alatt forog, lejáratig tartva a kamat mellett árfolyamnyereséget is hoz. Részvénynél a névérték csak számviteli adat, a piaci értékhez nincs köze.',
    related: ['kotveny', 'kamatszelveny', 'diszkont-kincstarjegy', 'lejaratig-szamitott-hozam'],
  },
  {
    properName: 'lejaratig-szamitott-hozam',
    displayName: 'Lejáratig számított hozam (YTM)',
    aliases: ['YTM', 'Yield to maturity'],
    definition:
      'Az az éves hozam, amelyet egy kötvény befektetője akkor ér el, ha a kötvényt a mostani árfolyamon megveszi, lejáratig tartja, és a kapott kamatokat ugyanezen a hozamon fekteti újra. Figyelembe veszi a vételárat, a kamatszelvényeket és a lejáratkor visszafizetett névértéket, ezért ez a legalkalmasabb mérőszám a kötvények összehasonlítására. Matematikailag az a diszkontráta, amellyel a jövőbeli kifizetések jelenértéke megegyezik a mai árral – ugyanúgy, ahogy egy hitel THM-jét számítják.',
    related: ['kotveny', 'hozamgorbe', 'belso-megterulesi-rata', 'nevertek', 'kamatszelveny'],
  },
  {
    properName: 'hozamgorbe',
    displayName: 'Hozamgörbe',
    definition:
      'Az azonos kibocsátó, jellemzően az állam különböző lejáratú kötvényeinek hozamát a lejárat függvényében ábrázoló görbe. Normál esetben emelkedő, mert a befektetők a hosszabb lekötésért magasabb hozamot várnak; inverz, azaz csökkenő hozamgörbe akkor alakul ki, ha a piac kamatcsökkenésre számít, és ezt gyakran a közelgő recesszió jelének tekintik. A hozamgörbe alakja a fix kamatozású hitelek és betétek árazását is befolyásolja.',
    related: ['lejaratig-szamitott-hozam', 'allampapir', 'fix-kamat', 'recesszio', 'jegybanki-alapkamat'],
  },
  {
    properName: 'duracio',
    displayName: 'Duráció',
    definition:
      'Egy kötvény vagy kötvényportfólió kamatérzékenységének években kifejezett mérőszáma: a kifizetések időpontjainak a kifizetések jelenértékével súlyozott átlaga. Gyakorlati jelentése, hogy a piaci hozamok 1 százalékpontos emelkedése nagyjából a (módosított) duráció százalékával csökkenti a kötvény árfolyamát. Minél hosszabb a lejárat és minél kisebb a kamatszelvény, annál nagyobb a duráció, és vele a kamatkockázat.',
    related: ['kamatkockazat', 'kotveny', 'lejaratig-szamitott-hozam', 'zerokuponos-kotveny'],
  },
  {
    properName: 'zerokuponos-kotveny',
    displayName: 'Zérókuponos kötvény',
    aliases: ['Zéró kupon kötvény', 'Diszkontkötvény'],
    definition:
      'Olyan kötvény, amely a futamidő alatt nem fizet kamatot: a névértékénél alacsonyabb áron bocsátják ki, és lejáratkor a teljes névértéket fizeti vissza, így a hozam a két összeg különbségéből adódik. Durációja megegyezik a lejáratig hátralévő idővel, ezért árfolyama érzékenyebben reagál a kamatváltozásra, mint az azonos lejáratú kamatozó kötvényé. A magyar diszkont kincstárjegy is zérókuponos papír.',
    related: ['diszkont-kincstarjegy', 'kotveny', 'duracio', 'kamatszelveny'],
  },
  {
    properName: 'gyorsjelentes',
    displayName: 'Gyorsjelentés',
    aliases: ['Negyedéves jelentés'],
    definition:
      'A tőzsdén jegyzett vállalatok által jellemzően negyedévente közzétett, könyvvizsgálat nélküli beszámoló az időszak árbevételéről, eredményéről és kilátásairól. A befektetők az elemzői várakozásokhoz mérik: ha az eredmény jobb vagy rosszabb a vártnál, az árfolyam jelentősen elmozdulhat. A budapesti kibocsátók jelentései a BÉT honlapján és a kozzetetelek.hu oldalon olvashatók; az amerikai vállalatok negyedéves jelentése a 10-Q.',
    related: ['egy-reszvenyre-juto-eredmeny', 'reszveny', 'budapesti-ertektozsde', 'kibocsato'],
  },
  {
    properName: 'elso-nyilvanos-reszvenykibocsatas',
    displayName: 'Első nyilvános részvénykibocsátás (IPO)',
    aliases: ['IPO', 'Tőzsdei bevezetés'],
    definition:
      'Az a folyamat, amelynek során egy vállalat először kínálja részvényeit a nagyközönségnek, és jellemzően bevezeti őket a tőzsdére. A cég így új tőkéhez juthat, a korábbi tulajdonosok pedig részben kiszállhatnak. Az IPO-hoz részletes tájékoztatót (prospektust) kell közzétenni, amelyet a felügyelet – Magyarországon az MNB – hagy jóvá. Az új részvények árfolyama az első hónapokban gyakran erősen ingadozik.',
    related: ['reszveny', 'budapesti-ertektozsde', 'kibocsato'],
  },
  {
    properName: 'kibocsato',
    displayName: 'Kibocsátó',
    definition:
      'Az a szervezet – állam, önkormányzat, vállalat vagy befektetési alap –, amely forráshoz jutás céljából értékpapírt bocsát ki, és felel az abban vállalt kötelezettségekért: a kamat- és tőkefizetésért, az osztalékért és a tájékoztatásért. A kibocsátó hitelképessége döntően befolyásolja a kötvényei kockázatát és hozamát. A tőzsdén jegyzett kibocsátóknak minden árfolyamot befolyásoló információt haladéktalanul nyilvánosságra kell hozniuk.',
    related: ['kotveny', 'hitelminosites', 'elso-nyilvanos-reszvenykibocsatas', 'gyorsjelentes'],
  },
  {
    properName: 'kriptovaluta',
    displayName: 'Kriptovaluta',
    aliases: ['Kriptoeszköz', 'Bitcoin'],
    definition:
      'Kriptográfiával védett, jellemzően blokkláncon nyilvántartott digitális eszköz, amelyet nem központi bank bocsát ki, és amely mögött nem áll állami garancia; a legismertebb a bitcoin. Árfolyama rendkívül volatilis, napok alatt több tíz százalékot is változhat, ezért nagy kockázatú, spekulatív befektetésnek számít. Az Európai Unióban a kriptoeszköz-szolgáltatókat a MiCA-rendelet szabályozza, a kriptoeszközökből származó jövedelem pedig Magyarországon az szja-törvény szerint külön adózik.',
    related: ['volatilitas', 'arfolyamkockazat', 'szemelyi-jovedelemado'],
  },
  {
    properName: 'black-scholes-modell',
    displayName: 'Black–Scholes-modell',
    aliases: ['Black-Scholes-modell', 'Black–Scholes–Merton-modell'],
    definition:
      'Az európai típusú opciók elméleti árának kiszámítására szolgáló, 1973-ban közzétett modell, amelyért Myron Scholes és Robert Merton 1997-ben közgazdasági Nobel-emlékdíjat kapott (Fischer Black addigra elhunyt). Feltételezi, hogy a mögöttes termék ára állandó volatilitású geometriai Brown-mozgást követ, és hogy a kockázatmentes kamat állandó. A képletből az opció ára a mögöttes árfolyam, a kötési ár, a hátralévő futamidő, a kamat és a volatilitás ismeretében kiszámítható; fordítva, a piaci árakból visszaszámolt implikált volatilitás a piac várakozását mutatja.',
    related: ['opcio', 'geometriai-brown-mozgas', 'volatilitas', 'kockazatmentes-hozam'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'alkalmassagi-es-megfelelesi-teszt',
    displayName: 'Alkalmassági és megfelelési teszt',
    aliases: ['Alkalmassági teszt', 'Megfelelési teszt', 'MiFID-teszt'],
    definition:
      'Az uniós MiFID II szabályok szerint a befektetési szolgáltatónak fel kell mérnie, hogy egy termék vagy szolgáltatás illik-e az ügyfélhez. A megfelelési teszt azt vizsgálja, van-e az ügyfélnek elég ismerete és tapasztalata a termék kockázatainak megértéséhez; az alkalmassági teszt befektetési tanácsadásnál és portfóliókezelésnél az ügyfél pénzügyi helyzetét, céljait és kockázattűrő képességét is. A kérdőívet érdemes őszintén kitölteni, mert az ügyfél védelmét szolgálja.',
    related: ['kockazatturo-kepesseg', 'befektetesi-szolgaltato', 'ugyfelatvilagitas'],
  },
  {
    properName: 'kockazatturo-kepesseg',
    displayName: 'Kockázattűrő képesség',
    aliases: ['Kockázatvállalási hajlandóság', 'Kockázati profil'],
    definition:
      'Azt fejezi ki, mekkora átmeneti veszteséget képes és hajlandó elviselni egy befektető anélkül, hogy a pénzügyi helyzete megrendülne, vagy pánikban eladná a befektetéseit. Két oldala van: az objektív kockázatviselő képesség (jövedelem, vagyon, időhorizont) és a szubjektív hajlandóság, vagyis hogy miként éli meg a veszteséget. A portfólió kockázatát, például a részvények arányát ehhez kell igazítani; a befektetési szolgáltatók az alkalmassági teszttel mérik fel.',
    related: ['alkalmassagi-es-megfelelesi-teszt', 'idohorizont', 'eszkozallokacio', 'maximalis-visszaeses'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'koltsegatlagolas',
    displayName: 'Költségátlagolás',
    aliases: ['Rendszeres befektetés', 'Forintátlagolás', 'DCA'],
    definition:
      'Olyan befektetési módszer, amelyben a befektető rendszeresen, például havonta azonos összeget fektet be, függetlenül az aktuális árfolyamtól. Alacsony árfolyamnál így több, magasnál kevesebb befektetési jegyet vagy részvényt vásárol, ezért az átlagos bekerülési ár nem lehet magasabb a vásárlási árfolyamok átlagánál. Leginkább azért hasznos, mert kiváltja a piac időzítésének próbálkozását, és fegyelmet ad; a fizetéséből rendszeresen megtakarító számára természetes megoldás.',
    related: ['korrekcio', 'idohorizont', 'ujrabefektetes', 'kamatos-kamat'],
  },
  {
    properName: 'idohorizont',
    displayName: 'Időhorizont',
    aliases: ['Befektetési időtáv', 'Befektetési időhorizont'],
    definition:
      'Az az időtartam, ameddig a befektető várhatóan nem nyúl a befektetett pénzhez. Néhány éves időhorizonton a nagy ingadozású eszközök, például a részvények kockázatosak, mert kedvezőtlen pillanatban kellhet eladni őket; hosszú időhorizonton az átmeneti esések kiheverhetők, így nagyobb kockázat vállalható a magasabb várható hozamért. A Monte-Carlo-szimuláció jól mutatja, hogyan szóródnak a lehetséges kimenetek a különböző időtávokon.',
    related: ['kockazatturo-kepesseg', 'volatilitas', 'monte-carlo-szimulacio', 'eszkozallokacio'],
    calculator: 'monte-carlo',
  },
  {
    properName: 'egyedi-kockazat',
    displayName: 'Egyedi kockázat',
    aliases: ['Nem szisztematikus kockázat', 'Diverzifikálható kockázat', 'Vállalatspecifikus kockázat'],
    definition:
      'Egy vállalathoz vagy iparághoz kötődő kockázat, például egy sikertelen termék, egy per vagy egy vezetői hiba hatása. Diverzifikációval jelentősen csökkenthető: sok, különböző vállalatból álló portfólióban az egyes cégek váratlan eseményei nagyrészt kioltják egymást. Mivel kiküszöbölhető, a tőkepiaci árfolyamok modellje (CAPM) szerint a piac nem fizet érte többlethozamot.',
    related: ['szisztematikus-kockazat', 'diverzifikacio', 'capm', 'beta'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'szisztematikus-kockazat',
    displayName: 'Szisztematikus kockázat',
    aliases: ['Piaci kockázat', 'Nem diverzifikálható kockázat'],
    definition:
      'A piac egészét érintő kockázat – például recesszió, kamatemelés, háború vagy pénzügyi válság –, amely szinte minden eszköz árfolyamára egyszerre hat, ezért diverzifikációval nem szüntethető meg. Egy részvény szisztematikus kockázatát a bétája méri. A CAPM szerint a befektetők tartósan csak ezért a kockázatért kapnak magasabb várható hozamot.',
    related: ['egyedi-kockazat', 'beta', 'capm', 'diverzifikacio', 'treynor-mutato'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'capm',
    displayName: 'CAPM (tőkepiaci árfolyamok modellje)',
    aliases: ['Tőkepiaci árfolyamok modellje', 'Capital asset pricing model'],
    definition:
      'A befektetések várható hozamát a piaci kockázattal összekapcsoló modell, amelyet William Sharpe és mások dolgoztak ki az 1960-as években. Eszerint egy eszköz várható hozama a kockázatmentes hozam és a bétával szorzott piaci kockázati prémium összege: E(R) = Rf + β · (E(Rm) − Rf). A modell egyszerűsítő feltevésekre épül, és a valódi hozamokat nem magyarázza tökéletesen, de az alfa és a béta fogalma, valamint a tőkeköltség becslése belőle ered.',
    related: ['beta', 'alfa', 'kockazatmentes-hozam', 'szisztematikus-kockazat', 'sharpe-rata'],
    calculator: 'portfolio-optimalizalas',
  },
  {
    properName: 'ebitda',
    displayName: 'EBITDA',
    aliases: ['Kamat, adó és értékcsökkenés előtti eredmény'],
    definition:
      'A kamatfizetés, az adófizetés, valamint az értékcsökkenés és az amortizáció előtti eredmény (earnings before interest, taxes, depreciation and amortization). A vállalat működéséből származó jövedelemtermelő képességét mutatja a finanszírozás módjától, az adózástól és a számviteli értékcsökkenéstől függetlenül, ezért különböző tőkeszerkezetű cégek összehasonlítására használják. Nem azonos a szabad pénzárammal, mert nem tartalmazza például a beruházásokat és a forgótőke változását, így önmagában túl kedvező képet adhat.',
    related: ['penzaramlas', 'egy-reszvenyre-juto-eredmeny', 'eszkozaranyos-megterules'],
  },
  {
    properName: 'penzaramlas',
    displayName: 'Pénzáramlás (cash flow)',
    aliases: ['Cash flow', 'Cash-flow', 'Pénzáram'],
    definition:
      'Egy vállalatba vagy háztartásba egy időszak alatt beáramló és onnan kiáramló pénz összessége. A vállalati beszámolók külön mutatják a működésből, a befektetésekből és a finanszírozásból származó pénzáramot; a szabad pénzáram az a pénz, ami a beruházások után a tulajdonosoknak és a hitelezőknek marad. A számviteli eredménynél nehezebb „kozmetikázni”, ezért az elemzők a vállalat értékét gyakran a jövőbeli pénzáramok jelenértékéből számolják.',
    related: ['netto-jelenertek', 'ebitda', 'diszkontalas', 'haztartasi-koltsegvetes'],
  },
  {
    properName: 'fordulonap',
    displayName: 'Fordulónap',
    aliases: ['Ex-dátum', 'Osztalékfordulónap'],
    definition:
      'Az a nap, amelyen a kibocsátó megállapítja, kik jogosultak egy juttatásra, például osztalékra vagy kamatra, illetve kik vehetnek részt a közgyűlésen. Osztaléknál csak az jogosult, aki a fordulónapon a nyilvántartás szerint tulajdonos; mivel a tőzsdei ügyletek elszámolása néhány napot vesz igénybe, a részvényt az ex-dátum előtt kell megvásárolni. Az ex-dátumon a részvény árfolyama rendszerint nagyjából az osztalékkal csökken.',
    related: ['osztalek', 'osztalekhozam', 'reszveny'],
  },
  {
    properName: 'csodeljaras',
    displayName: 'Csődeljárás',
    aliases: ['Csőd'],
    definition:
      'Fizetésképtelenséggel fenyegetett vállalat kérelmére indítható bírósági eljárás, amelyben az adós fizetési haladékot kap, és egyezséget köthet a hitelezőivel a tartozások átütemezéséről vagy részleges elengedéséről. Magyarországon a csődeljárást és az ennél súlyosabb felszámolási eljárást – amely a cég megszűnésével és vagyonának értékesítésével jár – az 1991. évi XLIX. törvény szabályozza. Felszámoláskor a részvényesek a hitelezők után, utolsóként részesülnek a vagyonból, ezért részvényeik gyakran értéktelenné válnak.',
    related: ['magancsod', 'reszveny', 'kotveny', 'hitelminosites'],
  },
  {
    properName: 'magancsod',
    displayName: 'Magáncsőd',
    aliases: ['Adósságrendezési eljárás', 'Családi csődvédelem'],
    definition:
      'A természetes személyek adósságrendezéséről szóló 2015. évi CV. törvény szerinti eljárás köznapi neve, amely a súlyosan eladósodott magánszemélyeknek teszi lehetővé tartozásaik rendezett, ütemezett visszafizetését. Az eljárás akár öt évig tartó, szigorú gazdálkodási rendet jelent családi vagyonfelügyelő ellenőrzése mellett, sikeres teljesítés után pedig a fennmaradó tartozás egy része elengedhető. A belépés feltételeit, például a tartozás összegének határait a törvény rögzíti, a családi csődvédelmi szolgálat pedig tájékoztatást és segítséget nyújt.',
    related: ['csodeljaras', 'kozponti-hitelinformacios-rendszer', 'hitelkepesseg'],
  },
];
