// Words the English prose banks must not use (#43): careful practice speaks of tendencies and habits,
// never a diagnosis, an organ or weak point, or a fatal certainty (docs/reports.md). Shared by the
// Vedic report banks' test and the Western profile banks' test.
export const UNCAREFUL_WORDS =
  /\b(death|dying|disaster|catastroph\w*|disease|illness|accident|fatal|diagnos\w*|stomach|digest\w*|liver|kidneys?|lungs?|chest|throat|abdomen|circulation|blood|bowels?)\b/i;
