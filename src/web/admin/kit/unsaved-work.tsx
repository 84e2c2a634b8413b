import { createContext, useCallback, useContext, useEffect, useId, useRef, type ReactNode } from 'react';

type Report = (id: string, unsaved: boolean) => void;

const UnsavedContext = createContext<Report | null>(null);

/**
 * A dialog that holds forms of their own (the deal's move-in report and deposit statement) asks before
 * it closes while one of them is half written (issue 45): the forms say so with `useUnsavedWork(dirty)`,
 * the dialog reads `unsaved()` before closing and wraps its body in `<UnsavedWorkScope report>`.
 */
export function useUnsavedScope() {
  const dirty = useRef(new Set<string>());
  const report = useCallback<Report>((id, unsaved) => {
    if (unsaved) dirty.current.add(id);
    else dirty.current.delete(id);
  }, []);
  const unsaved = useCallback(() => dirty.current.size > 0, []);
  return { report, unsaved };
}

export function UnsavedWorkScope({ report, children }: { report: Report; children: ReactNode }) {
  return <UnsavedContext.Provider value={report}>{children}</UnsavedContext.Provider>;
}

/** A form inside an `UnsavedWorkScope` says whether it holds work not yet saved (nothing outside one). */
export function useUnsavedWork(unsaved: boolean) {
  const report = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    report?.(id, unsaved);
    return () => report?.(id, false);
  }, [report, id, unsaved]);
}
