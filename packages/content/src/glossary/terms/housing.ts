/**
 * Glossary terms on buying, renting and owning a home in Hungary: state programmes, purchase costs,
 * the legal steps of a purchase and renting. Programme details change often, so figures are dated
 * 'a cikk írásakor (2026)' and the decrees are named instead of quoted.
 */
import type { GlossaryEntry } from '../types.js';

export const HOUSING_TERMS: readonly GlossaryEntry[] = [
  {
    properName: 'vagyonszerzesi-illetek',
    displayName: 'Vagyonszerzési illeték',
    aliases: ['Illeték', 'Ingatlanvásárlási illeték'],
    definition:
      'Az a közteher, amelyet ingatlan, gépjármű vagy más vagyon megszerzésekor az új tulajdonosnak kell megfizetnie. Ingatlan adásvételénél általános mértéke a forgalmi érték 4 százaléka (ingatlanonként 1 milliárd forint felett 2 százalék), amelyet a földhivataltól kapott szerződés alapján a Nemzeti Adó- és Vámhivatal (NAV) ír elő. Egyes esetekben kedvezmény vagy mentesség jár, például lakáscserénél csak az értékkülönbözet után kell fizetni, ezért érdemes a vásárlás idején hatályos feltételeket ellenőrizni. Az illeték a vásárlás egyszeri mellékköltsége, amelyre az önerőn felül kell félretenni.',
    related: ['onero', 'ugyvedi-ellenjegyzes', 'tulajdoni-lap', 'ingatlan-ertekbecsles'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'csok-plusz',
    displayName: 'CSOK Plusz',
    aliases: ['CSOK Plusz hitelprogram'],
    definition:
      'A 2024-ben indult, állami kamattámogatású lakáshitel-program házaspároknak, akiknek már van gyermekük, vagy gyermeket vállalnak. A hitel kamata a cikk írásakor (2026) legfeljebb 3 százalék, a felvehető összeg a meglévő és a vállalt gyermekek számától függ, és újabb gyermek születésekor a tartozás egy részét az állam elengedi. A program a korábbi családi otthonteremtési kedvezmény (CSOK) utódja; a pontos feltételeket kormányrendelet szabályozza.',
    related: ['kamattamogatas', 'otthon-start', 'babavaro-kolcson', 'jelzaloghitel'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'otthon-start',
    displayName: 'Otthon Start',
    aliases: ['Otthon Start Program', 'Otthon Start hitel'],
    definition:
      'A 2025 szeptemberében indult állami lakásprogram, amelyben az első saját lakásukat megszerzők a teljes futamidőre rögzített, legfeljebb 3 százalékos kamatú lakáshitelt vehetnek fel. A programban az önerő a vételár 10 százaléka is lehet, és sem házasság, sem gyermek nem feltétel. A hitelösszegnek, az ingatlan vételárának és négyzetméterárának a cikk írásakor (2026) felső korlátja van; a pontos feltételeket kormányrendelet szabályozza.',
    related: ['csok-plusz', 'kamattamogatas', 'fix-kamat', 'onero', 'hitelfedezeti-mutato'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'babavaro-kolcson',
    displayName: 'Babaváró kölcsön',
    aliases: ['Babaváró', 'Babaváró hitel', 'Babaváró támogatás'],
    definition:
      'A 2019 júliusában bevezetett, szabad felhasználású, állami kamattámogatású kölcsön házaspároknak, amely gyermekvállalás esetén kamatmentes marad. Az első gyermek születésekor a törlesztés három évre szünetel, a második után ismét szünetel, és a tartozás 30 százalékát elengedik, a harmadik gyermek születésekor pedig a teljes fennmaradó tartozást. Ha öt éven belül nem születik gyermek, a kamattámogatást vissza kell fizetni, és a kölcsön kamatozóvá válik. Az igénylés feltételeit (például a feleség életkorát és a felvehető összeget) kormányrendelet szabályozza, és ezek többször változtak.',
    related: ['kamattamogatas', 'csok-plusz', 'onero'],
  },
  {
    properName: 'falusi-csok',
    displayName: 'Falusi CSOK',
    aliases: ['Falusi családi otthonteremtési kedvezmény', 'Kistelepülési CSOK'],
    definition:
      'Vissza nem térítendő állami támogatás gyermekes vagy gyermeket vállaló családoknak, akik a kedvezményezett kistelepülések egyikén vásárolnak, építenek vagy újítanak fel otthont (302/2023. Korm. rendelet). Összege a gyermekek számától és a céltól függ: a cikk írásakor (2026) vásárlásra vagy építésre egy gyermek után 1, kettő után 4, három vagy több után 15 millió forint, csak felújításra kevesebb. Az Otthon Start mellé a CSOK Plusz helyett igénybe vehető, és a vásárlás illetékmentes.',
    related: ['csok-plusz', 'otthon-start', 'tamogatott-hitelek-halmozasa', 'vagyonszerzesi-illetek'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'tartozaselengedes',
    displayName: 'Tartozáselengedés',
    aliases: ['Tartozás-elengedés', 'Hiteltartozás elengedése'],
    definition:
      'Az állami családtámogatási hiteleknél a tartozás egy részének vagy egészének elengedése gyermek születésekor: a CSOK Plusznál a második és a harmadik új gyermek után 10-10 millió forint, a babaváró kölcsönnél a második gyermek után a tartozás 30, a harmadik után 100 százaléka. Az elengedett összeget nem kell visszafizetni, így a hátralévő törlesztés csökken vagy megszűnik; a kalkulátor a tervezett születés hónapjában mutatja.',
    related: ['csok-plusz', 'babavaro-kolcson', 'kamattamogatas'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'tamogatott-hitelek-halmozasa',
    displayName: 'Támogatott hitelek halmozása',
    aliases: ['Halmozási szabály'],
    definition:
      'Az a szabály, hogy egy lakásvásárláshoz legfeljebb két állami támogatású konstrukció vehető igénybe együtt: az Otthon Start mellé a CSOK Plusz vagy a falusi CSOK közül az egyik. Ahol a két program feltételei eltérnek, a szigorúbb érvényes. A babaváró kölcsön szabad felhasználású, önerőként is felhasználható.',
    related: ['otthon-start', 'csok-plusz', 'falusi-csok', 'babavaro-kolcson', 'onero'],
    calculator: 'lakas-kamat',
  },
  {
    properName: 'lakas-takarekpenztar',
    displayName: 'Lakás-takarékpénztár',
    aliases: ['Lakástakarék', 'Lakástakarék-pénztár'],
    definition:
      'Olyan szakosított hitelintézet, amelynél az ügyfél több évig rendszeresen takarékoskodik, majd a megtakarítást és egy kedvezményes, fix kamatú lakáskölcsönt együtt fordíthatja lakáscélra: vásárlásra, építésre, felújításra. A megtakarítások korábban 30 százalékos állami támogatást kaptak, ezt azonban a 2018 októbere után kötött szerződésekre megszüntették, így az új szerződések vonzereje főleg az előre rögzített kamatú kölcsön. A lakás-takarékpénztárak működését az 1996. évi CXIII. törvény szabályozza.',
    related: ['fix-kamat', 'ongondoskodas', 'lekotott-betet'],
  },
  {
    properName: 'berleti-dij',
    displayName: 'Bérleti díj',
    aliases: ['Albérleti díj', 'Lakbér'],
    definition:
      'Az az összeg, amelyet a bérlő a lakás vagy más ingatlan használatáért rendszeresen, jellemzően havonta fizet a bérbeadónak. A szerződés rögzíti, hogy tartalmazza-e a rezsit és a közös költséget, és hogy milyen gyakran, mennyivel emelhető – sokszor évente, az infláció alapján. Bérlés és vásárlás összevetésekor a bérleti díjat a lakástulajdon teljes költségéhez kell mérni: a hitelkamathoz, a fenntartáshoz, az adókhoz és az önerő elmaradt hozamához.',
    related: ['ovadek', 'kozos-koltseg', 'alternativ-koltseg', 'inflacio'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'ovadek',
    displayName: 'Óvadék',
    aliases: ['Kaució'],
    definition:
      'Pénz vagy értékpapír, amelyet egy kötelezettség biztosítékául adnak át, és amelyből a jogosult közvetlenül kielégítheti a követelését, ha a kötelezett nem teljesít. Lakásbérletnél a köznyelv kauciónak hívja: a bérlő jellemzően egy–három havi bérleti díjnak megfelelő összeget fizet be, amelyet a szerződés végén – az elmaradt bérrel és a károkkal csökkentve – vissza kell kapnia. Befektetéseknél az óvadék az ügyletek, például a határidős pozíciók fedezete.',
    related: ['berleti-dij', 'hitelbiztositek', 'hataridos-ugylet'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'ingatlan-ertekbecsles',
    displayName: 'Ingatlan-értékbecslés',
    aliases: ['Értékbecslés'],
    definition:
      'Független szakértő véleménye egy ingatlan forgalmi értékéről, amelyet a bank jelzáloghitel-igényléskor megrendel. A becslés hasonló ingatlanok eladási árai, az állapot, az elhelyezkedés és a jogi helyzet alapján készül; ebből a bank meghatározza a hitelbiztosítéki értéket, amelyből a hitelfedezeti mutató szerint a felvehető hitelösszeget számolja. Az értékbecslés díját jellemzően az ügyfél fizeti, és beleszámít a THM-be.',
    related: ['ingatlanfedezet', 'hitelfedezeti-mutato', 'teljes-hiteldij-mutato'],
  },
  {
    properName: 'lakasarindex',
    displayName: 'Lakásárindex',
    definition:
      'Olyan mutató, amely a lakásárak átlagos változását méri egy időszak alatt, kiszűrve az eladott lakások összetételének változását. Magyarországon a Központi Statisztikai Hivatal (KSH) és a Magyar Nemzeti Bank is közöl lakásárindexet, országos és településtípus szerinti bontásban. Bérlés és vásárlás összevetésekor a várható lakásár-emelkedés az egyik legfontosabb és egyben legbizonytalanabb feltevés.',
    related: ['inflacio', 'berleti-dij', 'ingatlanalap'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'alternativ-koltseg',
    displayName: 'Alternatív költség',
    aliases: ['Haszonáldozat-költség', 'Opportunity cost'],
    definition:
      'Annak a legjobb lehetőségnek az értéke, amelyről egy döntéssel lemondunk. Ha például a lakás önerejét nem fektetjük be, az alternatív költség az a hozam, amelyet a befektetés hozott volna; a bérlés alternatív költsége pedig a lakástulajdonnal járó értéknövekedés elmaradása. A pénzügyi döntéseknél a kifizetések mellett az alternatív költséget is számba kell venni.',
    related: ['onero', 'berleti-dij', 'penz-idoerteke', 'hozam'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'kozos-koltseg',
    displayName: 'Közös költség',
    definition:
      'Társasházban a lakástulajdonosok által havonta fizetett hozzájárulás a közös tulajdonú részek (lépcsőház, tető, lift, közművek) fenntartásához, a közös képviselő díjához és általában egy felújítási alaphoz. Mértékét a közgyűlés határozza meg, jellemzően a tulajdoni hányad vagy az alapterület alapján. Vásárláskor a havi kiadások közé kell számolni; bérletnél a szerződésből derül ki, hogy a bérlő vagy a tulajdonos fizeti.',
    related: ['berleti-dij', 'epitmenyado'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'epitmenyado',
    displayName: 'Építményadó',
    definition:
      'Helyi adó, amelyet az önkormányzat vethet ki a területén lévő épületek, így lakások után is; mértéke és a mentességek településenként eltérnek, és sok helyen lakásra nem vetnek ki ilyen adót. Az adó alapja az alapterület vagy a korrigált forgalmi érték lehet, felső határát a helyi adókról szóló 1990. évi C. törvény szabja meg. Az adót az ingatlan tulajdonosa fizeti, ezért vásárlás előtt érdemes a helyi rendeletet megnézni.',
    related: ['kozos-koltseg', 'vagyonszerzesi-illetek'],
    calculator: 'rent-or-buy',
  },
  {
    properName: 'tulajdoni-lap',
    displayName: 'Tulajdoni lap',
    definition:
      'Az ingatlan-nyilvántartás egy ingatlanra vonatkozó hiteles adatlapja, amelyet a földhivatal vezet. Az I. része az ingatlan adatait (cím, helyrajzi szám, terület), a II. része a tulajdonosokat, a III. része a terheket – például jelzálogjogot, haszonélvezeti jogot, elidegenítési és terhelési tilalmat – tartalmazza. Vásárlás előtt mindig friss tulajdoni lapot kell kérni, mert csak így derül ki, ki rendelkezhet az ingatlannal, és milyen terhek vannak rajta.',
    related: ['jelzalog', 'ugyvedi-ellenjegyzes', 'vagyonszerzesi-illetek'],
  },
  {
    properName: 'ugyvedi-ellenjegyzes',
    displayName: 'Ügyvédi ellenjegyzés',
    definition:
      'Az ügyvéd aláírása egy általa készített okiraton, amellyel igazolja, hogy az okirat megfelel a jogszabályoknak, és hogy a felek a tartalmát az ő jelenlétében vállalták. Magyarországon az ingatlan tulajdonjogának átruházásáról szóló szerződést csak ügyvéd által ellenjegyzett vagy közjegyzői okiratba foglalva lehet bejegyezni az ingatlan-nyilvántartásba. Az ügyvédi munkadíj a vásárlás mellékköltségei közé tartozik, mértéke megállapodás kérdése.',
    related: ['tulajdoni-lap', 'foglalo', 'vagyonszerzesi-illetek'],
  },
  {
    properName: 'foglalo',
    displayName: 'Foglaló',
    definition:
      'A szerződés megkötésekor átadott pénzösszeg, amely a teljesítést biztosítja; ingatlanvásárlásnál gyakran a vételár 10 százaléka. Ha a szerződés teljesül, a foglaló beszámít a vételárba. Ha a teljesítés a foglalót adó vevő hibájából marad el, a foglalót elveszíti; ha az eladó hibájából, a kétszeresét köteles visszafizetni. Ebben különbözik az előlegtől, amely a szerződés meghiúsulásakor mindenképp visszajár.',
    related: ['ugyvedi-ellenjegyzes', 'ovadek', 'igerveny'],
  },
  {
    properName: 'igerveny',
    displayName: 'Ígérvény',
    aliases: ['Hitelígérvény', 'Bankígérvény'],
    definition:
      'A bank írásos nyilatkozata arról, hogy bizonyos feltételek teljesülése esetén hitelt nyújt vagy garanciát vállal az ügyfélnek. Ingatlanvásárlásnál a hitelígérvény azt mutatja meg a feleknek, hogy a finanszírozás várhatóan rendben lesz; pályázatokon és közbeszerzéseken pedig gyakran kérnek bankgarancia-ígérvényt. Az ígérvény nem hitelszerződés: a bank a feltételek (például értékbecslés, jövedelemigazolás) vizsgálata után még elutasíthatja a hitelt.',
    related: ['hitelbiralat', 'jelzaloghitel', 'folyositas', 'foglalo'],
  },
];
