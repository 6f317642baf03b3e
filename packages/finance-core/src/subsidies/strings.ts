/**
 * Every Hungarian string of the subsidised-loan module, together so they can be reviewed at a glance:
 * the questionnaire (as data a widget renders), the field labels every error message starts with, the
 * verdicts' reasons, the plan's events, problems and notes. Regulatory figures are never written here:
 * the texts take them as arguments, read from src/rules on the day asked.
 */
import { formatDate, formatHuf, formatPercent } from '../shared/format';
import { RULES_DATE_LABEL } from '../rules/dates';
import type {
  FalusiCsokPurpose,
  HomeKind,
  PlanLoanKind,
  SubsidyAnswerField,
  SubsidyProgramme,
  VerdictReasonCode,
} from './types';

/** On-screen label of every questionnaire field. */
export const SUBSIDY_ANSWER_LABELS = /* @__PURE__ */ Object.freeze({
  date: RULES_DATE_LABEL,
  firstHome: 'Első lakás',
  ownedHomeValue: 'A korábbi lakás értéke',
  homeKind: 'Az ingatlan típusa',
  floorArea: 'Alapterület',
  price: 'Vételár',
  valuation: 'Értékbecslés szerinti érték',
  married: 'Házasok',
  existingChildren: 'Meglévő gyermekek',
  plannedChildren: 'Vállalt gyermekek',
  wifeAge: 'A feleség életkora',
  pregnant: 'Legalább 12 hetes várandósság',
  preferredSettlement: 'Kedvezményezett kistelepülés',
  purpose: 'A falusi CSOK célja',
  outsideBuiltUpArea: 'Külterületi ingatlan',
} satisfies Record<SubsidyAnswerField, string>);

/** On-screen label of every financing-plan field that is not a questionnaire answer. */
export const FINANCING_PLAN_LABELS = /* @__PURE__ */ Object.freeze({
  ownFunds: 'Saját megtakarítás',
  programmes: 'Igénybe vett támogatások',
  otthonStartAmount: 'Otthon Start összege',
  otthonStartRate: 'Otthon Start kamata',
  otthonStartYears: 'Otthon Start futamideje',
  csokPluszAmount: 'CSOK Plusz összege',
  csokPluszRate: 'CSOK Plusz kamata',
  csokPluszYears: 'CSOK Plusz futamideje',
  falusiCsokLoanAmount: 'Falusi CSOK-kölcsön összege',
  falusiCsokLoanRate: 'Falusi CSOK-kölcsön kamata',
  falusiCsokLoanYears: 'Falusi CSOK-kölcsön futamideje',
  babavaroAmount: 'Babaváró összege',
  babavaroYears: 'Babaváró futamideje',
  babavaroRate: 'Babaváró ügyleti kamata',
  babavaroRecent: 'A babaváró a lakáshitellel együtt készül',
  marketRate: 'Piaci hitel kamata',
  marketYears: 'Piaci hitel futamideje',
  marketFixationYears: 'Piaci hitel kamatfixálása',
  disbursementFee: 'Folyósítási díj',
  valuationFee: 'Értékbecslési díj',
  landRegistryFee: 'Földhivatali díj',
  otherFees: 'Egyéb egyszeri díjak',
  monthlyFee: 'Havi számlavezetési díj',
  buyerAge: 'A vevő életkora',
  startDate: 'A folyósítás napja',
  plannedBirthMonths: 'Tervezett születések',
  suspendOnBirth: 'Szüneteltetés születéskor',
  appreciation: 'Éves értéknövekedés',
  alternativeReturn: 'Alternatív befektetés hozama',
});

/** A field of the financing plan that is not a questionnaire answer. */
export type FinancingPlanField = keyof typeof FINANCING_PLAN_LABELS;

/** Every label of {@link financingPlan}'s input. */
export const ALL_PLAN_LABELS: Readonly<Record<SubsidyAnswerField | FinancingPlanField, string>> =
  /* @__PURE__ */ Object.freeze({
    ...SUBSIDY_ANSWER_LABELS,
    ...FINANCING_PLAN_LABELS,
  });

/** The programmes' Hungarian names. */
export const PROGRAMME_NAMES: Readonly<Record<SubsidyProgramme, string>> = /* @__PURE__ */ Object.freeze({
  otthonStart: 'Otthon Start',
  csokPlusz: 'CSOK Plusz',
  falusiCsok: 'falusi CSOK',
  babavaro: 'Babaváró',
});

