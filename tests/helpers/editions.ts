/**
 * Golden links from before rules editions have no `e` section; today's encoder writes one (`eC`,
 * edition 2) right after the version. This gives the link today's encoder writes for the same game,
 * so a golden test can check both: the old link still opens, and today's writes what it should.
 */
import { linkChecksum } from '../../src/machine/core/link/index.ts';

export function withEditionSection(golden: string): string {
  const body = golden.slice(0, golden.lastIndexOf('.')).replace(/^g=2\./, 'g=2.eC.');
  return `${body}.${linkChecksum(body)}`;
}
