const PATHS = { next: 'M4 12h15m-6-6 6 6-6 6', previous: 'M20 12H5m6-6-6 6 6 6' } as const;

/** The arrow of the islands' round buttons (search, slider), decorative beside the button's label. */
export default function ArrowIcon({ direction }: { direction: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[direction]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