/** A programme's name with its article, at the start of a sentence („Az Otthon Start”). */
const PROGRAMME_SUBJECTS: Readonly<Record<SubsidyProgramme, string>> = /* @__PURE__ */ Object.freeze({
  otthonStart: 'Az Otthon Start',
  csokPlusz: 'A CSOK Plusz',
  falusiCsok: 'A falusi CSOK',
  babavaro: 'A Babaváró',
});

/** The plan's loans' Hungarian names. */
export const PLAN_LOAN_NAMES: Readonly<Record<PlanLoanKind, string>> = /* @__PURE__ */ Object.freeze({
  csokPlusz: 'CSOK Plusz hitel',
  falusiCsokLoan: 'Falusi CSOK-kölcsön',
  otthonStart: 'Otthon Start hitel',
  market: 'Piaci lakáshitel',
  babavaro: 'Babaváró kölcsön',
});

/** The choices of the kind of home. */
export const HOME_KIND_OPTIONS: readonly { value: HomeKind; label: string }[] = /* @__PURE__ */ Object.freeze([
  { value: 'flat', label: 'Lakás' },
  { value: 'house', label: 'Ház' },
]);

/** The choices of the falusi CSOK's purpose. */
export const PURPOSE_OPTIONS: readonly { value: FalusiCsokPurpose; label: string }[] = /* @__PURE__ */ Object.freeze([
  { value: 'purchase', label: 'Vásárlás vagy építés' },
  { value: 'renovation', label: 'Csak felújítás vagy bővítés' },
]);

/** How a questionnaire answer is asked. */
export type SubsidyQuestionKind = 'yesNo' | 'choice' | 'money' | 'squareMetres' | 'count' | 'age';

/** One question of the questionnaire. */
export interface SubsidyQuestion {
  field: SubsidyAnswerField;
  kind: SubsidyQuestionKind;
  /** The field's label (as error messages name it). */
  label: string;
  /** The question in plain Hungarian. */
  question: string;
  /** What counts, in a sentence or two. */
  hint: string;
  /** The choices of a `choice` question. */
  options?: readonly { value: string; label: string }[];
  /** Ask only when another answer has this value. */
  showWhen?: { field: SubsidyAnswerField; equals: boolean | string };
}

const L = SUBSIDY_ANSWER_LABELS;

/**
 * The questionnaire in the order to ask it. The hints define the terms; the figures that change with
 * the rules (price caps, age limits) are in the verdicts, read from src/rules on the day.
 */
