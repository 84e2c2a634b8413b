import { useCallback, useEffect, useState } from 'react';
import type { LeaseDto } from '../../../shared/leases.ts';
import { api } from '../kit/api-client.ts';

/** A deal's leases (newest first) as the section shows them: loading, failed, or the list; `put` replaces one answered by a write. */
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
