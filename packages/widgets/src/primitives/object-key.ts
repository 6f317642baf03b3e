const keys = new WeakMap<object, string>();
let next = 0;

/**
 * A string that stands for an object's identity, for useAsyncData's key when what is loaded
 * depends on an object (a document source, a pdf.js document): the same object always gets the
 * same key, another object another one.
 */
export function objectKey(value: object): string {
  let key = keys.get(value);
  if (key === undefined) {
    key = `#${++next}`;
    keys.set(value, key);
  }
  return key;
}
