/**
 * Numbers as Nepali readers write them: Devanagari digits (०-९) with the
 * lakh grouping ("१२,३४,५६७"), what Node's `Intl.NumberFormat("ne-NP")` gives.
 *
 * Chromium does not offer Nepali to Intl.NumberFormat: there "ne-NP" falls
 * back to US English and shows Latin digits, so a page formatted on the server and
 * again in the browser would disagree. The number is therefore formatted as
 * Indian English (the same lakh grouping, known to both) and its digits
 * swapped for Devanagari ones: one output on the server and in every browser.
 */
const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** "2083" -> "२०८३": every Latin digit of a text as its Devanagari digit; other characters kept. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]);
}

/**
 * A number in Nepali: `formatNepaliNumber(1234567.5)` is "१२,३४,५६७.५";
 * `{ useGrouping: false }` for years ("२०८३"). The options are
 * `Intl.NumberFormat`'s, for plain numbers and percentages (a currency would
 * come out as India's rupee).
 */
export function formatNepaliNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return toDevanagariDigits(new Intl.NumberFormat("en-IN", options).format(value));
}
