/**
 * Where a card fact comes from. The rulebook text we work from lacks the card faces, so every
 * field says whether the text states it, whether a worked example implies it, or whether we chose
 * it ourselves so that every worked example still plays out as printed. The card reference page
 * shows these marks; this data is the one place to correct a stand-in once the printed value is known.
 */
export type Source = 'rulebook' | 'inferred' | 'stand-in';

/** Per-field provenance of one record: every listed field names its source. */
export type Provenance<Field extends string> = { readonly [K in Field]: Source };
