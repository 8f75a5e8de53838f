/** The first tab stop of a layout: hidden until focused, it jumps to `<main id="main">`. */
export const SkipLink = () => (
  <a
    href="#main"
    className="sr-only z-[60] rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3 print:hidden"
  >
    Skip to main content
  </a>
);
