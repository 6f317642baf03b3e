import { describe, expect, it } from 'vitest';
import { chartFailureText } from '../widgets/state-bonds/chart-on-demand';
import { LOADER_STRINGS } from '../loader/strings';
import { OnDemandLoadError, onDemandImporter } from './verified-import';

describe('the on-demand importer', () => {
  it('loads the files in order and resolves to the last one', async () => {
    const asked: string[] = [];
    const load = onDemandImporter(async (file) => {
      asked.push(file);
      return { file };
    });
    await expect(load(['./chunks/a.js', './chunks/b.js'])).resolves.toEqual({ file: 'chunks/b.js' });
    expect(asked).toEqual(['chunks/a.js', 'chunks/b.js']);
  });

  it("turns the loader's diagnosis into an Error that says it (not „[object Object]”)", async () => {
    const failure = { kind: 'http', status: 503 } as const;
    const load = onDemandImporter(() => Promise.reject(failure));
    const error = await load(['./chunks/a.js']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OnDemandLoadError);
    expect(String(error)).toBe('OnDemandLoadError: A widget egy részét nem sikerült betölteni (HTTP 503).');
    expect((error as OnDemandLoadError).cause).toBe(failure);
    const cors = (await onDemandImporter(() => Promise.reject({ kind: 'cors' }))(['a.js']).catch(
      (e: unknown) => e,
    )) as Error;
    expect(cors.message).toBe('A widget egy részét nem sikerült betölteni (a kiszolgáló nem engedte).');
  });

  it('passes any other rejection on as it is', async () => {
    const other = new TypeError('x');
    await expect(onDemandImporter(() => Promise.reject(other))(['a.js'])).rejects.toBe(other);
  });
});

describe("the state-bond chart's failure line", () => {
  it('names the diagnosed cause, as the loader’s card does, instead of blaming the connection', () => {
    expect(chartFailureText(new OnDemandLoadError({ kind: 'cors' }))).toBe(
      `A grafikon betöltése nem sikerült. ${LOADER_STRINGS.failed.cors}`,
    );
    expect(chartFailureText(new OnDemandLoadError({ kind: 'offline' }))).toContain('Nincs internetkapcsolat');
    // No diagnosis (an import outside the embed's importer): no guessed cause.
    // (The retry button under it says what to do: no "Próbálja újra." before it.)
    expect(chartFailureText(new Error('x'))).toBe('A grafikon betöltése nem sikerült.');
  });
});