export const SUBSIDY_QUESTIONS: readonly SubsidyQuestion[] = /* @__PURE__ */ Object.freeze([
  {
    field: 'firstHome',
    kind: 'yesNo',
    label: L.firstHome,
    question: 'Ez lesz az első saját lakása?',
    hint: 'Igen, ha az elmúlt 10 évben egyik lakásban sem volt 50%-nál nagyobb tulajdonrésze. Házastársaknál mindkettőjükre igaz kell legyen.',
  },
  {
    field: 'ownedHomeValue',
    kind: 'money',
    label: L.ownedHomeValue,
    question: 'Mennyit ért a lakás, amelyben tulajdonrésze volt?',
    hint: 'Az Otthon Start egy értékhatár alatti lakást nem vesz figyelembe: ha a lakás ennél kevesebbet ért, első lakásvásárlónak számít.',
    showWhen: { field: 'firstHome', equals: false },
  },
  {
    field: 'homeKind',
    kind: 'choice',
    label: L.homeKind,
    question: 'Lakást vagy házat vesz?',
    hint: 'A programok árkorlátja és a legkisebb alapterület lakásnál és háznál eltér. A tanya és a birtokközpont háznak számít.',
    options: HOME_KIND_OPTIONS,
  },
  {
    field: 'floorArea',
    kind: 'squareMetres',
    label: L.floorArea,
    question: 'Mekkora az alapterülete?',
    hint: 'Az értékbecslő által megállapított alapterület négyzetméterben; ebből számoljuk a négyzetméterárat.',
  },
  {
    field: 'price',
    kind: 'money',
    label: L.price,
    question: 'Mennyi a vételár?',
    hint: 'Az adásvételi szerződés szerinti ár forintban.',
  },
  {
    field: 'valuation',
    kind: 'money',
    label: L.valuation,
    question: 'Mennyire értékelte a bank?',
    hint: 'Az értékbecslés szerinti forgalmi érték. Ha még nem tudja, a vételárral számolunk; ha az érték kisebb a vételárnál, a különbözetet önerőből kell fizetni.',
  },
  {
    field: 'married',
    kind: 'yesNo',
    label: L.married,
    question: 'Házaspárként igényelnek?',
    hint: 'A CSOK Plusz és a Babaváró csak házaspárnak jár; a falusi CSOK vállalt gyermek után szintén.',
  },
  {
    field: 'existingChildren',
    kind: 'count',
    label: L.existingChildren,
    question: 'Hány gyermek él már a családban?',
    hint: 'A közös háztartásban nevelt gyermekek, az örökbe fogadottakat is beleértve.',
  },
  {
    field: 'plannedChildren',
    kind: 'count',
    label: L.plannedChildren,
    question: 'Hány gyermeket vállalnak még?',
    hint: 'A szerződésben vállalt, ezután születő gyermekek. Ha a vállalás nem teljesül, a támogatást vissza kell fizetni.',
    showWhen: { field: 'married', equals: true },
  },
  {
    field: 'wifeAge',
    kind: 'age',
    label: L.wifeAge,
    question: 'Hány éves a feleség?',
    hint: 'Betöltött életév az igénylés napján; a CSOK Plusz és a Babaváró korhatára ehhez igazodik.',
    showWhen: { field: 'married', equals: true },
  },
  {
    field: 'pregnant',
    kind: 'yesNo',
    label: L.pregnant,
    question: 'Várandós a feleség, legalább a 12. hétben?',
    hint: 'A CSOK Plusz korhatára alól a legalább 12 hetes várandósság kivételt ad.',
    showWhen: { field: 'married', equals: true },
  },
  {
    field: 'preferredSettlement',
    kind: 'yesNo',
    label: L.preferredSettlement,
    question: 'Kedvezményezett kistelepülésen van az ingatlan?',
    hint: 'A falusi CSOK csak a rendelet mellékletében felsorolt (legfeljebb 5000 lakosú) településeken, illetve külterületi tanyán vagy birtokközponton igényelhető.',
  },
  {
    field: 'purpose',
    kind: 'choice',
    label: L.purpose,
    question: 'Mire kérik a falusi CSOK-ot?',
    hint: 'Vásárlásra (használt lakásnál felújítással együtt) vagy építésre többet adnak, mint csak felújításra vagy bővítésre.',
    options: PURPOSE_OPTIONS,
    showWhen: { field: 'preferredSettlement', equals: true },
  },
  {
    field: 'outsideBuiltUpArea',
    kind: 'yesNo',
    label: L.outsideBuiltUpArea,
    question: 'Külterületen van az ingatlan?',
    hint: 'A település belterületén kívül fekvő ingatlan (például zártkert vagy tanya).',
  },
] satisfies SubsidyQuestion[]);

/** „1,62 M Ft”: forints in millions, with as many decimals (2 to 6) as it takes to tell `value` from `other`. */
export function formatMillions(value: number, other?: number): string {
  let decimals = 2;
  const text = (v: number, d: number) =>
    new Intl.NumberFormat('hu-HU', { maximumFractionDigits: d }).format(v / 1e6) + '\u00a0M\u00a0Ft';
  while (other !== undefined && decimals < 6 && value !== other && text(value, decimals) === text(other, decimals))
    decimals++;
  return text(value, decimals);
}

/** The whole-number formatter for ages, children and square metres. */
// Built on first use, not while the module evaluates (see shared/format.ts).
let wholeFormat: Intl.NumberFormat | undefined;
const whole = (value: number): string =>
  (wholeFormat ??= new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 })).format(value);

/** The arguments a verdict reason's text takes. */
export interface ReasonArguments {
  programme: SubsidyProgramme;
  /** The day the rules are asked for. */
  date?: string;
  /** The figure found (price, price per m², age, floor area, children). */
  value?: number;
  /** The rule's limit. */
  limit?: number;
  /** The kind of home, for caps that differ by kind. */
  homeKind?: HomeKind;
  /** A lower age limit (Babaváró). */
  minAge?: number;
}

const KIND_WORD: Readonly<Record<HomeKind, string>> = /* @__PURE__ */ Object.freeze({
  flat: 'lakásnál',
  house: 'háznál',
});

