/** The Troublemakers' zones of the table, by name (their descriptions load with the editor: zones.ts). */

/** The zones below the Guillotine, in their order on the table. */
export const TM_ZONES = ['tmAlignment', 'tmDeclared', 'tmFixed', 'tmDeck', 'tmRow', 'tmOrganized', 'tmDiscard', 'tmStrike', 'tmMissing', 'tmHostage'] as const;
export type TroublemakerZone = (typeof TM_ZONES)[number];

declare module '../../table/types.ts' {
  interface ModuleZones {
    tmAlignment: true;
    tmDeclared: true;
    tmFixed: true;
    tmDeck: true;
    tmRow: true;
    tmOrganized: true;
    tmDiscard: true;
    tmStrike: true;
    tmMissing: true;
    tmHostage: true;
  }
}
