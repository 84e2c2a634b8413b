interface PageHeroProps {
  eyebrow: string;
  title: string;
  intro?: string;
  /** The home page gets the tall hero; section pages a shorter one. */
  size?: 'large' | 'small';
  children?: React.ReactNode;
}

/** The dark header band with the skyline that opens every listing page. */
export function PageHero({ eyebrow, title, intro, size = 'small', children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_85%_0%,rgba(47,111,214,0.55),transparent),radial-gradient(ellipse_60%_50%_at_0%_100%,rgba(127,167,232,0.18),transparent)]"
      />
      <img
        src="/skyline.svg"
        alt=""
        width={1440}
        height={300}
        className={`pointer-events-none absolute inset-x-0 bottom-0 -z-10 w-full object-cover object-bottom ${size === 'large' ? 'h-28 sm:h-64' : 'h-24 sm:h-44'}`}
      />
      <div
        className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${size === 'large' ? 'pb-14 pt-6 sm:pb-32 sm:pt-24' : 'pb-14 pt-6 sm:pb-24 sm:pt-16'}`}
      >
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-brand-100 sm:text-sm">{eyebrow}</p>
        <h1
          className={`mt-3 max-w-3xl font-bold tracking-tight text-balance ${size === 'large' ? 'text-3xl sm:text-6xl' : 'text-3xl sm:text-5xl'}`}
        >
          {title}
        </h1>
        {intro && <p className="mt-2 max-w-2xl text-sm leading-6 text-slate-200 sm:mt-4 sm:text-lg sm:leading-7">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
