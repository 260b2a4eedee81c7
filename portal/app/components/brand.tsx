/** The utility's marks: the GPA wordmark and the accepted-cards image. Inline SVG, no downloads. */

/**
 * GPA wordmark: a lightning bolt in a gold disc, 'GPA' and the product name. Its name holds its visible
 * words, so a link around it is named by it plus a screen-reader-only destination (WCAG 2.5.3).
 */
export function GpaLogo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "#ffffff" : "#0a264b";
  const subText = tone === "dark" ? "#d8e6f6" : "#16457f";
  return (
    <svg
      viewBox="0 0 236 48"
      role="img"
      aria-label="PayGPA, Guam Power Authority"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="24" cy="24" r="22" fill="#f2a900" />
      <path d="M27 7 14 27h9l-3 14 14-21h-9l2-13z" fill="#0a264b" />
      <text x="56" y="27" fill={text} fontFamily="Segoe UI, Arial, sans-serif" fontSize="24" fontWeight="800">
        Pay<tspan fill="#f2a900">GPA</tspan>
      </text>
      <text
        x="57"
        y="43"
        fill={subText}
        fontFamily="Segoe UI, Arial, sans-serif"
        fontSize="11"
        letterSpacing="0.6"
      >
        GUAM POWER AUTHORITY
      </text>
    </svg>
  );
}

/** The card brands a residential customer may pay with: Visa, MasterCard and Discover. */
export function AcceptedCards({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 204 40"
      role="img"
      aria-label="Accepted cards: Visa, MasterCard and Discover"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      {/* Visa */}
      <rect x="0.5" y="0.5" width="63" height="39" rx="5" fill="#ffffff" stroke="#cbd5e1" />
      <text
        x="32"
        y="27"
        textAnchor="middle"
        fill="#1a1f71"
        fontFamily="Arial, sans-serif"
        fontSize="19"
        fontStyle="italic"
        fontWeight="900"
      >
        VISA
      </text>
      <rect x="8" y="31" width="48" height="3" fill="#f7b600" />
      {/* MasterCard */}
      <rect x="70.5" y="0.5" width="63" height="39" rx="5" fill="#ffffff" stroke="#cbd5e1" />
      <circle cx="94" cy="20" r="12" fill="#eb001b" />
      <circle cx="110" cy="20" r="12" fill="#f79e1b" />
      <path d="M102 11a12 12 0 0 1 0 18 12 12 0 0 1 0-18z" fill="#ff5f00" />
      {/* Discover */}
      <rect x="140.5" y="0.5" width="63" height="39" rx="5" fill="#ffffff" stroke="#cbd5e1" />
      <text
        x="146"
        y="23.5"
        fill="#231f20"
        fontFamily="Arial, sans-serif"
        fontSize="9.5"
        fontWeight="700"
        textLength="25"
        lengthAdjust="spacingAndGlyphs"
      >
        DISC
      </text>
      <circle cx="176.5" cy="20.3" r="4.6" fill="#f58220" />
      <text
        x="182"
        y="23.5"
        fill="#231f20"
        fontFamily="Arial, sans-serif"
        fontSize="9.5"
        fontWeight="700"
        textLength="17"
        lengthAdjust="spacingAndGlyphs"
      >
        VER
      </text>
      <path d="M141 31h62v3.5a5 5 0 0 1-5 5h-52a5 5 0 0 1-5-5z" fill="#f58220" />
    </svg>
  );
}
