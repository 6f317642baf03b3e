import { compareCompanies } from './derive';
import { checkLimit, decodeCursor, fillPage } from './paging';
import type { Company, DocumentSource } from './types';

export interface MemoryDocumentSourceOptions {
  /** The companies, in any order; those without documents are listed by `getCompany` only. */
  companies: readonly Company[];
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason;
}

/**
 * A source over companies already in memory: for a host that has its own list, for the static
 * source once it has read its manifest, and for stories and tests. Pages like the other sources.
 */
export function createMemoryDocumentSource({ companies }: MemoryDocumentSourceOptions): DocumentSource {
  const sorted = [...companies].sort(compareCompanies);
  // Unlike a bucket, memory knows which folders are empty without reading them, so pages skip them
  // up front and "more" is only offered when more companies with documents exist.
  const listed = sorted.filter((c) => c.documents.length > 0);
  return {
    async listCompanies({ cursor, limit, signal } = {}) {
      throwIfAborted(signal);
      const size = checkLimit(limit);
      const offset = decodeCursor(cursor, listed.length);
      const page = await fillPage(listed, offset, size, async (batch) => [...batch]);
      return { ...page, folderCount: sorted.length };
    },
    async getCompany(id, { signal } = {}) {
      throwIfAborted(signal);
      return sorted.find((c) => c.id === id) ?? null;
    },
  };
}
