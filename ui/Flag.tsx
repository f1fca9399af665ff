/**
 * Flags drawn as SVG: flag emoji do not render on Windows or in many Linux fonts (they show as
 * two letters or boxes), so the switcher would look broken there.
 */
const FLAGS: Record<string, React.ReactNode> = {
  en: (
    <>
      <clipPath id="flag-gb-clip">
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id="flag-gb-diag">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath="url(#flag-gb-clip)">
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-gb-diag)" stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </>
  ),
  pl: (
    <>
      <rect width="60" height="15" fill="#fff" />
      <rect y="15" width="60" height="15" fill="#DC143C" />
      <rect width="60" height="30" fill="none" stroke="#0002" strokeWidth="1" />
    </>
  ),
};

export const Flag = ({ locale }: { locale: string }) => (
  <svg viewBox="0 0 60 30" width={24} height={12} role="img" aria-hidden="true" style={{ borderRadius: 2 }}>
    {FLAGS[locale]}
  </svg>
);
