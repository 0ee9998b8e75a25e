/** The disclosure button's chevron, drawn closed; CSS turns it by its `data-open`. */
export function DisclosureChevron({ className }: { className: string }) {
  return (
    <svg className={className} data-open={false} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
