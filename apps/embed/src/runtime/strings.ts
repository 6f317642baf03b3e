/** Every Hungarian text the runtime shows itself (the widgets bring their own), together for review. */
export const RUNTIME_STRINGS = {
  crash: {
    title: 'Hiba történt',
    text: 'Ez a widget váratlan hiba miatt nem jeleníthető meg. Az oldal többi része továbbra is működik.',
    retry: 'Újrapróbálkozás',
  },
  fetch: {
    network: 'A szerver nem érhető el. Ellenőrizze az internetkapcsolatot.',
    status: (status: number) => `A szerver hibát jelzett (HTTP ${status}).`,
    notJson: 'A szerver válasza nem olvasható.',
  },
  /** An on-demand file that did not load (verified-import.ts), with the loader's diagnosis (loader/diagnose.ts) in brief. */
  onDemand: (cause: string) => `A widget egy részét nem sikerült betölteni (${cause}).`,
  /** The diagnoses' short names for `onDemand` (the loader's own explanations are longer: loader/strings.ts). */
  onDemandCause: {
    offline: 'nincs internetkapcsolat',
    blocked: 'a böngésző letiltotta',
    cors: 'a kiszolgáló nem engedte',
    integrity: 'sérült fájl',
    script: 'hibás fájl',
  },
} as const;
