/**
 * Try any move, legal or not: pick the kind, the cards, the Market(s), the player or the Asset,
 * and press the button. Every move names the seat making it: in a seat's view that seat, in the
 * table view the seat chosen here (the first seat that may act, unless another is picked). The
 * engine's `checkMove` judges it; a refused move leaves the game as it is and shows the reason with
 * a link to the rule it breaks, and a link to share that ruling. In a seat's own view, a Buy shows
 * its chance of success as that seat can know it (`buyOdds`); never in the table view.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  checkMove,
  crisesOf,
  describeMove,
  MARKETS,
  type AssetId,
  type CardId,
  type GameState,
  type IllegalMove,
  type MarketId,
  type Move,
  type Seat,
  type Viewer,
} from '../../machine/api.ts';
import { cardLabel, seatLabel } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { rolesFor, type RoleId, roleName } from '../../machine/data/roles.ts';
import { isPolicyId, POLICY_IDS, type PolicyId, policyName } from '../../machine/data/policies.ts';
import { AssetSelect, CardChecks, CardSelect, Field, MarketSelect, SeatSelect, TwoWaySelect, assetPlaces, type CardChoice } from './fields.tsx';
import { KIND_BY_TYPE, MOVE_KINDS, type MoveKind } from './builderKinds.ts';
import { ShareRuling } from './ShareRuling.tsx';
import { controllerOf, isPuppet } from '../../machine/core/seats.ts';
import { corrected } from '../../machine/core/editions.ts';
import { useLazy } from '../shared/useLazy.ts';

interface Props {
  readonly state: GameState;
  readonly viewer: Viewer;
  /** The seats that may act now. */
  readonly deciders: readonly Seat[];
  /** The legal moves shown in this view (the viewer's own, or every decider's in the table view). */
  readonly legal: readonly Move[];
  readonly onPlay: (move: Move) => void;
  /** The link fragment of a ruling on a move tried here ("Share this ruling"); null while the link code loads. */
  readonly rulingLink: ((move: Move) => string) | null;
}

type Kind = MoveKind['type'];

type Need =
  | 'cards'
  | 'card'
  | 'market'
  | 'markets'
  | 'player'
  | 'asset'
  | 'give'
  | 'draw'
  | 'partner'
  | 'crisis'
  // Level 3: a Role, keep or give up, cards to discard or to take from the Discard pile, an Asset to
  // take from a Market, the Scam Artist's optional offer, trade or return, the three sacrificed Assets.
  | 'role'
  | 'keep'
  | 'discards'
  | 'pile'
  | 'take'
  | 'offer'
  | 'trade'
  | 'sacrifice'
  // Level 4: a card from your own envelope, hold up or not, a Policy or none, cards to pay the tax with,
  // and whether a Billionaire Audited Audit is made as the Gangster.
  | 'envelope'
  | 'hold'
  | 'policy'
  | 'tax'
  | 'gangster'
  // Two players: a Puppet to Purchase from and the cards to pay, a nudge's direction, and whether a
  // double six Audit keeps the Asset (as the Gangster).
  | 'puppet'
  | 'pay'
  | 'up'
  | 'kept'
  // The Space Program: launch or not, whom to board with (or alone), and the answer to an invitation.
  | 'go'
  | 'aboard'
  | 'accept'
  // The Troublemakers: the cards a Fix puts forward, a card offered to it (or none), the offers
  // accepted, the Round card drawn or not, the card taken from a Buy.
  | 'fixCards'
  | 'offerFix'
  | 'acceptSeats'
  | 'roundTake'
  | 'buyCard';

const NEEDS: Readonly<Record<Kind, readonly Need[]>> = {
  draw: ['draw'],
  buy: ['cards', 'market'],
  claim: ['asset'],
  declineClaim: [],
  invest: ['card', 'market', 'draw'],
  exchangeHand: ['card', 'market'],
  exchangeMarkets: ['markets'],
  audit: ['card', 'player', 'asset'],
  scam: ['card', 'player', 'asset', 'give'],
  gameTheMarket: ['card'],
  skipBuy: [],
  pass: [],
  returnAsset: ['asset'],
  endRoundEarly: [],
  panicOffer: ['asset'],
  panicWithdraw: ['asset'],
  panicTrade: ['give', 'partner', 'asset'],
  panicAgree: [],
  panicRefuse: [],
  removeRebel: ['crisis'],
  keepRole: ['role'],
  keepHeldRole: ['keep'],
  discardToLimit: ['discards'],
  revealBanker: [],
  powerBrokerSwap: ['give', 'take'],
  scamArtist: ['player', 'asset', 'offer'],
  answerScamArtist: ['trade'],
  gangsterAudit: ['card', 'player', 'asset'],
  revealCelebrity: [],
  speculate: ['pile'],
  dictateSacrifice: ['sacrifice'],
  passReveal: [],
  endTurn: [],
  bribeIn: ['card'],
  bribeOut: ['envelope'],
  finishBribes: [],
  holdUp: ['hold'],
  setPolicy: ['policy'],
  digUp: ['pile'],
  policyAudit: ['player', 'asset', 'gangster'],
  declineAudit: [],
  repress: ['crisis'],
  payTaxCards: ['tax'],
  payTaxAsset: ['asset'],
  insiderSwap: ['player'],
  noSwap: [],
  vultureTake: ['player'],
  vultureRedraw: [],
  revealToady: [],
  purchase: ['puppet', 'asset', 'pay'],
  nudge: ['card', 'up'],
  keepRoll: [],
  puppetAudit: ['player', 'asset', 'kept'],
  skipAudit: [],
  puppetSwap: ['give', 'take'],
  endSwaps: [],
  contribute: ['card'],
  launch: ['go'],
  boardRocket: ['aboard'],
  answerRocket: ['accept'],
  fixCrisis: ['crisis', 'fixCards'],
  declare: [],
  offerFixCard: ['offerFix'],
  acceptFixOffers: ['acceptSeats'],
  roundCard: ['roundTake'],
  takeBuyCard: ['buyCard'],
};

