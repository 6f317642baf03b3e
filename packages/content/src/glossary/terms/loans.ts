/**
 * Glossary terms on borrowing: loan mechanics, pricing (THM, reference rates, fixation), the MNB's
 * debt-brake rules and the credit process. Figures that may change are dated 'a cikk írásakor (2026)'.
 */
import type { GlossaryEntry } from '../types.js';

export const LOAN_TERMS: readonly GlossaryEntry[] = [
  {
    properName: 'annuitas',
    displayName: 'Annuitás',
    aliases: ['Annuitásos törlesztés'],
    definition:
      'Olyan törlesztési mód, amelyben változatlan kamat mellett a teljes futamidő alatt minden hónapban ugyanakkora törlesztőrészletet kell fizetni. A részlet eleinte nagyrészt kamatból áll, és csak kis része csökkenti a tőketartozást; a futamidő előrehaladtával ez az arány megfordul. A havi részlet képlete: A = H · r / (1 − (1 + r)^−n), ahol H a hitelösszeg, r a havi kamatláb, n pedig a hónapok száma. A magyar lakáshitelek jellemzően annuitásosak.',
    related: ['torlesztoreszlet', 'toketartozas', 'futamido', 'kamatos-kamat'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'torlesztoreszlet',
    displayName: 'Törlesztőrészlet',
    aliases: ['Törlesztő', 'Havi törlesztő', 'Havi részlet'],
    definition:
      'Az az összeg, amelyet az adós rendszeresen, jellemzően havonta fizet vissza a hitelezőnek. Egy része a kamatot fedezi, a többi a tőketartozást csökkenti. Annuitásos hitelnél a részlet a kamatperiódus alatt állandó; változó kamatnál, illetve a kamatperiódus végén a bank újraszámolja. A törlesztőrészlet nagyságát a jövedelemhez mérten az MNB JTM-szabálya korlátozza.',
    related: ['annuitas', 'toketartozas', 'jovedelemaranyos-torlesztoreszlet-mutato', 'kamatperiodus', 'futamido'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'elotorlesztes',
    displayName: 'Előtörlesztés',
    aliases: ['Előtörlesztési díj'],
    definition:
      'A hitel egy részének vagy egészének a szerződésben vállalt időpontnál korábbi visszafizetése. A hátralévő tőke csökken, így vagy a havi részlet lesz kisebb, vagy a futamidő rövidül. A bank előtörlesztési díjat kérhet, de ennek mértékét a fogyasztói hitelekről szóló törvény korlátozza, és a THM nem tartalmazza. A szerződésből derül ki, mikor és milyen feltételekkel díjmentes az előtörlesztés.',
    related: ['vegtorlesztes', 'toketartozas', 'hitelkivaltas', 'teljes-hiteldij-mutato'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'futamido',
    displayName: 'Futamidő',
    definition:
      'A hitel vagy egy befektetés (például kötvény, lekötött betét) teljes időtartama a folyósítástól, illetve a kibocsátástól a lejáratig. Hitelnél hosszabb futamidővel kisebb a havi törlesztőrészlet, de a kamatot több éven át kell fizetni, így jóval nagyobb a visszafizetendő teljes összeg. A lakáshitelek futamideje akár több évtized is lehet.',
    related: ['torlesztoreszlet', 'annuitas', 'jelzaloghitel', 'kotveny'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'hitelbiztositek',
    displayName: 'Hitelbiztosíték',
    aliases: ['Biztosíték', 'Fedezet'],
    definition:
      'Minden olyan vagyontárgy vagy kötelezettségvállalás, amelyből a hitelező akkor is hozzájuthat a pénzéhez, ha az adós nem fizet. Leggyakoribb formája az ingatlanra bejegyzett jelzálogjog, de biztosíték lehet a kezesség, az óvadék (zárolt pénz vagy értékpapír), a bankgarancia vagy a hitelfedezeti életbiztosítás is. Biztosítékkal a hitelező kockázata kisebb, ezért a fedezett hitelek kamata jellemzően alacsonyabb, mint a fedezet nélküli személyi kölcsönöké.',
    related: ['jelzalog', 'ingatlanfedezet', 'kezes', 'ovadek', 'szemelyi-kolcson'],
  },
  {
    properName: 'jelzalog',
    displayName: 'Jelzálog',
    aliases: ['Jelzálogjog'],
    definition:
      'Olyan zálogjog, amely ingatlanon (ritkábban más vagyontárgyon) úgy áll fenn, hogy a tulajdonos továbbra is birtokolja és használja azt. Ha az adós nem fizet, a jelzálogjogosult – jellemzően a bank – a zálogtárgy értékesítéséből elégítheti ki a követelését. Ingatlan jelzálogjogát a tulajdoni lapra be kell jegyezni, és a hitel teljes visszafizetése után törlik. A jelzálogjog mellé jellemzően elidegenítési és terhelési tilalmat is bejegyeznek.',
    related: ['jelzaloghitel', 'hitelbiztositek', 'tulajdoni-lap', 'ingatlanfedezet'],
  },
  {
    properName: 'jelzaloghitel',
    displayName: 'Jelzáloghitel',
    aliases: ['Jelzálogkölcsön', 'Lakáshitel'],
    definition:
      'Ingatlanra bejegyzett jelzálogjoggal biztosított hitel. Két fő fajtája a lakáscélú jelzáloghitel (lakásvásárlás, -építés, -felújítás) és a szabad felhasználású jelzáloghitel. Mivel a bank követelését az ingatlan értéke fedezi, hosszabb futamidőre, nagyobb összegben és alacsonyabb kamattal adható, mint a fedezet nélküli hitel. A felvehető összeget az MNB adósságfék-szabályai (HFM és JTM) korlátozzák.',
    related: [
      'jelzalog',
      'szabad-felhasznalasu-jelzaloghitel',
      'hitelfedezeti-mutato',
      'jovedelemaranyos-torlesztoreszlet-mutato',
      'adossagfek-szabalyok',
    ],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'ingatlanfedezet',
    displayName: 'Ingatlanfedezet',
    definition:
      'Az az ingatlan, amelyre a hitel biztosítékaként jelzálogjogot jegyeznek be. A bank értékbecsléssel állapítja meg a fedezet hitelbiztosítéki értékét, és ebből számítja ki a hitelfedezeti mutató alapján, legfeljebb mekkora hitel adható rá. A fedezet lehet maga a megvásárolt lakás, de más, például szülői ingatlan is bevonható, ha a tulajdonos hozzájárul.',
    related: ['jelzalog', 'ingatlan-ertekbecsles', 'hitelfedezeti-mutato', 'hitelbiztositek'],
  },
  {
    properName: 'fix-kamat',
    displayName: 'Fix kamat',
    aliases: ['Fix kamatozás', 'Rögzített kamat'],
    definition:
      'Olyan kamatozás, amelyben a kamat egy előre meghatározott időszakra (kamatperiódusra) vagy a teljes futamidőre nem változhat. Az adós így pontosan tudja, mekkora lesz a törlesztőrészlete, és a piaci kamatemelkedés nem érinti; normál hozamgörbe mellett ezért a hosszabb fixálás jellemzően drágább. A kamatperiódus végén a bank a szerződésben rögzített módon új kamatot állapíthat meg. A JTM-szabály a hosszabb kamatfixálású hiteleknél nagyobb törlesztőrészletet enged meg.',
    related: ['valtozo-kamat', 'kamatperiodus', 'hozamgorbe', 'kamatkockazat', 'minositett-fogyasztobarat-lakashitel'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'valtozo-kamat',
    displayName: 'Változó kamat',
    aliases: ['Változó kamatozás'],
    definition:
      'Olyan kamatozás, amelyben a hitel kamata egy referenciakamathoz (például a 3 hónapos BUBOR-hoz) kötve rendszeresen, akár negyedévente változik; ehhez adódik hozzá a bank kamatfelára. Ha a piaci kamatok emelkednek, a törlesztőrészlet is nő; a 2021–2022-es kamatemelések idején ez sok magyar adóst fenyegetett, ezért a kormány 2022-től kamatstoppal rögzítette a változó kamatú lakáshitelek kamatát. A kockázat miatt az MNB a rövid kamatfixálású hiteleknél szigorúbb jövedelemarányos korlátot (JTM) ír elő.',
    related: ['referenciakamat', 'kamatfelar', 'bubor', 'fix-kamat', 'kamatkockazat'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'kamatperiodus',
    displayName: 'Kamatperiódus',
    aliases: ['Kamatfixálás', 'Kamatfixálási időszak'],
    definition:
      'Az az időszak, ameddig a hitel kamata a szerződés szerint nem változhat; lakáshiteleknél gyakori az 1, 3, 5 vagy 10 éves kamatperiódus, illetve a futamidő végéig tartó fixálás. A periódus végén a bank a szerződésben rögzített módon, jellemzően egy referenciakamat alapján új kamatot állapít meg, így a törlesztőrészlet nőhet vagy csökkenhet. Az új kamatról a bank előre értesíti az adóst, és ilyenkor érdemes más bankok ajánlatát is megnézni.',
    related: ['fix-kamat', 'valtozo-kamat', 'referenciakamat', 'hitelkivaltas', 'kamatkockazat'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'referenciakamat',
    displayName: 'Referenciakamat',
    aliases: ['Referencia-kamat', 'Referencia-kamatláb'],
    definition:
      'Az a nyilvánosan közzétett piaci kamatláb, amelyhez a változó kamatozású vagy kamatperiódusos hitelek kamatát kötik: a hitel kamata a referenciakamat és a bank kamatfelárának összege. Forinthiteleknél rövid kamatperiódusnál leggyakrabban a BUBOR valamelyik futamideje, hosszabb kamatperiódusoknál az azonos futamidejű kamatcsere-ügyletek (BIRS) vagy állampapírok hozama szolgál alapul. A referenciakamatot a bank nem befolyásolhatja, a kamatfelárat pedig csak a jogszabályban és a szerződésben rögzített feltételekkel módosíthatja.',
    related: ['bubor', 'kamatfelar', 'valtozo-kamat', 'kamatperiodus'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'kamatfelar',
    displayName: 'Kamatfelár',
    definition:
      'A hitel kamatának az a része, amelyet a bank a referenciakamaton felül számít fel, és amely a bank költségeit, kockázatát és nyereségét fedezi. Változó kamatozású hitelnél a teljes kamat a referenciakamat és a kamatfelár összege, így ha a referenciakamat nő, a törlesztőrészlet is emelkedik, miközben a felár változatlan. Bankok összehasonlításakor a felár önmagában nem elég: a teljes költséget a THM mutatja meg.',
    related: ['referenciakamat', 'valtozo-kamat', 'teljes-hiteldij-mutato', 'bubor'],
  },
  {
    properName: 'bubor',
    displayName: 'BUBOR (budapesti bankközi kamatláb)',
    aliases: ['BUBOR', 'Budapesti bankközi kamatláb'],
    definition:
      'A Budapest Interbank Offered Rate rövidítése: az a kamatláb, amelyen a bankok egymásnak fedezet nélkül forintot kínálnak hitelbe, néhány naptól egy évig terjedő futamidőkre. Értékét minden munkanapon a jegyzésben részt vevő bankok ajánlataiból állapítják meg, és a Magyar Nemzeti Bank teszi közzé. A BUBOR szorosan követi a jegybanki alapkamatot és a piac kamatvárakozásait; a változó kamatozású forinthitelek kamata gyakran a 3 vagy 6 hónapos BUBOR-hoz igazodik.',
    related: ['referenciakamat', 'jegybanki-alapkamat', 'valtozo-kamat', 'magyar-nemzeti-bank'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'teljes-hiteldij-mutato',
    displayName: 'Teljes hiteldíj mutató (THM)',
    aliases: ['THM'],
    definition:
      'A hitel teljes, éves szintre vetített költségét egyetlen százalékos számban kifejező mutató. A kamaton felül a hitelhez kötelezően kapcsolódó díjakat is tartalmazza – például a folyósítási díjat, az értékbecslés és a földhivatali eljárás díját, a kötelező számlavezetés díját –, ezért a bankok ajánlatai ezzel hasonlíthatók össze a legjobban.\n\nKiszámítását a 83/2010. (III. 25.) Korm. rendelet írja elő: a THM az a kamatláb, amelyen a folyósított összegek és az adós által fizetett összes törlesztés és díj jelenértéke megegyezik. Az előtörlesztési díjat nem tartalmazza, változó kamatnál pedig csak az aktuális kamatszint mellett érvényes. Fogyasztói hiteleknél a THM-nek törvényi felső határa is van, amely a jegybanki alapkamathoz kötött.',
    related: [
      'ugyleti-kamat',
      'belso-megterulesi-rata',
      'elotorlesztes',
      'kamatfelar',
      'egysegesitett-beteti-kamatlab-mutato',
    ],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'ugyleti-kamat',
    displayName: 'Ügyleti kamat',
    aliases: ['Hitelkamat'],
    definition:
      'A hitelszerződésben rögzített éves kamatláb, amely alapján a bank a tőketartozás után a kamatot felszámítja. Nem tartalmazza a hitel díjait és egyéb költségeit, és a havi tőkésítés hatását sem, ezért a THM jellemzően magasabb nála. Két ajánlat közül nem feltétlenül az alacsonyabb ügyleti kamatú az olcsóbb: magas díjak mellett a THM-ből kiderülhet, hogy a másik jár kisebb teljes költséggel.',
    related: ['teljes-hiteldij-mutato', 'nominalis-kamat', 'kamatfelar', 'toketartozas'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'jovedelemaranyos-torlesztoreszlet-mutato',
    displayName: 'Jövedelemarányos törlesztőrészlet-mutató (JTM)',
    aliases: ['JTM', 'Jövedelemarányos törlesztési mutató'],
    definition:
      'Az MNB adósságfék-szabályainak egyik eleme: megadja, hogy az adós összes havi hiteltörlesztése legfeljebb rendszeres, igazolt nettó jövedelmének hány százaléka lehet. A megengedett arány a jövedelem nagyságától és a kamatfixálás hosszától függ: minél hosszabb ideig rögzített a kamat, annál nagyobb hányad engedhető meg, mert az adóst kevésbé fenyegeti a törlesztőrészlet hirtelen emelkedése. A cél, hogy a háztartás egy jövedelemcsökkenést vagy kamatemelkedést is kibírjon. A pontos határokat a cikk írásakor (2026) a 32/2014. (IX. 10.) MNB rendelet tartalmazza.',
    related: ['adossagfek-szabalyok', 'hitelfedezeti-mutato', 'torlesztoreszlet', 'kamatperiodus', 'hitelkepesseg'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'hitelfedezeti-mutato',
    displayName: 'Hitelfedezeti mutató (HFM)',
    aliases: ['HFM', 'Hitelfedezeti arány', 'LTV'],
    definition:
      'Az adósságfék-szabályok másik eleme: megadja, hogy a hitel összege legfeljebb hány százaléka lehet a fedezetül szolgáló ingatlan (vagy jármű) piaci értékének; angol rövidítése LTV (loan-to-value). Forintban nyújtott lakáshiteleknél főszabály szerint legfeljebb 80 százalék, így ha csak a megvásárolt lakás a fedezet, a vételár legalább ötödét önerőből kell fizetni. Első lakásvásárlóknál és egyes állami programokban a cikk írásakor (2026) kisebb önerő is elég lehet, devizahitelnél viszont a határ jóval szigorúbb.',
    related: [
      'adossagfek-szabalyok',
      'onero',
      'jovedelemaranyos-torlesztoreszlet-mutato',
      'ingatlanfedezet',
      'ingatlan-ertekbecsles',
    ],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'adossagfek-szabalyok',
    displayName: 'Adósságfék-szabályok',
    aliases: ['Adósságfék'],
    definition:
      'A Magyar Nemzeti Bank 2015 óta érvényes makroprudenciális előírásai, amelyek a lakosság túlzott eladósodását hivatottak megelőzni. Két mutatóból állnak: a jövedelemarányos törlesztőrészlet-mutató (JTM) a havi törlesztést korlátozza a jövedelemhez képest, a hitelfedezeti mutató (HFM) pedig a hitel összegét a fedezet értékéhez képest. A bankok ezeknél szigorúbb feltételeket is szabhatnak, lazábbakat nem. Az Alaptörvény államadósságra vonatkozó szabályát is szokás adósságféknek nevezni.',
    related: [
      'jovedelemaranyos-torlesztoreszlet-mutato',
      'hitelfedezeti-mutato',
      'magyar-nemzeti-bank',
      'allamadossag',
    ],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'onero',
    displayName: 'Önerő',
    aliases: ['Saját erő', 'Önrész'],
    definition:
      'A vételárnak az a része, amelyet a vevő saját pénzéből fizet, és nem hitelből. Lakásvásárlásnál a szükséges önerőt elsősorban a hitelfedezeti mutató (HFM) határozza meg: ha csak a megvásárolt lakás a fedezet, forinthitelnél főszabály szerint a vételár legalább 20 százaléka. Önerőként a megtakarítás mellett például a babaváró kölcsön is felhasználható. Nagyobb önerővel kisebb a hitel, így a havi törlesztőrészlet és a kifizetett kamat is; a lakásba tett pénz ugyanakkor nem hozhat befektetési hozamot, ez az önerő alternatív költsége.',
    related: [
      'hitelfedezeti-mutato',
      'babavaro-kolcson',
      'alternativ-koltseg',
      'jelzaloghitel',
      'vagyonszerzesi-illetek',
    ],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'hitelkivaltas',
    displayName: 'Hitelkiváltás',
    aliases: ['Refinanszírozás'],
    definition:
      'Egy meglévő hitel visszafizetése egy másik, jellemzően kedvezőbb kamatú vagy díjú új hitelből, akár ugyanannál, akár másik banknál. Akkor éri meg, ha az új hitel teljes költsége az átállás díjaival – előtörlesztési díj, értékbecslés, közjegyző, földhivatal – együtt is alacsonyabb a régiénél. Különösen a kamatperiódus végén érdemes mérlegelni, amikor a bank új kamatot ajánl.',
    related: ['elotorlesztes', 'teljes-hiteldij-mutato', 'kamatperiodus', 'minositett-fogyasztobarat-lakashitel'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'folyositas',
    displayName: 'Folyósítás',
    definition:
      'A hitelösszeg kifizetése az adósnak vagy – lakásvásárlásnál jellemzően – közvetlenül az eladónak. A folyósítás feltételeit (aláírt szerződés, bejegyzett jelzálogjog, az önerő igazolása) a hitelszerződés sorolja fel; építési hiteleknél az összeg több részletben, a munkák előrehaladása szerint érkezik. A bank folyósítási díjat kérhet, amely beletartozik a THM-be.',
    related: ['teljes-hiteldij-mutato', 'jelzaloghitel', 'onero', 'igerveny'],
  },
  {
    properName: 'hitelbiralat',
    displayName: 'Hitelbírálat',
    definition:
      'Az a folyamat, amelyben a bank megvizsgálja, hogy az igénylő képes-e visszafizetni a kért hitelt, és hogy a fedezet elegendő-e. Ellenőrzi a jövedelmet és annak stabilitását, a meglévő tartozásokat és a KHR-adatokat, és kiszámolja az adósságfék-mutatókat (JTM, HFM). Az eredmény a hitel elutasítása vagy jóváhagyása, akár a kértnél kisebb összeggel vagy további biztosítékkal, például adóstárs bevonásával.',
    related: [
      'hitelkepesseg',
      'kozponti-hitelinformacios-rendszer',
      'jovedelemaranyos-torlesztoreszlet-mutato',
      'hitelfedezeti-mutato',
      'adostars',
    ],
  },
  {
    properName: 'adostars',
    displayName: 'Adóstárs',
    definition:
      'Az a személy, aki az adóssal együtt, egyetemlegesen felel a hitel visszafizetéséért: a bank bármelyiküktől követelheti a teljes tartozást. Gyakran a házastárs vagy az élettárs, és a jövedelme beszámít a hitelbírálatba, így nagyobb hitel igényelhető. Az adóstárs maga is adós, nem csupán biztosítékot nyújt, mint a kezes.',
    related: ['kezes', 'hitelbiralat', 'hitelkepesseg'],
  },
  {
    properName: 'kezes',
    displayName: 'Kezes',
    aliases: ['Kezesség', 'Készfizető kezesség'],
    definition:
      'Az a személy, aki vállalja, hogy ha az adós nem fizet, helyette teljesít. A Polgári Törvénykönyv szerint egyszerű kezességnél a hitelező előbb az adóstól köteles behajtani a tartozást, készfizető kezességnél viszont azonnal a kezeshez fordulhat; a bankok szinte mindig készfizető kezességet kérnek. Kezességet csak az vállaljon, aki a tartozás teljes összegét szükség esetén ki tudja fizetni.',
    related: ['adostars', 'hitelbiztositek', 'hitelbiralat'],
  },
  {
    properName: 'kezessegi-dij',
    displayName: 'Kezességi díj',
    definition:
      'Az állami kezesség díja, amelyet egyes támogatott kölcsönöknél az adós a törlesztőrészlettel együtt fizet. A babaváró kölcsönnél évente a fennálló tartozás 0,5 százaléka; a kalkulátor a THM-be is beszámítja, mert a hitel teljes költségének része.',
    related: ['babavaro-kolcson', 'kezes', 'teljes-hiteldij-mutato'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'jtm-jovedelemhatar',
    displayName: 'JTM-jövedelemhatár',
    aliases: ['Jövedelemhatár'],
    definition:
      'Az a havi nettó jövedelem, amelytől kezdve az adósságfék magasabb jövedelemarányos törlesztőrészlet-mutatót enged: a legalább tízéves kamatfixálású hiteleknél 50 helyett 60, az ötéveseknél 35 helyett 40, a rövidebbeknél 25 helyett 30 százalékot. Az értéke 2026. január 1-jétől 800 000 forint (előtte 600 000). Aki kevéssel a határ alatt keres, annál a legnagyobb felvehető hitel hirtelen kisebb: ez a jövedelmi „szakadék”, amelyet a hitelkalkulátor külön megmutat.',
    related: ['jovedelemaranyos-torlesztoreszlet-mutato', 'adossagfek-szabalyok', 'hitelkepesseg'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'kozponti-hitelinformacios-rendszer',
    displayName: 'Központi Hitelinformációs Rendszer (KHR)',
    aliases: ['KHR', 'BAR-lista'],
    definition:
      'Az a zárt adatbázis, amelybe a pénzügyi intézmények ügyfeleik hiteleiről és fizetési fegyelméről adatot szolgáltatnak, és amelyet a BISZ Zrt. működtet. A bankok hitelbírálatkor lekérdezik: látszanak benne a meglévő hitelek, és negatív adósként szerepel, aki a minimálbérnél nagyobb összegű tartozással több mint 90 napja folyamatosan késik. A köznyelv a rendszer régi neve után ma is BAR-listának hívja. A késedelmes tartozás rendezése után az adatokat egy évig még megőrzik, és bárki ingyen lekérheti a róla nyilvántartott adatokat.',
    related: ['hitelbiralat', 'hitelkepesseg', 'kesedelmi-kamat', 'magancsod'],
  },
  {
    properName: 'minositett-fogyasztobarat-lakashitel',
    displayName: 'Minősített Fogyasztóbarát Lakáshitel (MFL)',
    aliases: ['MFL', 'Fogyasztóbarát lakáshitel'],
    definition:
      'Az MNB minősítése azoknak a lakáshiteleknek, amelyek megfelelnek a jegybank szabványos feltételeinek: a kamat legalább öt évre rögzített, a díjak korlátozottak, a hitelbírálatnak és a folyósításnak határideje van. A minősített termékek szerkezete egységes, ezért könnyebb őket összevetni, és a bankok közötti hitelkiváltás is egyszerűbb. A feltételeket és a minősített termékek listáját az MNB honlapja közli.',
    related: ['fix-kamat', 'kamatperiodus', 'hitelkivaltas', 'magyar-nemzeti-bank'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'szemelyi-kolcson',
    displayName: 'Személyi kölcsön',
    aliases: ['Személyi hitel'],
    definition:
      'Fedezet nélküli, szabad felhasználású fogyasztási hitel, amelyet a bank elsősorban a jövedelem és a hiteltörténet alapján bírál el. Mivel nincs mögötte biztosíték, kamata és THM-je jellemzően jóval magasabb a jelzáloghitelekénél, futamideje pedig rövidebb. Az összeg szabadon költhető, például felújításra, autóra vagy más hitelek kiváltására.',
    related: ['teljes-hiteldij-mutato', 'hitelbiztositek', 'hitelkivaltas', 'folyoszamlahitel'],
  },
  {
    properName: 'hitelkartya',
    displayName: 'Hitelkártya',
    definition:
      'Olyan bankkártya, amellyel a bank által jóváhagyott hitelkeret terhére lehet fizetni. A vásárlásokra általában kamatmentes időszak vonatkozik: ha a teljes felhasznált összeget határidőre visszafizeti, nem kell kamatot fizetni. Ha csak a minimálisan előírt összeget törleszti, a fennmaradó tartozásra magas kamat jár, a készpénzfelvételnek pedig jellemzően külön díja van, és azonnal kamatozik. A hitelkártya a legdrágább lakossági hitelformák közé tartozik.',
    related: ['folyoszamlahitel', 'teljes-hiteldij-mutato', 'szemelyi-kolcson'],
  },
  {
    properName: 'folyoszamlahitel',
    displayName: 'Folyószámlahitel',
    aliases: ['Hitelkeret'],
    definition:
      'A bankszámlához kapcsolt hitelkeret, amelynek erejéig a számla egyenlege negatívba fordulhat. Kamatot csak a ténylegesen igénybe vett összeg után kell fizetni, a jóváírások (például a fizetés) automatikusan csökkentik a tartozást. Rugalmas, de drága megoldás, ezért átmeneti pénzhiány áthidalására való, nem tartós finanszírozásra.',
    related: ['hitelkartya', 'szemelyi-kolcson', 'vesztartalek', 'szamlavezetesi-dij'],
  },
  {
    properName: 'kamatkockazat',
    displayName: 'Kamatkockázat',
    definition:
      'Annak a kockázata, hogy a piaci kamatok változása kedvezőtlenül hat egy hitelre vagy befektetésre. Az adósnál változó kamat vagy rövid kamatperiódus esetén nőhet a törlesztőrészlet; a befektetőnél a kamatemelkedés csökkenti a meglévő fix kamatozású kötvények árfolyamát, annál jobban, minél hosszabb a kötvény durációja. A kamatkockázat hosszú kamatfixálással, illetve rövid lejáratú vagy változó kamatozású papírokkal mérsékelhető.',
    related: ['valtozo-kamat', 'kamatperiodus', 'fix-kamat', 'duracio', 'kotveny'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'kamattamogatas',
    displayName: 'Kamattámogatás',
    aliases: ['Állami kamattámogatás'],
    definition:
      'Olyan állami támogatás, amellyel a költségvetés az adós helyett a hitel kamatának egy részét megfizeti a banknak, így az adós a piacinál alacsonyabb kamattal törleszt. Magyarországon így működnek a támogatott lakáshitelek (például a CSOK Plusz és az Otthon Start) és a babaváró kölcsön. A támogatásnak feltételei vannak – például gyermekvállalás vagy az első lakás megvásárlása –, és ha az adós ezeket nem teljesíti, a kapott támogatást jellemzően vissza kell fizetnie.',
    related: ['csok-plusz', 'otthon-start', 'babavaro-kolcson', 'jelzaloghitel'],
  },
  {
    properName: 'kesedelmi-kamat',
    displayName: 'Késedelmi kamat',
    definition:
      'Az a többletkamat, amelyet az adósnak akkor kell fizetnie, ha egy esedékes összeget, például törlesztőrészletet határidőre nem fizet meg. Mértékét a szerződés rögzíti, fogyasztói hiteleknél azonban jogszabály korlátozza. A késedelem további díjakkal, tartós nemfizetésnél KHR-listázással és a szerződés felmondásával is járhat.',
    related: ['kozponti-hitelinformacios-rendszer', 'torlesztoreszlet', 'jegybanki-alapkamat'],
  },
  {
    properName: 'vegtorlesztes',
    displayName: 'Végtörlesztés',
    definition:
      'A hitel teljes hátralévő tartozásának egy összegben történő visszafizetése a futamidő vége előtt, vagyis a teljes előtörlesztés. Magyarországon a kifejezés a 2011-es végtörlesztési lehetőség révén vált ismertté, amikor a devizahiteles adósok a piacinál kedvezőbb, rögzített árfolyamon fizethették vissza egy összegben svájcifrank-, euró- és jenalapú jelzáloghitelüket. Végtörlesztésre ma is van lehetőség, a szerződés előtörlesztési feltételei szerint.',
    related: ['elotorlesztes', 'devizahitel', 'toketartozas'],
  },
  {
    properName: 'devizahitel',
    displayName: 'Devizahitel',
    definition:
      'Olyan hitel, amelynek összege devizában van meghatározva vagy devizához kötött, miközben az adós jövedelme jellemzően forintban érkezik. Ha a forint gyengül, a forintban számolt törlesztőrészlet és tartozás is megnő: ez a devizakockázat. A 2000-es években sokan vettek fel Magyarországon alacsony kamatú, svájci frankhoz kötött hiteleket, amelyek a forint 2008 utáni gyengülésével tömegesen váltak nehezen fizethetővé; a lakossági devizajelzáloghiteleket 2015-ben törvény alapján forintosították. Ma devizahitelt az adósságfék-szabályok miatt jellemzően csak az kaphat, akinek megfelelő devizajövedelme van.',
    related: ['devizakockazat', 'vegtorlesztes', 'forint', 'arfolyam', 'adossagfek-szabalyok'],
  },
  {
    properName: 'toketartozas',
    displayName: 'Tőketartozás',
    aliases: ['Hiteltartozás', 'Fennálló tőke'],
    definition:
      'A hitelből még vissza nem fizetett tőkeösszeg, kamatok és díjak nélkül. Annuitásos törlesztésnél eleinte lassan, a futamidő vége felé egyre gyorsabban csökken, mert a részletek egyre nagyobb hányada jut tőketörlesztésre. A kamatot mindig a fennálló tőketartozás után számítják, ezért az előtörlesztés azonnal csökkenti a későbbi kamatterhet.',
    related: ['annuitas', 'torlesztoreszlet', 'elotorlesztes'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'szabad-felhasznalasu-jelzaloghitel',
    displayName: 'Szabad felhasználású jelzáloghitel',
    definition:
      'Ingatlanfedezet mellett nyújtott hitel, amelynek célját a bank nem köti meg, így bármire, például vállalkozásra, autóvásárlásra vagy más hitelek kiváltására fordítható. A fedezet miatt jellemzően olcsóbb a személyi kölcsönnél, de drágább a lakáscélú jelzáloghitelnél. Ha az adós nem fizet, a fedezetül szolgáló ingatlanát veszítheti el.',
    related: ['jelzaloghitel', 'szemelyi-kolcson', 'hitelkivaltas', 'ingatlanfedezet'],
  },
  {
    properName: 'hitelkepesseg',
    displayName: 'Hitelképesség',
    definition:
      'Az adós képessége arra, hogy a hitelt a szerződés szerint visszafizesse; a bank a hitelbírálat során ezt méri fel. Függ a rendszeres jövedelemtől és annak biztonságától, a meglévő törlesztésektől és a háztartás kiadásaitól, valamint a korábbi fizetési fegyelemtől. Az MNB JTM-szabálya felső korlátot szab, a bankok belső szabályai ennél szigorúbbak is lehetnek.',
    related: [
      'hitelbiralat',
      'jovedelemaranyos-torlesztoreszlet-mutato',
      'kozponti-hitelinformacios-rendszer',
      'adostars',
    ],
  },
];
