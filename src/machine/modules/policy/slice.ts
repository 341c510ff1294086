/** The Policy module's part of the state (Level 4): Bribe envelopes, the Policy in force, a setting under way. */
import type { CardId } from '../../data/cards.ts';
import { isPolicyId, POLICY_IDS, type PolicyId } from '../../data/policies.ts';
import { customField, type FieldCodec } from '../../core/fields.ts';
import type { GameState, Seat } from '../../core/state.ts';

/** A Policy setting under way, from the secret hold-up to the setter's choice. */
export interface PolicySetting {
  /** Each seat's secret decision to hold up its envelope (null: not yet decided). */
  readonly held: readonly (boolean | null)[];
  /** Whether the decisions have been shown (the count reached three). */
  readonly shown: boolean;
  /** Who sets the Policy, once known. */
  readonly setter: Seat | null;
  /** What each envelope held up counted when opened (in the Policy then in force), once opened. */
  readonly bids: readonly { readonly player: Seat; readonly total: number }[] | null;
  /** A bribe that is no envelope, at a fixed worth (Riots: the Revolutionary's 5); left out when none. */
  readonly fixedBid?: { readonly player: Seat; readonly total: number };
}

export interface PolicySlice {
  /** Each seat's Bribe envelope: only its owner sees what is inside; how many cards is public. */
  readonly envelopes: readonly (readonly CardId[])[];
  readonly inForce: PolicyId | null;
  readonly setting: PolicySetting | null;
  /** Crises Activated so far (a new one in a Buy calls for a Policy setting). */
  readonly crisesSeen: number;
  /** The die rolled for Repress the Rebels: how many Rebels leave the Crisis the setter picks. */
  readonly repress: number | null;
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    policy: PolicySlice;
  }
}

export const NO_POLICY: PolicySlice = { envelopes: [], inForce: null, setting: null, crisesSeen: 0, repress: null };

export function policyOf(state: GameState): PolicySlice {
  return state.modules.policy ?? NO_POLICY;
}

export function withPolicy(state: GameState, update: (p: PolicySlice) => PolicySlice): GameState {
  return { ...state, modules: { ...state.modules, policy: update(policyOf(state)) } };
}

export function envelopeOf(state: GameState, seat: Seat): readonly CardId[] {
  return policyOf(state).envelopes[seat] ?? [];
}

/** Sets one seat's envelope. */
export function withEnvelope(state: GameState, seat: Seat, cards: readonly CardId[]): GameState {
  return withPolicy(state, (p) => {
    const envelopes = state.players.map((_, i) => p.envelopes[i] ?? []);
    envelopes[seat] = cards;
    return { ...p, envelopes };
  });
}

const policyCodec: FieldCodec<PolicyId> = { write: (w, p) => w.digit(POLICY_IDS.indexOf(p)), read: (r) => POLICY_IDS[r.digit(POLICY_IDS.length)]! };

export const policyField = customField<PolicyId>('a Policy', (v) => (isPolicyId(v) ? v : undefined), policyCodec);
export { policyCodec };
