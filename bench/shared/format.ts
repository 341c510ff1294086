/** How the bench writes its figures: numbers in British style, percentages and medians. */

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const pct = (n: number, of: number) => `${fmt((100 * n) / Math.max(1, of), 1)} %`;

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
