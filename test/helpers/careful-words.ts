// What our prose never says (docs/reports.md, careful practice): no organ or weak point, no death, disease
// or accident. Tendencies and habits, never a diagnosis or a fatal certainty. One list for every text bank.
export const CAREFUL_BANNED =
  /\b(death|dying|disaster|catastroph\w*|disease|illness|accident|fatal|diagnos\w*|stomach|digest\w*|liver|kidneys?|lungs?|chest|throat|abdomen|circulation|blood|bowels?)\b/i;