/** A programme is closed: the sentence's first half. */
export function notAvailable(programme: SubsidyProgramme): string {
  return `${PROGRAMME_SUBJECTS[programme]} nem vehető igénybe`;
}

/** The short Hungarian title of each reason code (for a legend or a filter). */
export const VERDICT_REASON_TITLES: Readonly<Record<VerdictReasonCode, string>> = /* @__PURE__ */ Object.freeze({
  notInForce: 'A megadott napon nem volt elérhető',
  notFirstHome: 'Nem első lakás',
  priceAboveCap: 'Az ár a határ felett van',
  pricePerSquareMetre: 'A négyzetméterár a határ felett van',
  outsideBuiltUpArea: 'Külterületi ingatlan',
  notMarried: 'Csak házaspárnak jár',
  noPlannedChild: 'Nincs vállalt gyermek',
  wifeTooOld: 'A feleség a korhatár felett van',
  wifeAgeOutOfRange: 'A feleség életkora kívül esik a határokon',
  floorAreaTooSmall: 'Kicsi az alapterület',
  notPreferredSettlement: 'Nem kedvezményezett kistelepülés',
  noCountableChild: 'Nincs beszámítható gyermek',
});

/**
 * The full sentence of each reason code, with the numbers: „Az Otthon Start nem vehető igénybe: 1,62 M
 * Ft/m², a határ 1,5 M Ft/m².” Every text starts with {@link notAvailable}.
 */
export const VERDICT_REASON_TEXTS: Readonly<Record<VerdictReasonCode, (a: ReasonArguments) => string>> = Object.freeze({
  notInForce: (a) =>
    `${notAvailable(a.programme)}: a megadott napon (${formatDate(a.date ?? '')}) nem volt érvényes szabálya.`,
  notFirstHome: (a) =>
    a.value === undefined
      ? `${notAvailable(a.programme)}: csak első lakásra igényelhető.`
      : `${notAvailable(a.programme)}: a korábbi lakás ${formatMillions(a.value, a.limit)}-t ért, ` +
        `csak a legfeljebb ${formatMillions(a.limit ?? 0, a.value)} értékű nem számít.`,
  priceAboveCap: (a) =>
    `${notAvailable(a.programme)}: a vételár ${formatMillions(a.value ?? 0, a.limit)}, ` +
    `a határ ${KIND_WORD[a.homeKind ?? 'flat']} ${formatMillions(a.limit ?? 0, a.value)}.`,
  pricePerSquareMetre: (a) =>
    `${notAvailable(a.programme)}: ${formatMillions(a.value ?? 0, a.limit)}/m², a határ ${formatMillions(a.limit ?? 0, a.value)}/m².`,
  outsideBuiltUpArea: (a) =>
    `${notAvailable(a.programme)}: külterületi ingatlanra a megadott napon (${formatDate(a.date ?? '')}) nem igényelhető.`,
  notMarried: (a) => `${notAvailable(a.programme)}: csak házaspár igényelheti.`,
  noPlannedChild: (a) => `${notAvailable(a.programme)}: legalább egy gyermeket vállalni kell.`,
  wifeTooOld: (a) =>
    `${notAvailable(a.programme)}: a feleség ${whole(a.value ?? 0)} éves, ${whole(a.limit ?? 0)} évesnél fiatalabbnak kell lennie, ` +
    'vagy legalább 12 hetes várandósnak.',
  wifeAgeOutOfRange: (a) =>
    `${notAvailable(a.programme)}: a feleség ${whole(a.value ?? 0)} éves, ` +
    `${whole(a.minAge ?? 0)} és ${whole((a.limit ?? 1) - 1)} év között igényelhető.`,
  floorAreaTooSmall: (a) =>
    `${notAvailable(a.programme)}: az alapterület ${whole(a.value ?? 0)} m², ` +
    `${KIND_WORD[a.homeKind ?? 'flat']} legalább ${whole(a.limit ?? 0)} m² kell.`,
  notPreferredSettlement: (a) =>
    `${notAvailable(a.programme)}: csak kedvezményezett kistelepülésen (vagy külterületi tanyán, birtokközponton) igényelhető.`,
  noCountableChild: (a) =>
    `${notAvailable(a.programme)}: legalább egy meglévő gyermek kell, vagy házaspárnál vállalt gyermek, ` +
    `ha a feleség ${whole(a.limit ?? 0)} évesnél fiatalabb.`,
});

