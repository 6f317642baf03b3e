import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { readStoredUser, USER_STORAGE_KEY, writeStoredUser } from './stored-user';

describe("the 'user' storage entry (docs/product.md#accounts)", () => {
  it('exists exactly while a user is stored, and round-trips the user', () => {
    const storage = new MemoryStorage();
    const user = { uid: 'u1', email: 'anna@pelda.hu', displayName: null };
    writeStoredUser(storage, user);
    expect(storage.getItem(USER_STORAGE_KEY)).not.toBeNull();
    expect(readStoredUser(storage)).toEqual(user);
    writeStoredUser(storage, null);
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(readStoredUser(storage)).toBeNull();
  });

  it('does not trust an entry that is not ours', () => {
    const storage = new MemoryStorage();
    for (const raw of ['true', '{"uid":""}', '{"email":"x@y.hu"}', 'not json', '[1]', 'null']) {
      storage.setItem(USER_STORAGE_KEY, raw);
      expect(readStoredUser(storage)).toBeNull();
    }
    storage.setItem(USER_STORAGE_KEY, '{"uid":"u2","email":5}');
    expect(readStoredUser(storage)).toEqual({ uid: 'u2', email: null, displayName: null });
  });

  it('works without storage and survives a storage that throws', () => {
    expect(readStoredUser(null)).toBeNull();
    expect(() => writeStoredUser(null, { uid: 'u', email: null, displayName: null })).not.toThrow();
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => writeStoredUser(broken, { uid: 'u', email: null, displayName: null })).not.toThrow();
    expect(readStoredUser(broken)).toBeNull();
  });
});
