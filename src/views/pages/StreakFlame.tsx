/** The streak's flame, beside its figure on Today's Cards: a picture only (the figure and its words say it). */
export function StreakFlame({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 1.5c.9 3.3 4.9 5.9 4.9 11.1a4.9 4.9 0 0 1-9.8 0c0-2.6 1.1-4.4 2.4-5.6.2 1.9 1 3.1 2.2 3.6-.6-3.2-.4-6.2.3-9.1z" />
    </svg>
  );
}