/** Answers a verdict still needs: „Az Otthon Starthoz még meg kell adni: Első lakás, Alapterület.” */
export function missingAnswersText(programme: SubsidyProgramme, fields: readonly SubsidyAnswerField[]): string {
  return `${PROGRAMME_SUBJECTS[programme]} elbírálásához még meg kell adni: ${fields.map((f) => SUBSIDY_ANSWER_LABELS[f]).join(', ')}.`;
}

/** What the questionnaire does not check. */
export const ELIGIBILITY_NOTES: readonly string[] = /* @__PURE__ */ Object.freeze([
  'A bank a hitelképességet, a társadalombiztosítási jogviszonyt, a büntetlen előéletet és a köztartozás-mentességet is vizsgálja; ezeket a kérdőív nem ellenőrzi.',
  'A CSOK Plusz első közös lakásra vagy nagyobb lakásba költözésre jár; ezt a feltételt a kérdőív nem vizsgálja.',
  'A falusi CSOK kedvezményezett településeinek listáját a 302/2023. (VII. 11.) Korm. rendelet melléklete tartalmazza; a kérdőív az Ön válaszára hagyatkozik.',
]);

/** The stacking summary of the open programmes. */
export const STACKING_TEXTS = /* @__PURE__ */ Object.freeze({
  none: '',
  list: (names: readonly string[]) => `Igénybe vehető: ${names.join(', ')}.`,
  csokPluszOverFalusiLoan:
    'Támogatott hitelből legfeljebb kettő vehető fel: az Otthon Start mellé a CSOK Plusz vagy a falusi CSOK-kölcsön közül csak az egyik. ' +
    'A falusi CSOK vissza nem térítendő támogatása a CSOK Plusz mellett is jár.',
  stricterRule:
    'Ahol két támogatott hitel feltételei eltérnek, mindkettőnek meg kell felelni, vagyis a szigorúbb érvényes.',
});

/** Why a programme is left out of a plan. */
export const EXCLUSION_TEXTS = /* @__PURE__ */ Object.freeze({
  notNeeded: (programme: SubsidyProgramme) =>
    `${PROGRAMME_SUBJECTS[programme]} nem kell: a vételárat a többi forrás fedezi.`,
  stacking: (programme: SubsidyProgramme) =>
    `${PROGRAMME_SUBJECTS[programme]} kölcsöne nem vehető fel a CSOK Plusz mellett (legfeljebb két támogatott hitel); a vissza nem térítendő támogatás megmarad.`,
  notRequested: (programme: SubsidyProgramme) =>
    `${PROGRAMME_SUBJECTS[programme]} nincs a választott támogatások között.`,
  noRoom: (programme: SubsidyProgramme) =>
    `${PROGRAMME_SUBJECTS[programme]} nem fér el: a hitelfedezeti mutató több jelzáloghitelt nem enged.`,
});

/** The plan's problems: what stands in the way. */
export const PLAN_PROBLEMS = /* @__PURE__ */ Object.freeze({
  shortfall: (amount: number) =>
    `Hiányzó önerő: ${formatHuf(amount)}. A hitelfedezeti mutató és a támogatások korlátai mellett ennyivel több saját forrás kell.`,
  loanToValue: (ratio: number, limit: number) =>
    `Hitelfedezeti mutató: a jelzáloghitelek az értékbecslés ${formatPercent(ratio)}-át tennék ki, de legfeljebb ${formatPercent(limit, 0)} lehet (MNB 32/2014. rendelet).`,
  ownFunds: (required: number, counted: number) =>
    `Az Otthon Starthoz legalább ${formatHuf(required)} önerő kell (az értékbecslés szerinti érték alapján); a beszámítható önerő ${formatHuf(counted)}.`,
});

