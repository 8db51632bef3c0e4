// Words our prose never uses: careful practice speaks of tendencies and habits, never a diagnosis, an organ's
// weakness or a certainty of death, disease, accident or disaster (docs/reports.md). Shared by the text-bank tests.
export const BANNED_WORDS =
  /\b(death|dying|disaster|catastroph\w*|disease|illness|accident|fatal|diagnos\w*|stomach|digest\w*|liver|kidneys?|lungs?|chest|throat|abdomen|circulation|blood|bowels?)\b/i;
