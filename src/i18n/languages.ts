// The answer languages and Accept-Language negotiation (RFC 9110 §12.5.4 weights).
export const LANGUAGES = ['en', 'hi', 'ma', 'bn', 'ta', 'te', 'ml', 'kn'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Tags clients send for our languages besides the codes themselves. `ma` is the interface's code for
 * Marathi, but not a language tag (ISO 639-1 `ma` is unassigned); `mr` is Marathi's ISO code. Nothing else
 * is aliased: `tl` is Tagalog and `tm` is no code at all, so neither may mean Telugu or Tamil.
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { mr: 'ma' };

/** The BCP 47 tag (RFC 5646) of a language, for Content-Language: our codes are ISO 639-1 except Marathi's. */
export function languageTag(lang: Language): string {
  return lang === 'ma' ? 'mr' : lang;
}

function toLanguage(tag: string, offered: readonly Language[]): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  const lang = (LANGUAGE_ALIASES[primary] ?? primary) as Language;
  return offered.includes(lang) ? lang : undefined;
}

/**
 * The offered language the client weights highest; ties go to the one listed first. A missing,
 * malformed or unmatched header gives English.
 */
export function negotiateLanguage(header: string | undefined, offered: readonly Language[] = LANGUAGES): Language {
  if (!header) return 'en';
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const lang = toLanguage(tag, offered);
    if (lang && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'en';
}
