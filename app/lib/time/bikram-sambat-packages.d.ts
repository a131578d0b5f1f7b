// bikram-sambat ships no types: only what the adapter (bikram-sambat.ts) uses.
declare module "bikram-sambat" {
  type Day = { year: number; month: number; day: number };
  const bikramSambat: {
    /** A Gregorian "yyyy-MM-dd" as BS; months 1-12. Throws outside the package's data. */
    toBik(gregorian: string): Day;
    /** A BS day as Gregorian; months 1-12. Throws for a day the BS month does not have. */
    toGreg(year: number, month: number, day: number): Day;
    daysInMonth(year: number, month: number): number;
  };
  export default bikramSambat;
}

// The second package of the agreement test: its types are not in its package.json "exports".
declare module "@remotemerge/nepali-date-converter" {
  export default class DateConverter {
    /** A "yyyy-MM-dd" day, Gregorian for toBs(). */
    constructor(date: string);
    toBs(): { year: number; month: number; date: number; day: string };
  }
}
