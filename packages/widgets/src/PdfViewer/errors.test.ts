import { describe, expect, it } from 'vitest';
import { describePdfError, PdfWorkerMissingError } from './errors';

/** pdf.js's exceptions as they arrive from its worker: named errors, some with a status. */
function pdfjsError(name: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error('x'), { name }, extra);
}

describe('describePdfError', () => {
  it('explains pdf.js failures in Hungarian', () => {
    expect(describePdfError(pdfjsError('InvalidPDFException'))).toBe('A fájl nem érvényes vagy sérült PDF-dokumentum.');
    expect(describePdfError(pdfjsError('PasswordException'))).toBe(
      'A PDF jelszóval védett, ezért nem jeleníthető meg.',
    );
    expect(describePdfError(pdfjsError('ResponseException', { status: 404, missing: true }))).toBe(
      'A fájl nem található (HTTP 404).',
    );
    expect(describePdfError(pdfjsError('ResponseException', { status: 503 }))).toBe(
      'A szerver hibát jelzett (HTTP 503).',
    );
    expect(describePdfError(pdfjsError('ResponseException', { status: 0 }))).toBe(
      'Nem sikerült letölteni a fájlt. Ellenőrizze az internetkapcsolatot.',
    );
    expect(describePdfError(new PdfWorkerMissingError())).toBe(
      'A PDF-megjelenítő nincs beállítva: hiányzik a pdf.js worker címe.',
    );
  });

  it('never shows an unknown error’s English text', () => {
    expect(describePdfError(new TypeError('Failed to fetch'))).toBe(
      'Nem sikerült betölteni a dokumentumot. Próbálja újra később.',
    );
    expect(describePdfError('boom')).toBe('Nem sikerült betölteni a dokumentumot. Próbálja újra később.');
    expect(describePdfError(null)).toBe('Nem sikerült betölteni a dokumentumot. Próbálja újra később.');
    // A plain object with a name, as errors cross the worker boundary.
    expect(describePdfError({ name: 'InvalidPDFException', message: 'Invalid PDF structure.' })).toBe(
      'A fájl nem érvényes vagy sérült PDF-dokumentum.',
    );
  });
});
