import { useCallback, useEffect, useState } from 'react';
import type { DocumentKind, LeaseDto } from '../../../shared/leases.ts';
import { api } from '../kit/api-client.ts';

/**
 * A deal's signed documents (newest first, every kind: lease, move-in report, deposit statement) as its
 * sections show them: loading, failed, or the list; `put` replaces one answered by a write.
 */
export function useDealLeases(dealId: number) {
  const [leases, setLeases] = useState<LeaseDto[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      const answer = await api.get<{ leases: LeaseDto[] }>(`/admin/deals/${dealId}/leases`);
      setLeases(answer.leases);
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setLoading(false);
    }
  }, [dealId]);

  useEffect(() => {
    void load();
  }, [load]);

  const put = useCallback(
    (lease: LeaseDto) =>
      setLeases((list) => {
        const rest = (list ?? []).filter((l) => l.id !== lease.id);
        return [lease, ...rest].sort((a, b) => b.id - a.id);
      }),
    [],
  );

  return { leases, loading, failed, load, put };
}

export type DealLeases = ReturnType<typeof useDealLeases>;

/** The documents of one kind, newest first (null while none were read). */
export const ofKind = (leases: LeaseDto[] | null, kind: DocumentKind) => leases && leases.filter((l) => l.kind === kind);
