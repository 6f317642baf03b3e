/**
 * Glossary terms on saving, pensions and the taxes a Hungarian saver meets: kamatadó, szocho, szja,
 * the tax-advantaged accounts (TBSZ, NYESZ, ÖNYP), retail government securities and deposits.
 * Rates that may change are dated 'a cikk írásakor (2026)'; caps that change yearly are not quoted.
 */
import type { GlossaryEntry } from '../types.js';

export const SAVINGS_AND_TAX_TERMS: readonly GlossaryEntry[] = [
  {
    properName: 'kamatado',
    displayName: 'Kamatadó',
    definition:
      'A kamatjövedelem után fizetendő 15 százalékos személyi jövedelemadó köznapi neve; a bank vagy a befektetési szolgáltató a kamat jóváírásakor automatikusan levonja és befizeti. A cikk írásakor (2026) a legtöbb kamatjövedelem, például a bankbetét kamata után 13 százalékos szociális hozzájárulási adó (szocho) is jár, így a levonás összesen 28 százalék. Mentes a kamatadó alól több lakossági állampapír, köztük a MÁP Plusz és a PMÁP kamata, valamint a lekötési idő végéig megtartott TBSZ-számla hozama.',
    related: [
      'szemelyi-jovedelemado',
      'szocialis-hozzajarulasi-ado',
      'tartos-befektetesi-szerzodes',
      'map-plusz',
      'premium-magyar-allampapir',
      'lekotott-betet',
    ],
  },
  {
    properName: 'szocialis-hozzajarulasi-ado',
    displayName: 'Szociális hozzájárulási adó (szocho)',
    aliases: ['Szocho'],
    definition:
      'Elsősorban a munkáltatók által a bérek után fizetett adó, amely a társadalombiztosítás bevételeit adja; mértéke a cikk írásakor (2026) 13 százalék. Magánszemélyként a tőkejövedelmek – osztalék, árfolyamnyereség, a legtöbb kamatjövedelem – után is fizetni kell, egy minimálbérhez kötött éves felső határig. Nem kell szochót fizetni többek között a lekötési idő végéig megtartott TBSZ hozama, a nyugdíj-előtakarékossági számla és az állampapírok kamata után.',
    related: ['kamatado', 'szemelyi-jovedelemado', 'tartos-befektetesi-szerzodes', 'osztalek', 'arfolyamnyereseg'],
  },
  {
    properName: 'szemelyi-jovedelemado',
    displayName: 'Személyi jövedelemadó (szja)',
    aliases: ['SZJA'],
    definition:
      'A magánszemélyek jövedelme után fizetendő adó, amely Magyarországon 2016 óta egykulcsos, mértéke 15 százalék. A munkabér utáni szja-t a munkáltató vonja le, a tőkejövedelmek (kamat, osztalék, árfolyamnyereség) utánit jellemzően a kifizető bank vagy befektetési szolgáltató, mert ezek külön adózó jövedelmek. Az adóalapot kedvezmények csökkenthetik (például a családi kedvezmény, a 25 év alattiak és bizonyos anyák kedvezménye), az adót pedig egyes nyugdíjcélú befizetések után járó adójóváírás mérsékelheti.',
    related: ['kamatado', 'szocialis-hozzajarulasi-ado', 'osszevont-adoalap', 'adojovairas'],
  },
  {
    properName: 'tartos-befektetesi-szerzodes',
    displayName: 'Tartós befektetési szerződés (TBSZ)',
    aliases: ['TBSZ', 'TBSZ-számla'],
    definition:
      'Befektetési szolgáltatónál nyitható, adókedvezményes befektetési számla. Befizetni csak a megnyitás naptári évében, a gyűjtőévben lehet, utána kezdődik a lekötés: ha a pénz az ötödik év végéig a számlán marad, a hozam után sem szja-t, sem szochót nem kell fizetni. A 2025-től nyitott számláknál a harmadik év vége előtti megszakításkor 15 százalék szja és 13 százalék szocho, a harmadik és az ötödik év vége között 10 százalék szja és 8 százalék szocho terheli a hozamot; a korábban nyitott számlák szochót nem fizetnek. A számlán belül szabadon lehet kereskedni, és a lekötés lejártakor a számla meghosszabbítható.',
    related: [
      'gyujtoev',
      'kamatado',
      'szocialis-hozzajarulasi-ado',
      'ertekpapirszamla',
      'nyugdij-elotakarekossagi-szamla',
    ],
  },
  {
    properName: 'gyujtoev',
    displayName: 'Gyűjtőév',
    definition:
      'A tartós befektetési szerződés (TBSZ) megnyitásának naptári éve: csak ebben az évben lehet pénzt befizetni a számlára. A gyűjtőév végével indul a lekötési idő, amelynek hossza (három vagy öt év) dönti el, milyen adókedvezmény jár a hozamra. Aki minden évben félre szeretne tenni, évente új TBSZ-számlát nyithat, így a számlái évről évre, sorban járnak le.',
    related: ['tartos-befektetesi-szerzodes', 'ongondoskodas'],
  },
  {
    properName: 'nyugdij-elotakarekossagi-szamla',
    displayName: 'Nyugdíj-előtakarékossági számla (NYESZ)',
    aliases: ['NYESZ'],
    definition:
      'Nyugdíjcélú megtakarításra szolgáló befektetési számla, amelyre az éves befizetések után 20 százalékos, felső határig járó adójóváírás igényelhető: az állam az szja-ból visszautalja a számlára. A számlán lévő pénz befektethető (állampapírba, befektetési alapba, részvénybe), és a hozam nyugdíjba vonuláskor adómentesen vehető fel. Nyugdíj előtti kivétnél a kapott adójóváírást 20 százalékkal megnövelve vissza kell fizetni, és a hozam is adóköteles.',
    related: [
      'adojovairas',
      'onkentes-nyugdijpenztar',
      'nyugdijbiztositas',
      'ongondoskodas',
      'tartos-befektetesi-szerzodes',
    ],
  },
  {
    properName: 'onkentes-nyugdijpenztar',
    displayName: 'Önkéntes nyugdíjpénztár (ÖNYP)',
    aliases: ['ÖNYP'],
    definition:
      'A tagok befizetéseiből működő, nonprofit nyugdíj-megtakarítási intézmény, amely a pénzt a tagok által választott portfóliókban fekteti be. A befizetések után évi 20 százalék adójóváírás igényelhető felső határig, és a munkáltató is fizethet tagdíjat a dolgozó helyett. A teljes megtakarítás nyugdíjba vonuláskor vehető fel adómentesen; a tízéves várakozási idő letelte után a hozam korábban is kivehető.',
    related: ['adojovairas', 'nyugdij-elotakarekossagi-szamla', 'nyugdijbiztositas', 'ongondoskodas'],
  },
  {
    properName: 'nyugdijbiztositas',
    displayName: 'Nyugdíjbiztosítás',
    definition:
      'Biztosítótól vásárolható, nyugdíjcélú életbiztosítás, amely a megtakarítás mellett haláleseti védelmet is nyújt. A befizetések után évi 20 százalék adójóváírás igényelhető felső határig, ha a szerződés megfelel a törvényi feltételeknek. Sok termék befektetési egységekhez kötött, így a hozam a választott eszközalapoktól függ; a költségeket a TKM mutató összesíti, ezért érdemes több ajánlatot összevetni.',
    related: [
      'unit-linked-biztositas',
      'teljes-koltseg-mutato',
      'nyugdij-elotakarekossagi-szamla',
      'onkentes-nyugdijpenztar',
      'adojovairas',
    ],
  },
  {
    properName: 'adojovairas',
    displayName: 'Adójóváírás',
    aliases: ['Adó-visszatérítés'],
    definition:
      'Az a kedvezmény, amelynél a magánszemély befizetett személyi jövedelemadójának egy részét az állam visszautalja – nyugdíj-megtakarításoknál nem a magánszemélynek, hanem közvetlenül a nyugdíjszámlára. Az önkéntes nyugdíjpénztárba, a nyugdíj-előtakarékossági számlára és a nyugdíjbiztosításba befizetett összegek 20 százaléka után igényelhető, konstrukciónként eltérő éves felső határig, és legfeljebb a befizetett szja mértékéig. Az igényt az szja-bevallásban, rendelkező nyilatkozattal kell jelezni.',
    related: [
      'szemelyi-jovedelemado',
      'nyugdij-elotakarekossagi-szamla',
      'onkentes-nyugdijpenztar',
      'nyugdijbiztositas',
    ],
  },
  {
    properName: 'osszevont-adoalap',
    displayName: 'Összevont adóalap',
    definition:
      'Az szja-törvény fogalma: azoknak a jövedelmeknek az összege, amelyek együtt adóznak, mint a munkabér, a megbízási díj és az egyéni vállalkozói kivét. Ezzel szemben a tőkejövedelmek – kamat, osztalék, árfolyamnyereség – külön adózó jövedelmek, ezért a családi kedvezmény és más, az összevont adóalapot csökkentő kedvezmények rájuk nem vonatkoznak. Bár az szja mindkét esetben 15 százalék, a megkülönböztetés a kedvezmények és a szocho szempontjából fontos.',
    related: ['szemelyi-jovedelemado', 'kamatado', 'szocialis-hozzajarulasi-ado'],
  },
  {
    properName: 'map-plusz',
    displayName: 'MÁP Plusz',
    aliases: ['Magyar Állampapír Plusz'],
    definition:
      'A Magyar Állampapír Plusz 2019 júniusában bevezetett, ötéves futamidejű, kizárólag magánszemélyeknek szóló állampapír, amelynek kamata félévente lépcsőzetesen emelkedik. Hozama kamatadó- és szochomentes, és a Magyar Államkincstárnál vezetett értékpapírszámlán tartható. Lejárat előtt is visszaváltható; ennek díját és feltételeit a kibocsátási tájékoztató rögzíti. Az aktuálisan kapható sorozatokat és kamatokat az Államadósság Kezelő Központ (ÁKK) teszi közzé.',
    related: ['allampapir', 'premium-magyar-allampapir', 'kamatado', 'diszkont-kincstarjegy'],
  },
  {
    properName: 'premium-magyar-allampapir',
    displayName: 'Prémium Magyar Állampapír (PMÁP)',
    aliases: ['PMÁP', 'Inflációkövető állampapír'],
    definition:
      'Inflációkövető lakossági állampapír: az első, rögzített kamatozású év után a kamata az előző évi, a KSH által közölt átlagos infláció és egy sorozatonként rögzített kamatprémium összege. Így tartósan magas infláció mellett is megőrizheti a megtakarítás reálértékét, a kamat azonban egy évvel késve követi az árak alakulását. A kamatot évente fizetik ki, és a cikk írásakor (2026) kamatadómentes; a lejárat előtti visszaváltás feltételeit a kibocsátási tájékoztató rögzíti.',
    related: ['inflacio', 'fogyasztoi-arindex', 'map-plusz', 'allampapir', 'realkamat'],
  },
  {
    properName: 'allampapir',
    displayName: 'Állampapír',
    aliases: ['Lakossági állampapír'],
    definition:
      'Az állam által kibocsátott, hitelviszonyt megtestesítő értékpapír, amellyel a költségvetés kölcsönt vesz fel a befektetőktől. Magyarországon az Államadósság Kezelő Központ (ÁKK) bocsátja ki; a magánszemélyeknek szóló lakossági állampapírok (például a MÁP Plusz, a PMÁP és a diszkont kincstárjegy) a Magyar Államkincstárnál, bankoknál és a postán vásárolhatók meg. A forintban kibocsátott állampapírok a legalacsonyabb kockázatú forintbefektetések közé tartoznak, a piaci állampapírok árfolyama azonban a kamatok változásával ingadozik.',
    related: [
      'kotveny',
      'map-plusz',
      'premium-magyar-allampapir',
      'diszkont-kincstarjegy',
      'allamadossag',
      'kockazatmentes-hozam',
    ],
  },
  {
    properName: 'fix-magyar-allampapir',
    displayName: 'Fix Magyar Állampapír (FixMÁP)',
    aliases: ['FixMÁP'],
    definition:
      'Ötéves, rögzített kamatozású lakossági állampapír: a kamata a teljes futamidőre előre ismert, és negyedévente fizetik ki. A 2025 októberétől kibocsátott sorozatok kamata évi 7 százalék. Lejárat előtt a Magyar Államkincstárnál a névérték 99 százalékán visszaváltható; a kamat adómentes.',
    related: ['allampapir', 'map-plusz', 'bonusz-magyar-allampapir', 'premium-magyar-allampapir'],
  },
  {
    properName: 'bonusz-magyar-allampapir',
    displayName: 'Bónusz Magyar Állampapír (BMÁP)',
    aliases: ['BMÁP'],
    definition:
      'Változó kamatozású lakossági állampapír: a kamata negyedévente igazodik a 3 hónapos diszkont kincstárjegyek aukciós átlaghozamához, amelyhez sorozatonként rögzített kamatprémium adódik (a 2025 októberétől kibocsátott hatéves sorozatnál 0,75 százalékpont, az utolsó két évben további hűségprémiummal). Így a piaci kamatok emelkedésekor a kamata is nő, csökkenésükkor csökken.',
    related: ['allampapir', 'diszkont-kincstarjegy', 'fix-magyar-allampapir', 'map-plusz'],
  },
  {
    properName: 'diszkont-kincstarjegy',
    displayName: 'Diszkont kincstárjegy (DKJ)',
    aliases: ['DKJ', 'Kincstárjegy'],
    definition:
      'Legfeljebb egyéves futamidejű állampapír, amely nem fizet kamatot: névértékénél alacsonyabb áron, diszkonttal bocsátják ki, és lejáratkor a teljes névértéket fizetik vissza. A vételár és a névérték különbsége adja a hozamot, amely a rövid pénzpiaci kamatokat követi. A DKJ-t az ÁKK aukciókon bocsátja ki, magánszemélyek a Magyar Államkincstárnál és a forgalmazó bankoknál vásárolhatják meg.',
    related: ['allampapir', 'zerokuponos-kotveny', 'nevertek', 'penzpiaci-alap', 'kockazatmentes-hozam'],
  },
  {
    properName: 'orszagos-betetbiztositasi-alap',
    displayName: 'Országos Betétbiztosítási Alap (OBA)',
    aliases: ['OBA', 'Betétbiztosítás'],
    definition:
      'A magyarországi bankok, takarékszövetkezetek és lakás-takarékpénztárak betéteseit védő alap, amelyet a tagintézmények befizetései töltenek fel. Ha egy tagintézmény fizetésképtelenné válik, az OBA betétesenként és intézményenként legfeljebb 100\u00a0000 eurónak megfelelő forintösszeget fizet ki, a törvényben előírt határidőn belül; ez a határ az Európai Unióban egységes. Az értékpapírokra és a befektetési jegyekre nem vonatkozik: a befektetési szolgáltatóknál őrzött értékpapírokat a Befektető-védelmi Alap (Beva) védi.',
    related: ['lekotott-betet', 'befektetesi-szolgaltato', 'lakas-takarekpenztar'],
  },
  {
    properName: 'lekotott-betet',
    displayName: 'Lekötött betét',
    aliases: ['Betétlekötés', 'Bankbetét'],
    definition:
      'Olyan bankbetét, amelyet az ügyfél meghatározott időre (például egy, három vagy tizenkét hónapra) köt le, és amelyre a bank erre az időre rögzített kamatot fizet. Ha a pénzt a lejárat előtt felveszi, a kamat egy része vagy egésze elveszhet. A kamat után kamatadó és a cikk írásakor (2026) szocho is jár, a betétet pedig az OBA védi. A betétek összehasonlítására az egységesített betéti kamatláb mutató (EBKM) szolgál.',
    related: ['egysegesitett-beteti-kamatlab-mutato', 'kamatado', 'orszagos-betetbiztositasi-alap', 'realkamat'],
  },
  {
    properName: 'egysegesitett-beteti-kamatlab-mutato',
    displayName: 'Egységesített betéti kamatláb mutató (EBKM)',
    aliases: ['EBKM'],
    definition:
      'A betétek éves hozamát egységes módon kifejező mutató, amelyet a bankoknak a betéti ajánlataikban fel kell tüntetniük. A kamatláb mellett figyelembe veszi a kamatjóváírás gyakoriságát és a betéthez kapcsolódó esetleges költségeket, így a különböző futamidejű és konstrukciójú betétek közvetlenül összevethetők. A betétesnek ugyanazt a szolgálatot teszi, mint a THM a hiteleknél.',
    related: ['lekotott-betet', 'teljes-hiteldij-mutato', 'kamatos-kamat', 'nominalis-kamat'],
  },
  {
    properName: 'ongondoskodas',
    displayName: 'Öngondoskodás',
    definition:
      'Az a szemlélet és gyakorlat, hogy valaki a jövőbeli szükségleteiről – nyugdíjas éveiről, váratlan kiadásairól, gyermekei taníttatásáról – saját megtakarításaival is gondoskodik, nem csak az állami ellátásokra támaszkodik. Eszközei a vésztartalék, a nyugdíjcélú megtakarítások (ÖNYP, NYESZ, nyugdíjbiztosítás), a befektetések és a biztosítások. Az állam az öngondoskodást adójóváírással és adómentességgel ösztönzi.',
    related: [
      'vesztartalek',
      'onkentes-nyugdijpenztar',
      'nyugdij-elotakarekossagi-szamla',
      'nyugdijbiztositas',
      'adojovairas',
    ],
  },
  {
    properName: 'vesztartalek',
    displayName: 'Vésztartalék',
    aliases: ['Biztonsági tartalék'],
    definition:
      'Gyorsan elérhető, biztonságos helyen tartott megtakarítás váratlan kiadásokra vagy jövedelemkiesésre, például munkahely elvesztése, betegség vagy nagyobb javítás esetére. Gyakori ajánlás, hogy három–hat havi kiadásnak megfelelő összeg legyen. Mivel bármikor hozzá kell tudni férni, bankbetétben, pénzpiaci alapban vagy rövid lejáratú állampapírban érdemes tartani, nem ingadozó árfolyamú befektetésben.',
    related: ['likviditas', 'penzpiaci-alap', 'ongondoskodas', 'haztartasi-koltsegvetes'],
  },
  {
    properName: 'haztartasi-koltsegvetes',
    displayName: 'Háztartási költségvetés',
    aliases: ['Családi költségvetés'],
    definition:
      'A háztartás bevételeinek és kiadásainak rendszeres, jellemzően havi nyilvántartása és tervezése. Megmutatja, mire megy el a pénz, mennyi marad megtakarításra és hol lehet spórolni; ez a pénzügyi tervezés első lépése. Egy elterjedt ökölszabály az 50/30/20-as felosztás: a nettó jövedelem fele a szükséges kiadásokra, 30 százaléka egyéb kiadásokra, 20 százaléka megtakarításra jut.',
    related: ['vesztartalek', 'ongondoskodas', 'jovedelemaranyos-torlesztoreszlet-mutato'],
  },
  {
    properName: 'eletbiztositas',
    displayName: 'Életbiztosítás',
    definition:
      'Olyan biztosítás, amely a biztosított halála esetén a kedvezményezettnek, vegyes életbiztosításnál pedig a lejárat megélésekor a biztosítottnak is fizet. A kockázati életbiztosítás tiszta kockázatfedezet, megtakarítási része nincs, ezért olcsó; gyakran a jelzáloghitel mellé kötik, hogy a hitel haláleset esetén is rendezhető legyen. A megtakarítási életbiztosítások költségeit a TKM mutató összesíti.',
    related: ['unit-linked-biztositas', 'teljes-koltseg-mutato', 'nyugdijbiztositas', 'jelzaloghitel'],
  },
  {
    properName: 'unit-linked-biztositas',
    displayName: 'Unit-linked biztosítás',
    aliases: ['Befektetési egységekhez kötött életbiztosítás', 'Unit-linked'],
    definition:
      'Olyan megtakarítási életbiztosítás, amelyben a biztosító a díjakból – költségei levonása után – befektetési egységeket vásárol az ügyfél által választott eszközalapokban, így a hozam és a kockázat is az ügyfelet terheli. A konstrukció rugalmas, az eszközalapok válthatók, de a költségek különösen az első években jelentősek lehetnek, ezért korai visszavásárlásnál a befizetettnél kevesebb is kapható. A termékek költségeit a TKM mutató teszi összehasonlíthatóvá.',
    related: ['teljes-koltseg-mutato', 'eletbiztositas', 'nyugdijbiztositas', 'befektetesi-alap'],
  },
  {
    properName: 'teljes-koltseg-mutato',
    displayName: 'Teljes költség mutató (TKM)',
    aliases: ['TKM'],
    definition:
      'A megtakarítási és nyugdíjbiztosítások éves költségeit egyetlen százalékos számban kifejező mutató, amelyet a Magyar Biztosítók Szövetsége (MABISZ) dolgozott ki, és amelyet a biztosítóknak közölniük kell. Azt mutatja meg, hogy a termék költségei évente mennyivel csökkentik a hozamot; minél kisebb, annál olcsóbb a termék. Csak azonos futamidejű és díjfizetésű termékek TKM-je hasonlítható össze.',
    related: ['unit-linked-biztositas', 'nyugdijbiztositas', 'koltseghanyad'],
  },
  {
    properName: 'arfolyamnyereseg',
    displayName: 'Árfolyamnyereség',
    aliases: ['Árfolyamveszteség'],
    definition:
      'Az a jövedelem, amely egy értékpapír eladási és vételi árának különbségéből származik, ha az eladási ár a magasabb; ellenkező esetben árfolyamveszteség keletkezik. Magyarországon az árfolyamnyereség után 15 százalékos szja és a cikk írásakor (2026) 13 százalékos szocho fizetendő, kivéve például a lekötési idő végéig megtartott TBSZ-en elért nyereséget. Az árfolyamveszteség a veszteségkiegyenlítés szabályai szerint csökkentheti a nyereség utáni adót.',
    related: [
      'szemelyi-jovedelemado',
      'szocialis-hozzajarulasi-ado',
      'tartos-befektetesi-szerzodes',
      'vesztesegkiegyenlites',
      'reszveny',
    ],
  },
  {
    properName: 'vesztesegkiegyenlites',
    displayName: 'Veszteségkiegyenlítés',
    aliases: ['Adókiegyenlítés'],
    definition:
      'Az a lehetőség, hogy a befektető az egyik értékpapír-ügyletén elszenvedett veszteséget beszámítsa a többi ügylet nyereségébe, és így kevesebb adót fizessen. Magyarországon ez az azonos évben elért árfolyamnyereségek és -veszteségek között, az ellenőrzött tőkepiaci ügyleteknél (jellemzően tőzsdei ügyleteknél) pedig a megelőző két év adójára is érvényesíthető. A pontos szabályokat az szja-törvény tartalmazza, a kedvezményt a bevallásban kell érvényesíteni.',
    related: ['arfolyamnyereseg', 'szemelyi-jovedelemado', 'tartos-befektetesi-szerzodes'],
  },
];