const PLAYER_LABEL: Partial<Record<Kind, string>> = {
  scam: 'Player to Scam',
  audit: 'Player to Audit',
  gangsterAudit: 'Player to Audit',
  scamArtist: 'Player whose Asset you pick',
  policyAudit: 'Player to Audit',
  insiderSwap: 'Swap envelopes with',
  vultureTake: 'Take the Role of',
  puppetAudit: 'Billionaire to Audit',
};

const ASSET_LABEL: Partial<Record<Kind, string>> = {
  scam: 'Asset to take',
  returnAsset: 'Asset to give back',
  panicOffer: 'Asset offered',
  panicWithdraw: 'Offered Asset to take back',
  scamArtist: 'Their Asset you pick',
  gangsterAudit: 'Asset to take',
  policyAudit: 'Asset sent back (or kept, as the Gangster)',
  payTaxAsset: 'Asset to pay',
  purchase: "The Puppet's Asset to take",
  puppetAudit: 'Asset to Audit',
};

const GIVE_LABEL: Partial<Record<Kind, string>> = {
  powerBrokerSwap: 'Your Asset to give back to its Market',
  puppetSwap: 'Your Asset to give your Puppet',
};

/** The three Assets of a dictated sacrifice, one select each. */
const SACRIFICE_SLOTS = [0, 1, 2] as const;

