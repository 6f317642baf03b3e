/**
 * Every Hungarian text of the configuration checks, together for review. A message is shown under
 * the attribute it is about (`data-rate="abc"`), so it speaks about the value, not the attribute.
 * Two objects, so a widget file carries the messages of the value types it uses: CONFIG_STRINGS
 * those of every widget, VALUE_TYPE_STRINGS those of value-types.ts (a date, a list, a text).
 */
import { formatNumber } from '@penzugy/finance-core';

/** A number without forced decimals (`1000000` → `1 000 000`, `0.5` → `0,5`). */
const num = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : Math.min(6, String(n).split('.')[1]?.length ?? 0));

export const CONFIG_STRINGS = {
  cardTitle: 'A widget beállításai hibásak',
  cardIntro: 'Javítsa az alábbi beállításokat a beágyazó kódban, és a widget megjelenik:',
  /** What the card says about an attribute that was not written but whose default clashes with the others. */
  defaultValue: (value: string) => `nincs megadva, alapértéke: ${value}`,
  required: 'Kötelező beállítás: adja meg az értékét.',
  empty: 'Az érték üres. Adjon meg egy értéket, vagy hagyja el a beállítást.',
  duplicate: 'Kétszer szerepel az elemen; csak egyszer adja meg.',
  notNumber: 'Számot adjon meg, például 45000000 vagy 7,5.',
  notInteger: 'Egész számot adjon meg.',
  below: (min: number) => `Nem lehet kisebb, mint ${num(min)}.`,
  above: (max: number) => `Nem lehet nagyobb, mint ${num(max)}.`,
  choice: (values: readonly string[]) => `Lehetséges értékek: ${values.join(', ')}.`,
  boolean: 'Lehetséges értékek: true vagy false (igen vagy nem).',
  url: 'Teljes http(s) címet (https://…) vagy /-rel kezdődő útvonalat adjon meg.',
  placeholder: (placeholder: string) => `A címnek tartalmaznia kell ezt: ${placeholder} (ide kerül a fogalom).`,
  notOrigins: (items: readonly string[]) =>
    `Nem webes eredet (például https://pelda.hu, útvonal és / nélkül): ${items.map((i) => `„${i}”`).join(', ')}.`,
  /** Console warning for attributes no widget setting has (a typo, or another library's data-*). */
  unknownWarning: (widget: string, names: readonly string[], known: readonly string[]) =>
    `[penzugy] ${widget}: ismeretlen beállítás: ${names.join(', ')}. Ismert beállítások: ${known.join(', ')}.`,
} as const;

/** The messages of the value types only some widgets use (value-types.ts). */
export const VALUE_TYPE_STRINGS = {
  badFormat: 'Az érték formája nem megfelelő.',
  date: 'Valós dátumot adjon meg ÉÉÉÉ-HH-NN alakban, például 2025-01-31.',
  dateOrder: 'Nem lehet korábbi a kezdő dátumnál.',
  unknownItems: (items: readonly string[]) => `Ismeretlen elem: ${items.map((i) => `„${i}”`).join(', ')}.`,
  tooManyItems: (max: number) => `Legfeljebb ${num(max)} elemet adjon meg.`,
  tooLong: (max: number) => `Legfeljebb ${num(max)} karakter lehet.`,
} as const;
