/**
 * Glossary terms on the economy and everyday banking: inflation and the central bank, the forint and
 * exchange rates, public finances, payments and consumer protection.
 */
import type { GlossaryEntry } from '../types.js';

export const ECONOMY_AND_BANKING_TERMS: readonly GlossaryEntry[] = [
  {
    properName: 'inflacio',
    displayName: 'Infláció',
    aliases: ['Pénzromlás'],
    definition:
      'Az árszínvonal általános és tartós emelkedése, amely a pénz vásárlóerejének csökkenését jelenti. Magyarországon a Központi Statisztikai Hivatal (KSH) havonta méri a fogyasztói árindexszel, a Magyar Nemzeti Bank pedig 3 százalékos inflációs célt követ. Megtakarítóként azért fontos, mert a hozamot mindig az inflációhoz kell mérni: ha a betét kamata alacsonyabb az inflációnál, a pénz reálértéke csökken, vagyis a reálkamat negatív.',
    related: [
      'fogyasztoi-arindex',
      'realkamat',
      'inflacios-cel',
      'premium-magyar-allampapir',
      'deflacio',
      'hiperinflacio',
    ],
  },
  {
    properName: 'fogyasztoi-arindex',
    displayName: 'Fogyasztói árindex',
    aliases: ['CPI', 'Maginfláció'],
    definition:
      'A háztartások által vásárolt termékek és szolgáltatások – élelmiszer, energia, lakhatás, közlekedés és a többi – árának átlagos változását mérő index, amely a lakossági fogyasztás szerkezetét tükröző fogyasztói kosárra épül. Magyarországon a KSH havonta teszi közzé, ez a hivatalos inflációs mutató. A jegybank ezen kívül a maginflációt is figyeli, amely a legingadozóbb árú tételeket, például az energiát kiszűri; a PMÁP kamata az éves átlagos fogyasztói árindexhez kötött.',
    related: ['inflacio', 'premium-magyar-allampapir', 'inflacios-cel'],
  },
  {
    properName: 'realkamat',
    displayName: 'Reálkamat',
    aliases: ['Reálhozam'],
    definition:
      'A kamat vagy a hozam inflációval csökkentett értéke, amely azt mutatja meg, mennyivel nő ténylegesen a megtakarítás vásárlóereje. Pontos képlete (1 + nominális kamat) / (1 + infláció) − 1, kis értékeknél közelítőleg a kettő különbsége. Ha például egy betét 6 százalékot fizet, az infláció pedig 4 százalék, a reálkamat adózás előtt körülbelül 1,9 százalék. Negatív reálkamatnál a megtakarítás a névleges növekedés ellenére is veszít az értékéből.',
    related: ['inflacio', 'nominalis-kamat', 'premium-magyar-allampapir', 'hozam'],
  },
  {
    properName: 'nominalis-kamat',
    displayName: 'Nominális kamat',
    aliases: ['Névleges kamat'],
    definition:
      'A szerződésben vagy a hirdetésben megadott, inflációval nem korrigált kamatláb. Az éves nominális kamat a kamatos kamat hatását sem mindig tartalmazza: ha havonta tőkésítik, a tényleges éves hozam valamivel nagyobb, ezt hiteleknél a THM, betéteknél az EBKM mutatja. A megtakarítás valódi értéknövekedését a reálkamat fejezi ki.',
    related: [
      'realkamat',
      'ugyleti-kamat',
      'egysegesitett-beteti-kamatlab-mutato',
      'teljes-hiteldij-mutato',
      'kamatos-kamat',
    ],
  },
  {
    properName: 'inflacios-cel',
    displayName: 'Inflációs cél',
    aliases: ['Inflációs célkövetés'],
    definition:
      'A jegybank által nyilvánosan vállalt inflációs szint, amelynek eléréséhez a kamatpolitikáját igazítja. A Magyar Nemzeti Bank 2001 óta követ inflációs célt: a középtávú cél 3 százalékos fogyasztói árindex, amelyet 2015 óta ±1 százalékpontos toleranciasáv egészít ki. Ha a várható infláció tartósan a cél fölött van, a jegybank jellemzően kamatot emel, ha alatta, kamatot csökkent.',
    related: ['inflacio', 'magyar-nemzeti-bank', 'jegybanki-alapkamat', 'monetaris-politika'],
  },
  {
    properName: 'magyar-nemzeti-bank',
    displayName: 'Magyar Nemzeti Bank (MNB)',
    aliases: ['MNB', 'Jegybank'],
    definition:
      'Magyarország 1924-ben alapított központi bankja, amelynek elsődleges célja az árstabilitás elérése és fenntartása. Kibocsátja a forintot, meghatározza a jegybanki alapkamatot, kezeli a devizatartalékot, és őrködik a pénzügyi rendszer stabilitása felett. 2013 óta a bankok, biztosítók és befektetési szolgáltatók felügyelete is hozzá tartozik, így fogyasztóvédelmi feladatokat is ellát, és mellette működik a Pénzügyi Békéltető Testület. A monetáris politikai döntéseket a Monetáris Tanács hozza.',
    related: [
      'jegybanki-alapkamat',
      'monetaris-politika',
      'inflacios-cel',
      'penzugyi-bekelteto-testulet',
      'adossagfek-szabalyok',
      'forint',
    ],
  },
  {
    properName: 'jegybanki-alapkamat',
    displayName: 'Jegybanki alapkamat',
    aliases: ['Alapkamat', 'Irányadó kamat'],
    definition:
      'A Magyar Nemzeti Bank legfontosabb kamateszköze, amelyről a Monetáris Tanács rendszeresen, kamatdöntő ülésein határoz. Változtatásával a jegybank a pénzpiaci kamatokon, például a BUBOR-on keresztül befolyásolja a hitelek és a betétek kamatát, a forint árfolyamát és végső soron az inflációt. Az alapkamat emelése jellemzően drágítja a hiteleket és növeli a betéti kamatokat, csökkentése fordítva hat. Az alapkamathoz kötött a törvényes késedelmi kamat és a fogyasztói hitelek THM-plafonja is.',
    related: ['magyar-nemzeti-bank', 'bubor', 'monetaris-politika', 'inflacios-cel', 'kesedelmi-kamat'],
  },
  {
    properName: 'monetaris-politika',
    displayName: 'Monetáris politika',
    aliases: ['Pénzpolitika'],
    definition:
      'A jegybank azon döntései és eszközei, amelyekkel az árstabilitás érdekében a pénz mennyiségét és árát, elsősorban a kamatszintet befolyásolja. Fő eszközei a jegybanki alapkamat és a kamatfolyosó, a pénzpiaci műveletek, a kötelező tartalék, válság idején pedig az értékpapír-vásárlások. A szigorú, magas kamatú monetáris politika fékezi az inflációt és a gazdaságot, a laza élénkíti. Magyarországon a Monetáris Tanács dönt róla.',
    related: ['jegybanki-alapkamat', 'magyar-nemzeti-bank', 'inflacios-cel', 'mennyisegi-lazitas'],
  },
  {
    properName: 'mennyisegi-lazitas',
    displayName: 'Mennyiségi lazítás',
    aliases: ['QE', 'Quantitative easing'],
    definition:
      'Nem hagyományos jegybanki eszköz, amelyben a központi bank nagy mennyiségben vásárol állampapírokat és más értékpapírokat, hogy csökkentse a hosszú távú kamatokat és élénkítse a gazdaságot, amikor a rövid kamatokat már nem tudja tovább csökkenteni. Az amerikai Fed a 2008-as válság után, az Európai Központi Bank 2015-től alkalmazta széles körben, a Magyar Nemzeti Bank pedig 2020-ban, a koronavírus-válság idején indított állampapír-vásárlási programot. Emelheti a kötvények és a részvények árfolyamát, tartósan túlzott alkalmazása pedig inflációs kockázattal jár.',
    related: ['monetaris-politika', 'magyar-nemzeti-bank', 'allampapir', 'inflacio'],
  },
  {
    properName: 'deflacio',
    displayName: 'Defláció',
    definition:
      'Az árszínvonal általános és tartós csökkenése, az infláció ellentéte. Első ránézésre kedvezőnek tűnik, de tartós defláció esetén a fogyasztók és a vállalatok a további árcsökkenésre várva elhalasztják a vásárlásokat és a beruházásokat, ami a gazdaság visszaeséséhez vezethet, az adósságok reálértéke pedig nő. Ezért a jegybankok nem nulla, hanem enyhén pozitív inflációt céloznak meg.',
    related: ['inflacio', 'inflacios-cel', 'recesszio'],
  },
  {
    properName: 'stagflacio',
    displayName: 'Stagfláció',
    definition:
      'A gazdasági stagnálás vagy visszaesés és a magas infláció egyidejű jelenléte, gyakran magas munkanélküliséggel. A gazdaságpolitika számára különösen nehéz helyzet, mert a kamatemelés fékezi az inflációt, de tovább rontja a növekedést, a gazdaság élénkítése pedig az inflációt gerjeszti. Klasszikus példája a fejlett országokban az 1970-es évek olajválságai utáni időszak.',
    related: ['inflacio', 'recesszio', 'monetaris-politika'],
  },
  {
    properName: 'hiperinflacio',
    displayName: 'Hiperinfláció',
    definition:
      'Rendkívül gyors, ellenőrizhetetlen áremelkedés, amelyet jellemzően havi 50 százalék feletti inflációként határoznak meg. Ilyenkor a pénz napok vagy hetek alatt elveszíti értékét, a lakosság áruba vagy devizába menekül. A világtörténelem legnagyobb mértékű hiperinflációja Magyarországon zajlott 1945–1946-ban: a pengőben mért árak a végén naponta a többszörösükre nőttek, és a válságot az 1946. augusztus 1-jén bevezetett forint zárta le.',
    related: ['inflacio', 'forint', 'deflacio'],
  },
  {
    properName: 'forint',
    displayName: 'Forint',
    aliases: ['HUF', 'Ft'],
    definition:
      'Magyarország hivatalos pénzneme, amelyet 1946. augusztus 1-jén vezettek be a pengő hiperinflációja után; nemzetközi kódja HUF, jele Ft. Kibocsátója a Magyar Nemzeti Bank. A forint árfolyama 2008 óta szabadon lebeg, így a kereslet és a kínálat határozza meg, amelyet a kamatkülönbözet, a befektetői hangulat és a gazdasági kilátások is befolyásolnak. Váltópénze, a fillér már nincs forgalomban.',
    related: ['magyar-nemzeti-bank', 'hiperinflacio', 'devizakockazat', 'deviza', 'arfolyam'],
  },
  {
    properName: 'deviza',
    displayName: 'Deviza',
    definition:
      'Külföldi pénznemben nyilvántartott, számlapénz formájú követelés, például egy euróban vezetett bankszámla egyenlege. A köznyelv gyakran bármilyen külföldi pénznemre használja, szűkebb értelemben azonban megkülönböztetik a valutától, azaz a készpénztől. A bankok a számlán lévő deviza átváltására kedvezőbb árfolyamot adnak, mint a valutára.',
    related: ['valuta', 'devizakockazat', 'forint', 'veteli-eladasi-kulonbozet'],
  },
  {
    properName: 'valuta',
    displayName: 'Valuta',
    definition:
      'Külföldi pénznem készpénz formájában, vagyis bankjegy és érme. A bankok és a pénzváltók a valutát szélesebb vételi-eladási különbözettel, azaz kedvezőtlenebb árfolyamon váltják, mint a számlán lévő devizát, mert a készpénz kezelése, szállítása és őrzése költséges. Utazáskor ezért gyakran olcsóbb a kártyás fizetés, de a kártyás átváltás díjait is érdemes ellenőrizni.',
    related: ['deviza', 'veteli-eladasi-kulonbozet', 'forint'],
  },
  {
    properName: 'arfolyam',
    displayName: 'Árfolyam',
    aliases: ['Devizaárfolyam'],
    definition:
      'Egy eszköz – értékpapír, deviza, nyersanyag – piaci ára egy adott pillanatban. Devizáknál azt mutatja, hány egység kell az egyik pénznemből a másik egy egységéért: az euró-forint árfolyam például azt, hány forintba kerül egy euró. A tőzsdén az árfolyam a vételi és az eladási ajánlatok találkozásából alakul ki és folyamatosan változik; a hivatalos napi devizaárfolyamokat az MNB teszi közzé.',
    related: ['arfolyamkockazat', 'devizakockazat', 'forint', 'deviza', 'tozsde'],
  },
  {
    properName: 'brutto-hazai-termek',
    displayName: 'Bruttó hazai termék (GDP)',
    aliases: ['GDP'],
    definition:
      'Egy ország területén egy adott időszak, jellemzően negyedév vagy év alatt előállított összes végső termék és szolgáltatás piaci értéke, a gazdasági teljesítmény legfontosabb mérőszáma. Magyarországon a KSH számítja és közli. A reál-GDP változása a gazdasági növekedés üteme; ha két egymást követő negyedévben csökken, technikai recesszióról beszélnek.',
    related: ['recesszio', 'gazdasagi-ciklus', 'allamadossag', 'koltsegvetesi-hiany'],
  },
  {
    properName: 'recesszio',
    displayName: 'Recesszió',
    aliases: ['Technikai recesszió'],
    definition:
      'A gazdasági tevékenység jelentős, széles körű és néhány hónapnál tovább tartó visszaesése, amely a termelés, a foglalkoztatás és a jövedelmek csökkenésében jelentkezik. Gyakorlati ökölszabály szerint recesszióról beszélnek, ha a reál-GDP két egymást követő negyedévben csökken. Recesszióban a vállalati nyereségek csökkennek, így a részvénypiacok gyakran esnek, a jegybankok pedig kamatcsökkentéssel próbálják élénkíteni a gazdaságot.',
    related: ['brutto-hazai-termek', 'gazdasagi-ciklus', 'medvepiac', 'stagflacio'],
  },
  {
    properName: 'gazdasagi-ciklus',
    displayName: 'Gazdasági ciklus',
    aliases: ['Konjunktúraciklus', 'Üzleti ciklus'],
    definition:
      'A gazdasági aktivitás hullámzása a hosszú távú növekedési pálya körül, amelynek szakaszai a fellendülés, a csúcs, a visszaesés és a mélypont. A ciklusok hossza és mélysége szabálytalan, előre nehezen jelezhető. Az eszközosztályok és az ágazatok a ciklus más-más szakaszában teljesítenek jól: fellendüléskor jellemzően a ciklikus részvények, visszaeséskor az állampapírok és a védekező ágazatok.',
    related: ['recesszio', 'brutto-hazai-termek', 'bikapiac', 'medvepiac'],
  },
  {
    properName: 'allamadossag',
    displayName: 'Államadósság',
    aliases: ['Államadósság-ráta'],
    definition:
      'A kormányzati szektor összes fennálló tartozása, amely a költségvetési hiányok halmozódásából keletkezik, és főként állampapírokból, valamint hitelekből áll; nagyságát jellemzően a GDP százalékában adják meg. Magyarország Alaptörvénye adósságszabályt tartalmaz: amíg az államadósság a GDP felét meghaladja, az Országgyűlés csak olyan költségvetést fogadhat el, amely az adósságráta csökkenését irányozza elő. Magas adósságnál a kamatterhek a költségvetés jelentős részét emészthetik fel.',
    related: ['allampapir', 'koltsegvetesi-hiany', 'brutto-hazai-termek', 'hitelminosites', 'adossagfek-szabalyok'],
  },
  {
    properName: 'koltsegvetesi-hiany',
    displayName: 'Költségvetési hiány',
    aliases: ['Államháztartási hiány', 'Deficit'],
    definition:
      'Az állami költségvetés kiadásainak a bevételeket meghaladó része egy adott évben, amelyet jellemzően a GDP százalékában adnak meg. A hiányt az állam hitelfelvétellel, főként állampapírok kibocsátásával finanszírozza, így az növeli az államadósságot. Az Európai Unió szabályai szerint a tagállamok hiánya tartósan nem haladhatja meg a GDP 3 százalékát, e fölött túlzotthiány-eljárás indulhat.',
    related: ['allamadossag', 'allampapir', 'brutto-hazai-termek'],
  },
  {
    properName: 'hitelminosites',
    displayName: 'Hitelminősítés',
    aliases: ['Rating', 'Hitelbesorolás', 'Országkockázati besorolás'],
    definition:
      "Egy kibocsátó (állam, vállalat) vagy egy kötvény hitelképességének értékelése, amelyet hitelminősítő intézetek – a legismertebbek az S&P Global Ratings, a Moody's és a Fitch – betű- és számkombinációkkal fejeznek ki; a legjobb besorolás az AAA, illetve az Aaa. A befektetésre ajánlott kategória alatti papírokat spekulatívnak vagy „bóvlinak” nevezik. A leminősítés jellemzően drágítja a kibocsátó finanszírozását, ezért egy állam besorolása a forint árfolyamára és az állampapírhozamokra is hatással lehet.",
    related: ['kotveny', 'allamadossag', 'kibocsato', 'allampapir'],
  },
  {
    properName: 'altalanos-forgalmi-ado',
    displayName: 'Általános forgalmi adó (áfa)',
    aliases: ['Áfa', 'ÁFA'],
    definition:
      'A termékek és szolgáltatások értékesítésekor felszámított fogyasztási adó, amelyet végső soron a fogyasztó fizet meg az árban, a vállalkozások pedig a beszerzéseik adójának levonása után fizetnek be az államnak. Magyarországon az általános kulcs 2012 óta 27 százalék, az Európai Unió legmagasabb áfakulcsa; egyes termékekre, például bizonyos alapélelmiszerekre és gyógyszerekre kedvezményes kulcs vonatkozik. A pénzügyi szolgáltatások többsége, például a hitelnyújtás és a betétgyűjtés áfamentes.',
    related: ['szemelyi-jovedelemado', 'tranzakcios-illetek', 'inflacio'],
  },
  {
    properName: 'iban',
    displayName: 'IBAN',
    aliases: ['Nemzetközi bankszámlaszám'],
    definition:
      'A nemzetközi bankszámlaszám (International Bank Account Number) szabványos formátuma, amely nemzetközi átutalásoknál egyértelműen azonosítja a bankszámlát. A magyar IBAN 28 karakterből áll: a HU országkódból, két ellenőrző számjegyből és a 24 jegyű belföldi bankszámlaszámból. Az euróban indított uniós (SEPA) átutalásokhoz a kedvezményezett IBAN-ja szükséges.',
    related: ['azonnali-fizetes', 'zsiro'],
  },
  {
    properName: 'azonnali-fizetes',
    displayName: 'Azonnali fizetés',
    aliases: ['Azonnali átutalás', 'Azonnali fizetési rendszer'],
    definition:
      'A 2020. március 2-án indult magyar fizetési rendszer, amelyben a forintátutalások a hét minden napján, a nap 24 órájában néhány másodperc alatt megérkeznek a kedvezményezetthez. A bankok egy összeghatár alatti belföldi forintátutalásokat kötelezően ezen keresztül teljesítik, és a rendszerben másodlagos számlaazonosító – telefonszám, e-mail-cím, adóazonosító jel – is használható. A rendszert a GIRO Zrt. működteti.',
    related: ['zsiro', 'iban', 'tranzakcios-illetek'],
  },
  {
    properName: 'zsiro',
    displayName: 'Zsíró',
    aliases: ['Giro', 'Zsíróforgalom', 'Bankközi elszámolás'],
    definition:
      'A bankszámlák közötti, készpénz nélküli átutalások és elszámolások rendszerének hagyományos neve, az olasz giro szóból. Magyarországon a bankközi forintátutalásokat a GIRO Zrt. által működtetett Bankközi Klíring Rendszer (BKR) számolja el, amelynek része a napon belüli elszámolás és az azonnali fizetési rendszer is; a nagy összegű, sürgős bankközi fizetések az MNB valós idejű bruttó elszámolási rendszerén (VIBER) mennek át. A szó ma leginkább a GIRO cégnévben és a régi „zsírószámla” kifejezésben él.',
    related: ['azonnali-fizetes', 'iban', 'tranzakcios-illetek'],
  },
  {
    properName: 'tranzakcios-illetek',
    displayName: 'Tranzakciós illeték',
    aliases: ['Tranzakciós adó'],
    definition:
      'A pénzforgalmi szolgáltatók által teljesített fizetési műveletek, például az átutalások és a készpénzfelvétel után fizetendő adó, amelyet Magyarországon 2013-ban vezettek be. Az illetéket a bankok fizetik, de jellemzően díjakban hárítják át az ügyfelekre; a magánszemélyek havonta kétszer, meghatározott összeghatárig díjmentesen vehetnek fel készpénzt. Mértékét és felső határait a cikk írásakor (2026) hatályos törvény határozza meg.',
    related: ['azonnali-fizetes', 'szamlavezetesi-dij', 'zsiro'],
  },
  {
    properName: 'szamlavezetesi-dij',
    displayName: 'Számlavezetési díj',
    definition:
      'A bank által a bankszámla fenntartásáért rendszeresen, jellemzően havonta felszámított díj, amelyhez gyakran tranzakciós díjak (átutalás, készpénzfelvétel, SMS-értesítés) is társulnak. A bankszámlák összehasonlításában az MNB bankszámlaválasztó programja segít. Ha a hitelhez kötelező számlát nyitni, annak díja a THM része; a kevés tranzakciót lebonyolító ügyfelek törvényben előírt, korlátozott szolgáltatású, mérsékelt díjú alapszámlát is nyithatnak.',
    related: ['tranzakcios-illetek', 'teljes-hiteldij-mutato', 'folyoszamlahitel'],
  },
  {
    properName: 'penzugyi-bekelteto-testulet',
    displayName: 'Pénzügyi Békéltető Testület (PBT)',
    aliases: ['PBT'],
    definition:
      'A Magyar Nemzeti Bank mellett működő független testület, amely a fogyasztók és a pénzügyi szolgáltatók – bankok, biztosítók, befektetési szolgáltatók, pénztárak – közötti vitákat bíróságon kívül, ingyenesen rendezi. Akkor lehet hozzá fordulni, ha a szolgáltatónál benyújtott panasz nem vezetett eredményre. Eljárása gyorsabb és olcsóbb a bírósági pernél; ha a szolgáltató alávetési nyilatkozatot tett, a testület kötelező határozatot is hozhat, egyébként jellemzően ajánlást tesz.',
    related: ['magyar-nemzeti-bank', 'befektetesi-szolgaltato', 'ugyfelatvilagitas'],
  },
  {
    properName: 'ugyfelatvilagitas',
    displayName: 'Ügyfélátvilágítás',
    aliases: ['KYC', 'Know your customer'],
    definition:
      'A pénzmosás és a terrorizmus finanszírozása elleni törvény által előírt eljárás, amelynek során a pénzügyi szolgáltató azonosítja az ügyfelét, megismeri a tényleges tulajdonost, a pénzeszközök forrását és az üzleti kapcsolat célját. Ezért kér a bank számlanyitáskor, nagyobb befizetéskor vagy befektetéskor személyazonosító okmányt, nyilatkozatokat és esetenként a pénz eredetét igazoló iratokat. Ha az ügyfél nem működik együtt, a szolgáltató a megbízást nem teljesítheti; angol rövidítése KYC.',
    related: ['befektetesi-szolgaltato', 'alkalmassagi-es-megfelelesi-teszt', 'penzugyi-bekelteto-testulet'],
  },
];