export function MoveBuilder({ state, viewer, deciders, legal, onPlay, rulingLink }: Props) {
  // Who makes the move: the viewer, or in the table view a chosen seat (by default the first decider).
  const [seatChoice, setSeatChoice] = useState<Seat | null>(null);
  const decidersKey = deciders.join(' ');
  // When other seats come to decide, follow them again.
  useEffect(() => setSeatChoice(null), [decidersKey]);
  const fallback = deciders[0] ?? state.current;
  const mover: Seat = viewer === 'table' ? (seatChoice !== null && seatChoice < state.players.length ? seatChoice : fallback) : viewer;
  // A person's moves include those they make for their Puppet (a Puppet's claim names the Puppet's seat).
  const moverLegal = legal.filter((m) => m.seat === mover || (typeof m.seat === 'number' && controllerOf(state, m.seat) === mover));
  // The first legal kind the builder can put together (some moves, such as a Revolution card, are played from the list and the clear steps only).
  const firstLegal = [...moverLegal, ...legal].map((m) => m.type).find((t) => KIND_BY_TYPE.has(t)) as Kind | undefined;
  const [kind, setKind] = useState<Kind>(firstLegal ?? 'buy');
  const [picked, setPicked] = useState<readonly CardId[]>([]);
  const [card, setCard] = useState<CardChoice>('');
  const [market, setMarket] = useState<MarketId>('influence');
  const [market2, setMarket2] = useState<MarketId>('legacy');
  const [player, setPlayer] = useState(0);
  const [partner, setPartner] = useState(1);
  const [crisis, setCrisis] = useState<CardChoice>('');
  const [asset, setAsset] = useState('');
  const [give, setGive] = useState('');
  const [take, setTake] = useState('');
  const [draw, setDraw] = useState<CardChoice>('');
  const [refused, setRefused] = useState<{ illegal: IllegalMove; label: string; move: Move } | null>(null);
  const [chooseDeal, setChooseDeal] = useState(false);
  const [deal, setDeal] = useState<readonly CardId[]>([]);
  const [role, setRole] = useState<RoleId | ''>('');
  const [keep, setKeep] = useState(true);
  const [trade, setTrade] = useState(true);
  const [ticked, setTicked] = useState<readonly CardId[]>([]);
  const [sacrifice, setSacrifice] = useState<readonly string[]>(['', '', '']);
  const [fromEnvelope, setFromEnvelope] = useState<CardChoice>('');
  const [hold, setHold] = useState(true);
  const [policy, setPolicy] = useState<PolicyId | ''>('');
  const [gangster, setGangster] = useState(false);
  const [up, setUp] = useState(true);
  const [puppetSeat, setPuppetSeat] = useState(1);
  const [go, setGo] = useState(true);
  const [aboard, setAboard] = useState<Seat | null>(null);
  const [accept, setAccept] = useState(true);
  const [offerFix, setOfferFix] = useState<CardChoice>('');
  const [acceptSeats, setAcceptSeats] = useState<readonly Seat[]>([]);
  const [roundTake, setRoundTake] = useState(true);
  const [buyCard, setBuyCard] = useState<CardChoice>('');

  // A new state (a move played, undo, a new game): forget the last refusal.
  useEffect(() => setRefused(null), [state]);

  const hand = state.players[mover]?.hand ?? [];
  const buyCards = [...hand, ...state.aside];
  const pickedNow = picked.filter((c) => buyCards.includes(c));
  const cardNow: CardChoice = card !== '' && hand.includes(card) ? card : (hand[0] ?? '');
  const allAssets = assetPlaces(state).flatMap((g) => g.assets);
  const assetNow = (allAssets.includes(asset as AssetId) ? asset : allAssets[0]) as AssetId;
  const giveNow = (allAssets.includes(give as AssetId) ? give : allAssets[0]) as AssetId;
  // A Panic! trade may leave either side empty (a gift): '' is "nothing".
  const tradeGive = (give === '' || allAssets.includes(give as AssetId) ? give : allAssets[0]) as AssetId | '';
  const tradeTake = (take === '' || allAssets.includes(take as AssetId) ? take : allAssets[0]) as AssetId | '';
  const drawNow: CardChoice = draw !== '' && state.deck.includes(draw) ? draw : '';
  const playerNow = player < state.players.length ? player : 0;
  const aboardNow = aboard !== null && aboard < state.players.length ? aboard : null;
  const partnerNow = partner < state.players.length ? partner : 0;
  const onGuillotine = crisesOf(state).guillotine.map((c) => c.card);
  const crisisNow: CardChoice = crisis !== '' && onGuillotine.includes(crisis) ? crisis : (onGuillotine[0] ?? '');
  const kinds = MOVE_KINDS.filter(
    (k) =>
      (k.level ?? 1) <= state.options.level &&
      (!k.puppets || state.options.puppets === true) &&
      (!k.space || state.modules.spaceProgram !== undefined) &&
      (!k.troublemakers || state.modules.troublemakers !== undefined),
  );
  // Level 3: the Roles of this game (any of them may be named, to try a Role not drawn; the Space
  // Cowboy with the Space Program), the cards ticked among those the move picks from, an Asset to
  // take, and the three of a dictated sacrifice.
  const gameRoles = rolesFor(state.options);
  const roleNow: RoleId | '' = role !== '' && gameRoles.includes(role) ? role : '';
  const tickFrom = kind === 'speculate' || kind === 'digUp' ? state.discard : hand;
  // Two players: the Puppet seats (1 and 3) to Purchase from; a claim after a Puppet's Buy is made for the Puppet.
  const puppetSeats = state.players.map((_, i) => i).filter((i) => isPuppet(state, i));
  const puppetNow = puppetSeats.includes(puppetSeat) ? puppetSeat : (puppetSeats[0] ?? 1);
  const buyer = state.buy?.buyer;
  const claimer = buyer !== undefined && buyer !== mover && isPuppet(state, buyer) && controllerOf(state, buyer) === mover ? buyer : mover;
  // The Space Program: a Puppet with the top Launch Score boards (or not) by its controller's choice.
  const top = state.modules.spaceProgram?.launch?.top;
  const rocketTop = top !== undefined && top !== mover && isPuppet(state, top) && controllerOf(state, top) === mover ? top : mover;
  const tickedNow = ticked.filter((c) => tickFrom.includes(c));
  const takeNow = (allAssets.includes(take as AssetId) ? take : allAssets[0]) as AssetId;
  const sacrificeNow = SACRIFICE_SLOTS.map((i) => (allAssets.includes(sacrifice[i] as AssetId) ? sacrifice[i]! : (allAssets[i] ?? allAssets[0]!)) as AssetId);
  const canChooseDraw = viewer === 'table';
  // Level 4: the mover's own envelope (only its owner takes cards out).
  const envelope = state.modules.policy?.envelopes[mover] ?? [];
  const envelopeNow: CardChoice = fromEnvelope !== '' && envelope.includes(fromEnvelope) ? fromEnvelope : (envelope[0] ?? '');
  const needs = NEEDS[kind] ?? [];
  // Game the Market gathers every card at the Markets; a chosen deal lists them in the order dealt.
  const gathered = MARKETS.flatMap((m) => [...(state.markets[m].faceUp ? [state.markets[m].faceUp!] : []), ...state.markets[m].faceDown]);
  const dealNow = deal.length === gathered.length && gathered.every((c) => deal.includes(c)) ? deal : gathered;
  const shift = (i: number, by: number) => {
    const next = [...dealNow];
    const j = i + by;
    if (j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j]!, next[i]!];
    setDeal(next);
  };
  // The Troublemakers: a card offered to a Fix (or none), the cards of the Buy under way the Reformist may take.
  const offerFixNow: CardChoice = offerFix !== '' && hand.includes(offerFix) ? offerFix : '';
  const buyUsed = state.buy ? [...new Set([...state.buy.played, ...state.buy.revealed])] : [];
  const buyCardNow: CardChoice = buyCard !== '' && buyUsed.includes(buyCard) ? buyCard : (buyUsed[0] ?? '');
  const missingCard =
    (needs.includes('buyCard') && buyCardNow === '') ||
    (needs.includes('envelope') && envelopeNow === '') ||
    (needs.includes('card') && cardNow === '') ||
    (needs.includes('cards') && pickedNow.length === 0) ||
    (needs.includes('crisis') && crisisNow === '');

  const build = (): Move | null => {
    const chosen = canChooseDraw && drawNow !== '' ? drawNow : undefined;
    const seat = mover;
    // A move that names a card (or a Crisis) when there is none to name: nothing to try (the button
    // is disabled then, see missingCard).
    switch (kind) {
      case 'draw':
        return chosen ? { type: 'draw', seat, card: chosen } : { type: 'draw', seat };
      case 'buy':
        return { type: 'buy', seat, market, cards: pickedNow };
      case 'claim':
        return { type: 'claim', seat: claimer, asset: assetNow };
      case 'declineClaim':
        return { type: 'declineClaim', seat: claimer };
      case 'purchase':
        return { type: 'purchase', seat, puppet: puppetNow, asset: assetNow, cards: tickedNow };
      case 'nudge':
        return cardNow === '' ? null : { type: 'nudge', seat, card: cardNow, up };
      case 'puppetAudit':
        return { type: 'puppetAudit', seat, player: playerNow, asset: assetNow, keep: gangster };
      case 'puppetSwap':
        return { type: 'puppetSwap', seat, give: giveNow, take: takeNow };
      case 'invest':
        if (cardNow === '') return null;
        return chosen ? { type: 'invest', seat, card: cardNow, market, draw: chosen } : { type: 'invest', seat, card: cardNow, market };
      case 'exchangeHand':
        if (cardNow === '') return null;
        return { type: 'exchangeHand', seat, card: cardNow, market };
      case 'exchangeMarkets':
        return { type: 'exchangeMarkets', seat, markets: [market, market2] };
      case 'audit':
        if (cardNow === '') return null;
        return { type: 'audit', seat, card: cardNow, player: playerNow, asset: assetNow };
      case 'scam':
        if (cardNow === '') return null;
        return { type: 'scam', seat, card: cardNow, player: playerNow, take: assetNow, give: giveNow };
      case 'gameTheMarket':
        if (cardNow === '') return null;
        return canChooseDraw && chooseDeal ? { type: 'gameTheMarket', seat, card: cardNow, deal: dealNow } : { type: 'gameTheMarket', seat, card: cardNow };
      case 'returnAsset':
        return { type: 'returnAsset', seat, asset: assetNow };
      case 'panicOffer':
        return { type: 'panicOffer', seat, asset: assetNow };
      case 'panicWithdraw':
        return { type: 'panicWithdraw', seat, asset: assetNow };
      case 'panicTrade':
        return { type: 'panicTrade', seat, partner: partnerNow, give: tradeGive === '' ? [] : [tradeGive], take: tradeTake === '' ? [] : [tradeTake] };
      case 'removeRebel':
        if (crisisNow === '') return null;
        return { type: 'removeRebel', seat, crisis: crisisNow };
      case 'keepRole':
        return roleNow === '' ? { type: 'keepRole', seat } : { type: 'keepRole', seat, role: roleNow };
      case 'keepHeldRole':
        return { type: 'keepHeldRole', seat, keep };
      case 'discardToLimit':
        return { type: 'discardToLimit', seat, cards: tickedNow };
      case 'speculate':
        return { type: 'speculate', seat, take: tickedNow };
      case 'answerScamArtist':
        return { type: 'answerScamArtist', seat, trade };
      case 'powerBrokerSwap':
        return { type: 'powerBrokerSwap', seat, give: giveNow, take: takeNow };
      case 'scamArtist':
        return tradeGive === ''
          ? { type: 'scamArtist', seat, player: playerNow, take: assetNow }
          : { type: 'scamArtist', seat, player: playerNow, take: assetNow, give: tradeGive };
      case 'gangsterAudit':
        if (cardNow === '') return null;
        return { type: 'gangsterAudit', seat, card: cardNow, player: playerNow, asset: assetNow };
      case 'dictateSacrifice':
        return { type: 'dictateSacrifice', seat, assets: sacrificeNow };
      case 'bribeIn':
        return cardNow === '' ? null : { type: 'bribeIn', seat, card: cardNow };
      case 'bribeOut':
        return envelopeNow === '' ? null : { type: 'bribeOut', seat, card: envelopeNow };
      case 'holdUp':
        return { type: 'holdUp', seat, hold };
      case 'setPolicy':
        return policy === '' ? { type: 'setPolicy', seat } : { type: 'setPolicy', seat, policy };
      case 'digUp':
        return { type: 'digUp', seat, take: tickedNow };
      case 'policyAudit':
        return { type: 'policyAudit', seat, player: playerNow, asset: assetNow, gangster };
      case 'repress':
        return crisisNow === '' ? null : { type: 'repress', seat, crisis: crisisNow };
      case 'payTaxCards':
        return { type: 'payTaxCards', seat, cards: tickedNow };
      case 'payTaxAsset':
        return { type: 'payTaxAsset', seat, asset: assetNow };
      case 'insiderSwap':
        return { type: 'insiderSwap', seat, with: playerNow };
      case 'vultureTake':
        return { type: 'vultureTake', seat, from: playerNow };
      case 'contribute':
        return cardNow === '' ? null : { type: 'contribute', seat, card: cardNow };
      case 'launch':
        return { type: 'launch', seat, go };
      case 'boardRocket':
        return aboardNow === null ? { type: 'boardRocket', seat: rocketTop } : { type: 'boardRocket', seat: rocketTop, partner: aboardNow };
      case 'answerRocket':
        return { type: 'answerRocket', seat, accept };
      case 'fixCrisis':
        return crisisNow === '' ? null : { type: 'fixCrisis', seat, crisis: crisisNow, cards: tickedNow };
      case 'offerFixCard':
        return offerFixNow === '' ? { type: 'offerFixCard', seat } : { type: 'offerFixCard', seat, card: offerFixNow };
      case 'acceptFixOffers':
        return { type: 'acceptFixOffers', seat, seats: [...acceptSeats].sort((a, b) => a - b) };
      case 'roundCard':
        return { type: 'roundCard', seat, take: roundTake };
      case 'takeBuyCard':
        return buyCardNow === '' ? null : { type: 'takeBuyCard', seat, card: buyCardNow };
      default:
        return { type: kind, seat } as Move;
    }
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const move = build();
    if (!move) return;
    const problem = checkMove(state, move);
    if (problem) {
      setRefused({ illegal: problem, label: describeMove(state, move, viewer), move });
      return;
    }
    setRefused(null);
    onPlay(move);
  };

  // The odds of a Buy, only in a seat's own view (they count what that seat knows), loaded on demand.
  const showOdds = kind === 'buy' && viewer !== 'table' && pickedNow.length > 0;
  const odds = useLazy(() => import('./BuyOdds.tsx').then((m) => m.BuyOdds), showOdds);

  // Two players: the Puppet's roll, the double six Audit, its claim and the trade as clear steps (loaded on demand).
  const step = useLazy(() => import('../modules/puppets/PuppetStep.tsx').then((m) => m.PuppetStep), state.options.puppets === true);
  // The Space Program: launching, boarding and the answer to an invitation as clear steps (loaded on demand).
  const spaceStep = useLazy(() => import('../modules/spaceProgram/SpaceStep.tsx').then((m) => m.SpaceStep), state.modules.spaceProgram !== undefined);
  // The Troublemakers: the Fix, its offers and their answer, the Reformist's cards as clear steps (loaded on demand).
  const tmStep = useLazy(() => import('../modules/troublemakers/TroublemakersStep.tsx').then((m) => m.TroublemakersStep), state.modules.troublemakers !== undefined);

  const verb = KIND_BY_TYPE.get(kind)?.verb ?? 'Try';
  return (
    <>
      {step.kind === 'ready' ? <step.component state={state} mover={mover} moves={moverLegal} onPlay={onPlay} /> : null}
      {spaceStep.kind === 'ready' ? <spaceStep.component state={state} mover={mover} moves={moverLegal} onPlay={onPlay} /> : null}
      {tmStep.kind === 'ready' ? <tmStep.component state={state} mover={mover} moves={moverLegal} onPlay={onPlay} viewer={viewer} /> : null}
      <form class="bng-builder" onSubmit={submit} aria-label="Move builder">
        {viewer === 'table' ? (
          <SeatSelect label="Seat making the move" state={state} value={mover} onChange={setSeatChoice} field="seat" />
        ) : (
          <p class="bng-field" data-mover={mover}>
            <span>Seat making the move</span>
            <strong>
              {seatLabel(
                state.players.map((p) => p.billionaire),
                mover,
              )}{' '}
              (this view)
            </strong>
          </p>
        )}
        <Field label="Kind of move">
          <select value={kind} onChange={(e) => setKind((e.currentTarget as HTMLSelectElement).value as Kind)} data-field="kind">
            {kinds.map((k) => (
              <option key={k.type} value={k.type}>
                {k.label}
              </option>
            ))}
          </select>
        </Field>
        {needs.includes('cards') ? (
          <fieldset class="bng-fieldset">
            <legend>Cards to Buy with (one or two)</legend>
            {buyCards.length === 0 ? (
              <p class="bng-muted">No cards in hand.</p>
            ) : (
              <div class="bng-row">
                {buyCards.map((c) => (
                  <label key={c} class="bng-check">
                    <input
                      type="checkbox"
                      checked={pickedNow.includes(c)}
                      data-card-option={c}
                      onChange={(e) => {
                        const on = (e.currentTarget as HTMLInputElement).checked;
                        setPicked(on ? [...pickedNow, c] : pickedNow.filter((x) => x !== c));
                      }}
                    />
                    <span>
                      {cardLabel(c, state.options.cardValues)}
                      {state.aside.includes(c) ? ' (set aside)' : ''}
                    </span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        ) : null}
        <div class="bng-builder-fields">
          {needs.includes('card') ? (
            hand.length === 0 ? (
              <p class="bng-muted">No cards in hand.</p>
            ) : (
              <CardSelect label="Card from hand" cards={hand} value={cardNow} onChange={setCard} values={state.options.cardValues} />
            )
          ) : null}
          {needs.includes('market') ? <MarketSelect label="Market" state={state} value={market} onChange={setMarket} /> : null}
          {needs.includes('markets') ? (
            <>
              <MarketSelect label="First Market" state={state} value={market} onChange={setMarket} />
              <MarketSelect label="Second Market" state={state} value={market2} onChange={setMarket2} />
            </>
          ) : null}
          {needs.includes('player') ? <SeatSelect label={PLAYER_LABEL[kind] ?? 'Player'} state={state} value={playerNow} onChange={setPlayer} field="player" /> : null}
          {needs.includes('give') ? (
            kind === 'panicTrade' ? (
              <AssetSelect label="Asset they give" state={state} value={tradeGive} onChange={setGive} field="give" none="Nothing (the partner gives a gift)" />
            ) : (
              <AssetSelect label={GIVE_LABEL[kind] ?? 'Asset to give in return'} state={state} value={giveNow} onChange={setGive} field="give" />
            )
          ) : null}
          {needs.includes('partner') ? <SeatSelect label="Trading partner" state={state} value={partnerNow} onChange={setPartner} field="partner" /> : null}
          {needs.includes('asset') ? (
            kind === 'panicTrade' ? (
              <AssetSelect label="Asset the partner gives" state={state} value={tradeTake} onChange={setTake} none="Nothing (a gift to the partner)" />
            ) : (
              <AssetSelect label={ASSET_LABEL[kind] ?? 'Asset'} state={state} value={assetNow} onChange={setAsset} />
            )
          ) : null}
          {needs.includes('take') ? (
            <AssetSelect
              label={kind === 'puppetSwap' ? "Your Puppet's Asset to take" : 'Asset to take from its Market'}
              state={state}
              value={takeNow}
              onChange={setTake}
              field="take"
            />
          ) : null}
          {needs.includes('puppet') ? (
            <SeatSelect label="Puppet to Purchase from" state={state} value={puppetNow} onChange={setPuppetSeat} field="puppet" seats={puppetSeats} />
          ) : null}
          {needs.includes('up') ? (
            <TwoWaySelect label="Move the die" field="up" value={up} onChange={setUp} yes={['up', "Up by the card's value"]} no={['down', "Down by the card's value"]} />
          ) : null}
          {needs.includes('kept') ? (
            <TwoWaySelect
              label="The Audited Asset"
              field="kept"
              value={gangster}
              onChange={setGangster}
              yes={['keep', 'Kept, Revealing the Gangster']}
              no={['back', 'Goes back to its Market']}
              noFirst
            />
          ) : null}
          {needs.includes('go') ? (
            <TwoWaySelect
              label="The Rocket"
              field="go"
              value={go}
              onChange={setGo}
              yes={['launch', 'Reveal the Space Cowboy and launch it']}
              no={['hold', 'Do not launch']}
            />
          ) : null}
          {needs.includes('aboard') ? (
            <SeatSelect
              label="Board with"
              state={state}
              value={aboardNow}
              onChange={setAboard}
              field="aboard"
              none={{
                label: corrected(state, 'spaceProgram.puppet-flies') ? 'Nobody: board alone' : 'Nobody: board alone (a Puppet stays on the ground)',
                onNone: () => setAboard(null),
              }}
            />
          ) : null}
          {needs.includes('offerFix') ? (
            <CardSelect
              label="Card to offer, face-down"
              cards={hand}
              value={offerFixNow}
              onChange={setOfferFix}
              none="No card"
              field="offer-fix-card"
              values={state.options.cardValues}
            />
          ) : null}
          {needs.includes('roundTake') ? (
            <TwoWaySelect
              label="The Round card"
              field="round-take"
              value={roundTake}
              onChange={setRoundTake}
              yes={['draw', 'Draw it']}
              no={['skip', 'Draw no card this Round']}
            />
          ) : null}
          {needs.includes('buyCard') ? (
            buyUsed.length === 0 ? (
              <p class="bng-muted">No Buy is being settled.</p>
            ) : (
              <CardSelect label="Card from the Buy" cards={buyUsed} value={buyCardNow} onChange={setBuyCard} field="buy-card" values={state.options.cardValues} />
            )
          ) : null}
          {needs.includes('accept') ? (
            <TwoWaySelect
              label="Your answer"
              field="accept"
              value={accept}
              onChange={setAccept}
              yes={['accept', 'Board the Rocket with them']}
              no={['decline', 'Stay on the ground']}
            />
          ) : null}
          {needs.includes('offer') ? (
            <AssetSelect label="Your Asset offered in exchange" state={state} value={tradeGive} onChange={setGive} field="give" none="Nothing (you hold no Asset)" />
          ) : null}
          {needs.includes('role') ? (
            <Field label="Role to keep">
              <select value={roleNow} onChange={(e) => setRole((e.currentTarget as HTMLSelectElement).value as RoleId | '')} data-field="role">
                <option value="">None (keep no Role)</option>
                {gameRoles.map((r) => (
                  <option key={r} value={r}>
                    {roleName(r)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {needs.includes('keep') ? (
            <TwoWaySelect
              label="Your hidden Role"
              field="keep"
              value={keep}
              onChange={setKeep}
              yes={['keep', 'Keep it for the next Round']}
              no={['give-up', 'Give it up (and draw again)']}
            />
          ) : null}
          {needs.includes('trade') ? (
            <TwoWaySelect
              label="Answer"
              field="trade"
              value={trade}
              onChange={setTrade}
              yes={['trade', 'Trade it for the Asset offered']}
              no={['return', 'Return it to its Market']}
            />
          ) : null}
          {needs.includes('sacrifice')
            ? SACRIFICE_SLOTS.map((i) => (
                <AssetSelect
                  key={i}
                  label={`Sacrificed Asset ${i + 1} of 3`}
                  state={state}
                  value={sacrificeNow[i]!}
                  onChange={(a) => setSacrifice(sacrificeNow.map((x, j) => (j === i ? a : x)))}
                  field={`sacrifice-${i}`}
                />
              ))
            : null}
          {needs.includes('envelope') ? (
            envelope.length === 0 ? (
              <p class="bng-muted">Your Bribe envelope is empty.</p>
            ) : (
              <CardSelect
                label="Card from your envelope"
                cards={envelope}
                value={envelopeNow}
                onChange={setFromEnvelope}
                field="envelope-card"
                values={state.options.cardValues}
              />
            )
          ) : null}
          {needs.includes('hold') ? (
            <TwoWaySelect
              label="Your envelope (in secret)"
              field="hold"
              value={hold}
              onChange={setHold}
              yes={['hold', 'Hold it up (bid for the Policy)']}
              no={['down', 'Keep it down']}
            />
          ) : null}
          {needs.includes('policy') ? (
            <Field label="Government Policy">
              <select
                value={policy}
                onChange={(e) => {
                  const v = (e.currentTarget as HTMLSelectElement).value;
                  setPolicy(isPolicyId(v) ? v : '');
                }}
                data-field="policy"
              >
                <option value="">No Policy</option>
                {POLICY_IDS.map((p) => (
                  <option key={p} value={p}>
                    {policyName(p)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {needs.includes('gangster') ? (
            <TwoWaySelect
              label="Audit as"
              field="gangster"
              value={gangster}
              onChange={setGangster}
              yes={['gangster', 'The Gangster, Revealed (you keep the Asset)']}
              no={['plain', 'The setter (the Asset goes back to its Market)']}
              noFirst
            />
          ) : null}
          {needs.includes('crisis') ? (
            onGuillotine.length === 0 ? (
              <p class="bng-muted">No Crisis stands beside the Guillotine.</p>
            ) : (
              <CardSelect label="Crisis" cards={onGuillotine} value={crisisNow} onChange={setCrisis} field="crisis" />
            )
          ) : null}
          {needs.includes('draw') && canChooseDraw ? (
            <CardSelect
              label="Card drawn (a chosen outcome)"
              cards={state.deck}
              value={drawNow}
              onChange={setDraw}
              none="Whatever comes off the deck"
              field="draw"
              values={state.options.cardValues}
            />
          ) : null}
        </div>
        {needs.includes('fixCards') ? (
          <CardChecks
            legend="Cards to put forward, face-down (none, one or two)"
            cards={hand}
            picked={tickedNow}
            onChange={setTicked}
            empty="No cards in hand: the Fix can still be tried with none."
            field="fix-cards"
            values={state.options.cardValues}
          />
        ) : null}
        {needs.includes('acceptSeats') ? (
          <fieldset class="bng-fieldset" data-field="accept-seats">
            <legend>Offers to accept (the others are refused)</legend>
            <div class="bng-row">
              {state.players
                .map((_, i) => i)
                .filter((i) => i !== mover)
                .map((i) => (
                  <label key={i} class="bng-check">
                    <input
                      type="checkbox"
                      checked={acceptSeats.includes(i)}
                      data-seat-option={i}
                      onChange={(e) => {
                        const on = (e.currentTarget as HTMLInputElement).checked;
                        setAcceptSeats(on ? [...acceptSeats, i] : acceptSeats.filter((x) => x !== i));
                      }}
                    />
                    <span>
                      {seatLabel(
                        state.players.map((p) => p.billionaire),
                        i,
                      )}
                    </span>
                  </label>
                ))}
            </div>
          </fieldset>
        ) : null}
        {needs.includes('discards') ? (
          <CardChecks
            legend="Cards to discard"
            cards={hand}
            picked={tickedNow}
            onChange={setTicked}
            empty="No cards in hand."
            field="discards"
            values={state.options.cardValues}
          />
        ) : null}
        {needs.includes('pile') ? (
          <CardChecks
            legend={kind === 'digUp' ? 'Cards to take from the Discard pile (up to two)' : 'Cards to take from the Discard pile (two Resource cards)'}
            cards={state.discard}
            picked={tickedNow}
            onChange={setTicked}
            empty="The Discard pile is empty."
            field="pile"
            values={state.options.cardValues}
          />
        ) : null}
        {needs.includes('pay') ? (
          <CardChecks
            legend="Cards to pay (at least three points in the Puppet's Suit)"
            cards={hand}
            picked={tickedNow}
            onChange={setTicked}
            empty="No cards in hand."
            field="pay"
            values={state.options.cardValues}
          />
        ) : null}
        {needs.includes('tax') ? (
          <CardChecks
            legend="Cards to pay (at least three points)"
            cards={hand}
            picked={tickedNow}
            onChange={setTicked}
            empty="No cards in hand."
            field="tax"
            values={state.options.cardValues}
          />
        ) : null}
        {kind === 'gameTheMarket' && canChooseDraw ? (
          <fieldset class="bng-fieldset">
            <legend>How the deal fell (a chosen outcome)</legend>
            <label class="bng-check">
              <input type="checkbox" checked={chooseDeal} onChange={(e) => setChooseDeal((e.currentTarget as HTMLInputElement).checked)} data-field="choose-deal" />
              <span>Deal the gathered cards in this order instead of shuffling them</span>
            </label>
            {chooseDeal ? (
              <>
                <p>
                  First card dealt at the top of the list. <RuleLink rule="gtm.redistribute" prefix="How they are dealt: " />
                </p>
                <ol class="bng-stack-list" data-field="deal">
                  {dealNow.map((c, i) => (
                    <li key={c} class="bng-row">
                      <span>
                        {i + 1}. {cardLabel(c, state.options.cardValues)}
                      </span>
                      <button
                        type="button"
                        class="bng-btn bng-btn--small"
                        disabled={i === 0}
                        onClick={() => shift(i, -1)}
                        aria-label={`Deal ${cardLabel(c, state.options.cardValues)} earlier`}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        class="bng-btn bng-btn--small"
                        disabled={i === dealNow.length - 1}
                        onClick={() => shift(i, 1)}
                        aria-label={`Deal ${cardLabel(c, state.options.cardValues)} later`}
                      >
                        ↓
                      </button>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </fieldset>
        ) : null}
        {kind === 'panicTrade' ? <p class="bng-muted">Here one Asset each way, or a gift; the Panic! panel trades several Assets at once.</p> : null}
        <div class="bng-row">
          <button type="submit" class="bng-btn bng-btn--primary" data-action="try-move" disabled={missingCard}>
            {verb}
          </button>
          {!moverLegal.some((m) => m.type === kind) ? (
            <span class="bng-muted">
              {moverLegal.length === 0 ? 'This seat has no legal move now' : 'No move of this kind is legal for this seat now'}; try it to see why.
            </span>
          ) : null}
        </div>
        {odds.kind === 'ready' && showOdds ? <odds.component state={state} seat={mover} market={market} cards={pickedNow} /> : null}
        <div role="status" aria-live="polite" data-feedback="illegal">
          {refused ? (
            <p class="bng-message bng-message--error">
              <strong>Not allowed: {refused.label}.</strong> {refused.illegal.reason} <RuleLink rule={refused.illegal.rule} />
            </p>
          ) : null}
        </div>
        {refused && rulingLink ? <ShareRuling fragment={rulingLink(refused.move)} /> : null}
      </form>
    </>
  );
}
