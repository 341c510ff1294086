/**
 * Playing a Revolution card (`tm.revolutionary`): the Declared Revolutionary's one Action each turn,
 * from the face-up cards in front of them; or, inside an Infiltrator, the leading Billionaire's pick
 * of their two cards. Each kind's rule (`CARD_RULES`) lists its choices and does what it says; the
 * card then goes to the Revolution discard pile (an Organize! waits in front of the Revolutionary).
 */
import { isRevolutionCardId, revolutionInfo, revolutionKind, type RevolutionCardId, type RevolutionKind } from '../../../data/revolution.ts';
import { MARKET_NAMES } from '../../../data/markets.ts';
import { POLICY_IDS, policyName } from '../../../data/policies.ts';
import { event } from '../../../core/events.ts';
import { customField, field, optional } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove, type DescribeContext, type MoveOf } from '../../../core/moves.ts';
import { possessive } from '../../../core/wording.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { closeWindow } from '../../../core/windows.ts';
import { policyField } from '../../policy/index.ts';
import { troublemakersOf, withTroublemakers } from '../slice.ts';
import { infiltrator, infiltratorCards } from './infiltrator.ts';
import { boycott, comrade, sabotage } from './markets.ts';
import { piles, toRevolutionDiscard, withPiles } from './piles.ts';
import { infighting, mediaSlander, organize, pacification } from './rebel-cards.ts';
import { riots } from './riots.ts';
import { type CardRule, choiceFields, type RevolutionChoice, sameChoice } from './rule.ts';
import { hostages, involuntaryDonation, propaganda } from './sacrifices.ts';
import { bideYourTime, generalStrike, uncomfortableAlliance } from './quiet.ts';
import { fascistThugs } from './thugs.ts';
import { REVOLUTION_CARD_IDS } from '../../../data/revolution.ts';
import { asked, type FieldForm, type FormContext, type FormOption } from '../../../core/form.ts';
import { allSeats, domain } from '../../../core/form-domains.ts';
import { guillotineCrisis } from '../../crises/index.ts';
import { cardsOf } from '../../../core/cards-of.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Play this Revolution card, with the choices it asks for. */
    playRevolution: { card: RevolutionCardId } & RevolutionChoice;
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    revolutionPlayed: { player: Seat; card: RevolutionCardId };
  }
}

const CARD_RULES: Readonly<Record<RevolutionKind, CardRule>> = {
  'bide-your-time': bideYourTime,
  boycott,
  'comrade-on-the-inside': comrade,
  hostages,
  'fascist-thugs': fascistThugs,
  'general-strike': generalStrike,
  infighting,
  infiltrator,
  'involuntary-donation': involuntaryDonation,
  'media-slander': mediaSlander,
  organize,
  pacification,
  'propaganda-of-the-deed': propaganda,
  riots,
  sabotage,
  'uncomfortable-alliance': uncomfortableAlliance,
};

const ruleOf = (card: RevolutionCardId) => CARD_RULES[revolutionKind(card)];

export const revolutionCardField = customField<RevolutionCardId>('a Revolution card', (v) => (isRevolutionCardId(v) ? v : undefined), {
  write: (w, c) => w.digit(REVOLUTION_CARD_IDS.indexOf(c)),
  read: (r) => REVOLUTION_CARD_IDS[r.digit(REVOLUTION_CARD_IDS.length)]!,
});

/** The Declared Revolutionary, on their own turn with nothing else under way. */
const revolutionaryToPlay = (state: GameState, seat: Seat) =>
  troublemakersOf(state).declared && seat === state.options.troublemaker && state.current === seat && state.windows.length === 0;

/** The cards this seat may play now: the Revolutionary's row on their turn, or an Infiltrator's two. */
function playable(state: GameState, seat: Seat): readonly RevolutionCardId[] {
  if (revolutionaryToPlay(state, seat)) return piles(state).row;
  return infiltratorCards(state, seat) ?? [];
}

/** The Revolution cards on the table to play from: the Revolutionary's face-up row, and an Infiltrator's two. */
const revolutionCardForm: FieldForm = {
  label: 'Revolution card',
  pick: 'one',
  empty: 'No Revolution card is face-up to play.',
  options: (ctx) => {
    const t = troublemakersOf(ctx.state);
    const option =
      (group: string) =>
      (card: RevolutionCardId): FormOption => ({ key: card, value: card, label: revolutionInfo(card).name, group });
    const row = t.revolution?.row ?? [];
    const infiltrating = t.resolving?.kind === 'infiltrator' ? t.resolving.cards : [];
    return [...row.map(option('Face-up in front of the Revolutionary')), ...infiltrating.map(option("The Infiltrator's two cards"))];
  },
};

/** Whether the card picked asks for this choice (any card, while none is picked). */
const cardTakes = (kinds: readonly RevolutionKind[]) => (ctx: FormContext) => {
  const card = ctx.chosen.card;
  return !isRevolutionCardId(card) || kinds.includes(revolutionKind(card));
};

/** A choice field offered only for the cards that ask for it. */
/** A choice asked only when the card picked uses it. */
const onlyFor = (kinds: readonly RevolutionKind[], form: FieldForm): FieldForm => ({ ...form, when: cardTakes(kinds) });

const SACRIFICES: readonly RevolutionKind[] = ['hostages', 'propaganda-of-the-deed', 'involuntary-donation'];

