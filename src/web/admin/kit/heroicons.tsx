/** The back-office's own icon shapes (Heroicons), decorative: the control or text beside each says what it means. */
type Path = string | { even: string };

/** A solid 20 px icon of `paths` (`{ even }`: a shape with holes, filled even-odd); `size-4` unless a class is given. */
export function solidIcon(...paths: Path[]) {
  return function SolidIcon({ className = 'size-4' }: { className?: string }) {
    return (
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
        {paths.map((p, i) =>
          typeof p === 'string' ? <path key={i} d={p} /> : <path key={i} fillRule="evenodd" clipRule="evenodd" d={p.even} />,
        )}
      </svg>
    );
  };
}

/** A 24 px outline icon of one stroke path, as the empty and failed states of a box show it. */
export function outlineIcon(d: string) {
  return function OutlineIcon() {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-6">
        <path strokeLinecap="round" strokeLinejoin="round" d={d} />
      </svg>
    );
  };
}