/** Notes every plan carries (assumptions the numbers rest on). */
export const PLAN_NOTES = /* @__PURE__ */ Object.freeze({
  marketRateAfterFixation: (years: number) =>
    `A piaci hitel kamata ${years} év után változhat; a terv a futamidő végéig a mai kamattal számol.`,
  babavaroRecent: (share: number) =>
    `A lakáshitellel együtt felvett babavárónak csak ${formatPercent(share, 0)}-a számít önerőnek; a többit a bank a hitelfedezeti mutatóban a jelzáloghitelhez adja.`,
  babavaroRate:
    'Ha a Babaváró kamatmentessége megszűnik, a terv a megadott ügyleti kamattal számol, és az addig kapott kamattámogatást a következő hónapban egy összegben visszafizetendőnek veszi.',
  babavaroSuspensionFee: 'A Babaváró szüneteltetése alatt a terv kezességi díjat sem számol.',
  unfulfilledChildren: (undertaken: number, planned: number) =>
    `Vállalt gyermek: ${undertaken}, tervezett születés: ${planned}. A nem teljesített vállalás miatt visszafizetendő támogatással a terv nem számol.`,
  thm: 'A THM a szerződés szerinti pénzáramokból készül: az állami kamattámogatással, születés, szüneteltetés és elengedés nélkül.',
  otthonStartFees: (cap: number) =>
    `Az Otthon Start igénylési és folyósítási díjai együtt legfeljebb ${formatHuf(cap)} lehetnek (az értékbecslés díja nélkül); a megadott díjak ezt meghaladják.`,
  dutyBase: 'Az illetéket a vételárból számoljuk; a NAV a forgalmi értékből állapítja meg.',
  noBuyerAge: 'A fiatal első lakásvásárlók illetékkedvezményéhez adja meg a vevő életkorát.',
});

/** The purchase duty's reasons. */
export const DUTY_TEXTS = /* @__PURE__ */ Object.freeze({
  exempt: (programme: SubsidyProgramme) =>
    `${PROGRAMME_SUBJECTS[programme]} igénybevételével a vásárlás illetékmentes.`,
  youngFirstHome: (share: number, underAge: number) =>
    `${underAge} év alatti első lakásvásárlóként az illeték ${formatPercent(share, 0)}-át nem kell megfizetni.`,
  renovation: 'Felújításnál nincs vagyonszerzés, így illeték sem.',
});

/** The plan's dated events. */
export const EVENT_TEXTS = /* @__PURE__ */ Object.freeze({
  birth: (index: number) => `Megszületik a(z) ${index}. gyermek.`,
  forgiveness: (loan: PlanLoanKind, amount: number) =>
    `${PLAN_LOAN_NAMES[loan]}: az állam ${formatHuf(amount)} tartozást elenged.`,
  suspension: (loan: PlanLoanKind, from: number, to: number) =>
    `${PLAN_LOAN_NAMES[loan]}: a törlesztés szünetel a(z) ${from}. hónaptól a(z) ${to}. hónapig.`,
  interestFreeSecured: `${PLAN_LOAN_NAMES.babavaro}: a gyermek időben megérkezett, a kölcsön a futamidő végéig kamatmentes.`,
  interestFreeLost: (amount: number) =>
    `${PLAN_LOAN_NAMES.babavaro}: nem érkezett gyermek időben, megszűnik a kamatmentesség; ${formatHuf(amount)} kamattámogatást kell visszafizetni.`,
  graceEnd: (loan: PlanLoanKind) => `${PLAN_LOAN_NAMES[loan]}: véget ér a türelmi idő, indul a tőketörlesztés.`,
  repaid: (loan: PlanLoanKind) => `${PLAN_LOAN_NAMES[loan]}: az utolsó részlet.`,
});

/** The label of planFinancing's argument. */
export const PLAN_FINANCING_LABEL = 'Finanszírozási terv';

/** Validation messages that are not a plain range check. */
export const SUBSIDY_MESSAGES = /* @__PURE__ */ Object.freeze({
  notAPlan: `${PLAN_FINANCING_LABEL}: a financingPlan eredményét adja meg.`,
  yesNo: (label: string) => `${label}: válassza az igen vagy a nem lehetőséget.`,
  choice: (label: string, options: readonly { label: string }[]) =>
    `${label}: válasszon a lehetőségek közül (${options.map((o) => o.label).join(', ')}).`,
  programmes: (label: string) =>
    `${label}: a támogatásokat listaként adja meg (${Object.values(PROGRAMME_NAMES).join(', ')}).`,
  birthMonths: (label: string, max: number) =>
    `${label}: hónapok listáját adja meg (1 és ${max} közötti egész számok, legfeljebb 20 gyermek).`,
  rateAboveCap: (label: string, cap: number) =>
    `${label}: legfeljebb ${formatPercent(cap / 100, Number.isInteger(cap) ? 0 : 2)} lehet (a program szabálya).`,
  yearsAboveCap: (label: string, cap: number) => `${label}: legfeljebb ${cap} év lehet (a program szabálya).`,
});
