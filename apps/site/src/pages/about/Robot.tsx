/**
 * The About page's robot illustrations, drawn as inline SVG (no image requests): a resting robot
 * and a working one, which the cards swap on hover and keyboard focus (docs/product.md#about).
 */
export function Robot({ working, tone }: { working: boolean; tone: string }) {
  return (
    <svg viewBox="0 0 120 120" width="96" height="96" aria-hidden="true" focusable="false">
      <rect x="30" y="34" width="60" height="46" rx="12" fill={tone} />
      <rect x="40" y="46" width="40" height="20" rx="8" fill="#0f1420" />
      {working ? (
        <>
          <path d="M46 56 l6 -5 l6 5" stroke="#3ecf8e" strokeWidth="4" fill="none" strokeLinecap="round" />
          <path d="M62 56 l6 -5 l6 5" stroke="#3ecf8e" strokeWidth="4" fill="none" strokeLinecap="round" />
          <path d="M20 40 L30 50 M100 40 L90 50" stroke={tone} strokeWidth="6" strokeLinecap="round" />
          <circle cx="60" cy="22" r="6" fill="#ffd166" />
        </>
      ) : (
        <>
          <circle cx="52" cy="56" r="4" fill="#5b9dff" />
          <circle cx="68" cy="56" r="4" fill="#5b9dff" />
          <path d="M22 66 L30 58 M98 66 L90 58" stroke={tone} strokeWidth="6" strokeLinecap="round" />
          <circle cx="60" cy="22" r="6" fill="#aab3c5" />
        </>
      )}
      <line x1="60" y1="28" x2="60" y2="34" stroke={tone} strokeWidth="4" />
      <rect x="42" y="82" width="12" height="18" rx="4" fill={tone} />
      <rect x="66" y="82" width="12" height="18" rx="4" fill={tone} />
    </svg>
  );
}
