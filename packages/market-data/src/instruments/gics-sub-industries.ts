/**
 * Hungarian names of the GICS sub-industries that occur in the constituents list
 * (data/market/sp500-constituents.csv, column `subIndustry`). The English name stays in
 * InstrumentInfo.subIndustry; screens show `subIndustryLabel`. A test checks that every
 * sub-industry of the list has a name here (sample-source.test.ts).
 */
export const GICS_SUB_INDUSTRY_LABELS: Readonly<Record<string, string>> = {
  Advertising: 'Reklám',
  'Aerospace & Defense': 'Repülőgépipar és védelmi ipar',
  'Agricultural & Farm Machinery': 'Mezőgazdasági gépek',
  'Agricultural Products & Services': 'Mezőgazdasági termékek és szolgáltatások',
  'Air Freight & Logistics': 'Légi fuvarozás és logisztika',
  'Apparel Retail': 'Ruházati kiskereskedelem',
  'Apparel, Accessories & Luxury Goods': 'Ruházat, kiegészítők és luxuscikkek',
  'Application Software': 'Alkalmazásszoftverek',
  'Asset Management & Custody Banks': 'Vagyonkezelés és letétkezelő bankok',
  'Automobile Manufacturers': 'Autógyártók',
  'Automotive Parts & Equipment': 'Autóalkatrészek és -felszerelések',
  'Automotive Retail': 'Autókereskedelem',
  Biotechnology: 'Biotechnológia',
  Brewers: 'Sörgyártók',
  Broadcasting: 'Műsorszolgáltatás',
  'Broadline Retail': 'Általános kiskereskedelem',
  'Building Products': 'Építőipari termékek',
  'Cable & Satellite': 'Kábel- és műholdas televízió',
  'Cargo Ground Transportation': 'Közúti teherszállítás',
  'Casinos & Gaming': 'Kaszinók és szerencsejáték',
  'Commodity Chemicals': 'Alapvegyszerek',
  'Communications Equipment': 'Távközlési berendezések',
  'Computer & Electronics Retail': 'Számítástechnikai és elektronikai kiskereskedelem',
  'Construction & Engineering': 'Építőipar és mérnöki szolgáltatások',
  'Construction Machinery & Heavy Transportation Equipment': 'Építőipari gépek és nehézjárművek',
  'Construction Materials': 'Építőanyagok',
  'Consumer Electronics': 'Szórakoztató elektronika',
  'Consumer Finance': 'Fogyasztói hitelezés',
  'Consumer Staples Merchandise Retail': 'Alapvető fogyasztási cikkek kiskereskedelme',
  Copper: 'Réz',
  'Data Center REITs': 'Adatközpont-ingatlanalapok (REIT)',
  'Data Processing & Outsourced Services': 'Adatfeldolgozás és kiszervezett szolgáltatások',
  'Distillers & Vintners': 'Szeszfőzdék és borászatok',
  Distributors: 'Nagykereskedők',
  'Diversified Banks': 'Univerzális bankok',
  'Diversified Support Services': 'Vegyes üzleti támogató szolgáltatások',
  'Electric Utilities': 'Villamosenergia-szolgáltatók',
  'Electrical Components & Equipment': 'Elektromos alkatrészek és berendezések',
  'Electronic Components': 'Elektronikai alkatrészek',
  'Electronic Equipment & Instruments': 'Elektronikai berendezések és műszerek',
  'Electronic Manufacturing Services': 'Elektronikai bérgyártás',
  'Environmental & Facilities Services': 'Környezetvédelmi és létesítményszolgáltatások',
  'Fertilizers & Agricultural Chemicals': 'Műtrágyák és agrárvegyszerek',
  'Financial Exchanges & Data': 'Tőzsdék és pénzügyi adatszolgáltatók',
  'Food Distributors': 'Élelmiszer-nagykereskedők',
  'Food Retail': 'Élelmiszer-kiskereskedelem',
  Footwear: 'Lábbeli',
  'Gas Utilities': 'Gázszolgáltatók',
  Gold: 'Arany',
  'Health Care Distributors': 'Egészségügyi nagykereskedők',
  'Health Care Equipment': 'Orvostechnikai eszközök',
  'Health Care Facilities': 'Egészségügyi intézmények',
  'Health Care REITs': 'Egészségügyi ingatlanalapok (REIT)',
  'Health Care Services': 'Egészségügyi szolgáltatások',
  'Health Care Supplies': 'Egészségügyi fogyóeszközök',
  'Health Care Technology': 'Egészségügyi technológia',
  'Heavy Electrical Equipment': 'Nehéz elektromos berendezések',
  'Home Improvement Retail': 'Barkács- és lakásfelújítási kiskereskedelem',
  Homebuilding: 'Lakásépítés',
  'Homefurnishing Retail': 'Lakberendezési kiskereskedelem',
  'Hotel & Resort REITs': 'Szálloda- és üdülőingatlan-alapok (REIT)',
  'Hotels, Resorts & Cruise Lines': 'Szállodák, üdülők és tengerjáró hajók',
  'Household Products': 'Háztartási termékek',
  'Human Resource & Employment Services': 'Munkaerő- és HR-szolgáltatások',
  'IT Consulting & Other Services': 'IT-tanácsadás és egyéb IT-szolgáltatások',
  'Independent Power Producers & Energy Traders': 'Független áramtermelők és energiakereskedők',
  'Industrial Conglomerates': 'Ipari konglomerátumok',
  'Industrial Gases': 'Ipari gázok',
  'Industrial Machinery & Supplies & Components': 'Ipari gépek, kellékek és alkatrészek',
  'Industrial REITs': 'Ipari ingatlanalapok (REIT)',
  'Insurance Brokers': 'Biztosítási alkuszok',
  'Integrated Oil & Gas': 'Integrált olaj- és gázipar',
  'Integrated Telecommunication Services': 'Integrált távközlési szolgáltatások',
  'Interactive Home Entertainment': 'Interaktív otthoni szórakoztatás',
  'Interactive Media & Services': 'Interaktív média és szolgáltatások',
  'Internet Services & Infrastructure': 'Internetes szolgáltatások és infrastruktúra',
  'Investment Banking & Brokerage': 'Befektetési banki szolgáltatások és brókerek',
  'Leisure Products': 'Szabadidős termékek',
  'Life & Health Insurance': 'Élet- és egészségbiztosítás',
  'Life Sciences Tools & Services': 'Élettudományi eszközök és szolgáltatások',
  'Managed Health Care': 'Egészségbiztosítók és egészségügyi ellátásszervezés',
  'Metal, Glass & Plastic Containers': 'Fém-, üveg- és műanyag csomagolóeszközök',
  'Movies & Entertainment': 'Film és szórakoztatás',
  'Multi-Family Residential REITs': 'Társasházi lakóingatlan-alapok (REIT)',
  'Multi-Sector Holdings': 'Többágazatú holdingok',
  'Multi-Utilities': 'Többféle közművet nyújtó szolgáltatók',
  'Multi-line Insurance': 'Többágazatú biztosítók',
  'Office REITs': 'Irodaingatlan-alapok (REIT)',
  'Oil & Gas Equipment & Services': 'Olaj- és gázipari berendezések és szolgáltatások',
  'Oil & Gas Exploration & Production': 'Olaj- és gázkutatás és -kitermelés',
  'Oil & Gas Refining & Marketing': 'Olaj- és gázfinomítás és -értékesítés',
  'Oil & Gas Storage & Transportation': 'Olaj- és gáztárolás és -szállítás',
  'Other Specialized REITs': 'Egyéb speciális ingatlanalapok (REIT)',
  'Other Specialty Retail': 'Egyéb szakkiskereskedelem',
  'Packaged Foods & Meats': 'Csomagolt élelmiszerek és húsáruk',
  'Paper & Plastic Packaging Products & Materials': 'Papír és műanyag csomagolóanyagok',
  'Passenger Airlines': 'Légitársaságok',
  'Passenger Ground Transportation': 'Közúti személyszállítás',
  'Personal Care Products': 'Testápolási termékek',
  Pharmaceuticals: 'Gyógyszeripar',
  'Property & Casualty Insurance': 'Vagyon- és balesetbiztosítás',
  Publishing: 'Kiadói tevékenység',
  'Rail Transportation': 'Vasúti szállítás',
  'Real Estate Services': 'Ingatlanszolgáltatások',
  'Regional Banks': 'Regionális bankok',
  Reinsurance: 'Viszontbiztosítás',
  'Research & Consulting Services': 'Kutatási és tanácsadási szolgáltatások',
  Restaurants: 'Éttermek',
  'Retail REITs': 'Kereskedelmi ingatlanalapok (REIT)',
  'Self-Storage REITs': 'Önkiszolgáló raktárak ingatlanalapjai (REIT)',
  'Semiconductor Materials & Equipment': 'Félvezetőgyártási anyagok és berendezések',
  Semiconductors: 'Félvezetők',
  'Single-Family Residential REITs': 'Családiház-ingatlanalapok (REIT)',
  'Soft Drinks & Non-alcoholic Beverages': 'Üdítőitalok és alkoholmentes italok',
  'Specialized Consumer Services': 'Speciális lakossági szolgáltatások',
  'Specialty Chemicals': 'Különleges vegyi anyagok',
  Steel: 'Acél',
  'Systems Software': 'Rendszerszoftverek',
  'Technology Distributors': 'Technológiai nagykereskedők',
  'Technology Hardware, Storage & Peripherals': 'Számítógépek, adattárolók és perifériák',
  'Telecom Tower REITs': 'Távközlésitorony-ingatlanalapok (REIT)',
  'Timber REITs': 'Erdőingatlan-alapok (REIT)',
  Tobacco: 'Dohányipar',
  'Trading Companies & Distributors': 'Kereskedőházak és nagykereskedők',
  'Transaction & Payment Processing Services': 'Tranzakció- és fizetésfeldolgozás',
  'Water Utilities': 'Vízszolgáltatók',
  'Wireless Telecommunication Services': 'Mobiltávközlési szolgáltatások',
};

/** The Hungarian name of a GICS sub-industry; undefined for a missing or unknown one. */
export function subIndustryLabel(subIndustry: string | undefined): string | undefined {
  return subIndustry ? GICS_SUB_INDUSTRY_LABELS[subIndustry] : undefined;
}

/**
 * A company name as the constituents list writes it, made readable: "Walt Disney Company (The)"
 * → "Walt Disney Company", "Lilly (Eli)" → "Eli Lilly", "Alphabet Inc. (Class A)" →
 * "Alphabet Inc. (A sorozat)". Other names are returned trimmed.
 */
export function cleanCompanyName(name: string): string {
  const trimmed = name.trim();
  const m = /^(.*\S)\s*\(([^()]*)\)$/.exec(trimmed);
  if (!m) return trimmed;
  const [, base, inner] = m as unknown as [string, string, string];
  if (inner === 'The') return base;
  const share = /^Class ([A-Z])$/.exec(inner);
  if (share) return `${base} (${share[1]} sorozat)`;
  // "Lilly (Eli)": a given name in parentheses after the family name.
  if (/^[A-Z][a-z]+$/.test(inner) && /^[A-Z][a-z]+$/.test(base)) return `${inner} ${base}`;
  return trimmed;
}