export const playRevolutionFamily = defineMove({
  type: 'playRevolution',
  code: '8g',
  label: 'Play a Revolution card (the Revolutionary’s Action, or the Infiltrator’s pick)',
  rule: 'tm.revolutionary',
  words: { group: 'Play a Revolution card', button: 'Play' },
  action: true,
  fields: {
    card: asked(revolutionCardField, revolutionCardForm),
    crisis: asked(
      optional(field.card),
      onlyFor(
        ['infighting', 'organize', ...SACRIFICES],
        guillotineCrisis({ label: 'Crisis', help: 'Where a Rebel is sacrificed or taken off, or where Organize!’s two Rebels go.', none: 'No Crisis' }),
      ),
    ),
    target: asked(
      optional(field.seat),
      onlyFor(
        SACRIFICES,
        domain.seat({ label: 'Billionaire', help: 'The hostage, the one who misses a turn, or the one whose Asset goes back.', none: 'Nobody' }, (ctx) =>
          allSeats(ctx.state).filter((s) => s !== ctx.seat),
        ),
      ),
    ),
    asset: asked(
      optional(field.asset),
      onlyFor(
        ['involuntary-donation'],
        domain.asset({ label: 'Their Asset that goes back to its Market', none: 'No Asset' }, (ctx) => {
          const target = ctx.chosen.target;
          return typeof target === 'number' ? (ctx.state.players[target]?.assets ?? []) : [];
        }),
      ),
    ),
    policy: asked(
      optional(policyField),
      onlyFor(
        ['uncomfortable-alliance'],
        domain.named({ label: 'Suit Policy to put in force', none: 'No Policy' }, () => POLICY_IDS, policyName),
      ),
    ),
    market: asked(optional(field.market), onlyFor(['comrade-on-the-inside'], domain.market({ label: 'Market whose face-down cards you look at', none: 'No Market' }))),
  },
  candidates: (state, seat) =>
    [...new Set(playable(state, seat))].flatMap((card) =>
      ruleOf(card)
        .choices(state, seat)
        .map((choice) => ({ type: 'playRevolution' as const, seat, card, ...choiceFields(choice) })),
    ),
  check: (state, move) => {
    const cards = playable(state, move.seat);
    if (cards.length === 0)
      return illegal('tm.revolutionary', 'tm.revolutionary', 'Only the Declared Revolutionary plays Revolution cards, one as the Action of each of their turns.');
    if (!cards.includes(move.card))
      return illegal('tm.revolutionary', 'tm.revolutionary', `${revolutionInfo(move.card).name} is not one of the face-up cards you may play.`);
    if (
      !ruleOf(move.card)
        .choices(state, move.seat)
        .some((c) => sameChoice(c, choiceOf(move)))
    )
      return illegal('tm.revolutionary', revolutionInfo(move.card).rule, `That is not a choice ${revolutionInfo(move.card).name} offers now.`);
    return null;
  },
  apply: (state, move) => {
    const by = move.seat;
    const infiltrating = infiltratorCards(state, by);
    let next: GameState;
    if (infiltrating) {
      // The other card goes straight to the discard pile; the window closes before the card acts.
      const rest = [...infiltrating];
      rest.splice(rest.indexOf(move.card), 1);
      next = toRevolutionDiscard(
        withTroublemakers(closeWindow(state), (t) => ({ ...t, resolving: null })),
        rest,
      );
    } else {
      next = withPiles(state, (p) => {
        const row = [...p.row];
        row.splice(row.indexOf(move.card), 1);
        return { ...p, row };
      });
    }
    const rule = ruleOf(move.card);
    const played = event('revolutionPlayed', revolutionInfo(move.card).rule, { player: by, card: move.card });
    const out = rule.apply(next, by, choiceOf(move), move.card);
    const after = rule.keeps ? out.state : toRevolutionDiscard(out.state, [move.card]);
    return { state: after, events: [played, ...out.events] };
  },
  describe: (move, ctx) => {
    const how = choiceWords(move, ctx);
    return `Play ${revolutionInfo(move.card).name}${how ? `: ${how}` : ''}`;
  },
});

/** What a Revolution card does with the choices of this move ("sacrificing a Rebel from Pandemic, the Aristocrat misses their next turn"). */
function choiceWords(move: MoveOf<'playRevolution'>, ctx: DescribeContext): string {
  const target = move.target === undefined ? '' : ctx.name(move.target);
  const crisis = move.crisis === undefined ? '' : ctx.card(move.crisis);
  switch (revolutionKind(move.card)) {
    case 'infighting':
      return crisis ? `take a Rebel off ${crisis}` : 'no Rebel to take off';
    case 'organize':
      return crisis ? `the third Organize!: two Rebels onto ${crisis}` : 'it waits in the Organize! row';
    case 'hostages':
      return crisis ? `sacrificing a Rebel from ${crisis}, take ${target} hostage` : 'nothing happens';
    case 'propaganda-of-the-deed':
      return crisis ? `sacrificing a Rebel from ${crisis}, ${target} misses their next turn` : 'nothing happens';
    case 'involuntary-donation':
      return crisis && move.asset
        ? `sacrificing a Rebel from ${crisis}, ${possessive(target)} ${cardsOf(ctx.state).assetName(move.asset)} goes back to its Market`
        : 'nothing happens';
    case 'uncomfortable-alliance':
      return move.policy ? `put ${policyName(move.policy)} in force` : '';
    case 'comrade-on-the-inside':
      return move.market ? `look at the ${MARKET_NAMES[move.market]} Market's face-down cards` : 'no Market has face-down cards';
    default:
      return '';
  }
}

/** The choices a move makes, as its card rule reads them. */
const choiceOf = (move: RevolutionChoice): RevolutionChoice => ({
  crisis: move.crisis,
  target: move.target,
  asset: move.asset,
  policy: move.policy,
  market: move.market,
});
