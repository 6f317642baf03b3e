/**
 * Reading and confirming what the personal-area tests leave in the emulators, past the security
 * rules (the emulators' admin token), as staff tools and the e-mailed links would.
 */
import type { EmulatorHosts } from '../support/services/emulators';

type Value = {
  stringValue?: string;
  arrayValue?: { values?: Value[] };
  integerValue?: string;
  timestampValue?: string;
};

function plain(value: Value): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  return value;
}

/** The documents of a collection path ('users/uid/watchlist', 'contactMessages'), with plain field values. */
export async function storedDocs(
  { projectId, firestoreHost }: EmulatorHosts,
  collectionPath: string,
): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const res = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${collectionPath}`,
    {
      headers: { authorization: 'Bearer owner' },
    },
  );
  if (!res.ok) throw new Error(`reading ${collectionPath}: HTTP ${res.status}`);
  const body = (await res.json()) as { documents?: { name: string; fields?: Record<string, Value> }[] };
  return (body.documents ?? []).map((d) => ({
    id: d.name.split('/').pop()!,
    fields: Object.fromEntries(Object.entries(d.fields ?? {}).map(([k, v]) => [k, plain(v)])),
  }));
}

/** Every document under users/{uid} the site writes: the list, its counter and its order. */
export async function userDocs(hosts: EmulatorHosts, uid: string): Promise<string[]> {
  const found: string[] = [];
  for (const sub of ['watchlist', 'counters', 'settings']) {
    for (const d of await storedDocs(hosts, `users/${uid}/${sub}`)) found.push(`${sub}/${d.id}`);
  }
  return found;
}

/** Opens an e-mailed action link's code (e-mail change, verification) as the link's page does. */
export async function applyActionCode({ authHost }: EmulatorHosts, oobCode: string): Promise<void> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  if (!res.ok) throw new Error(`applying the action code: HTTP ${res.status} ${await res.text()}`);
}
