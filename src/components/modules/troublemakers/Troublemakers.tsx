/**
 * The Troublemakers on the table (`tm.*`, `rev.*`): the Troublemaker's board (no Suit, no Asset
 * spaces), a Fix or a Revolution card under way beside the Guillotine, and on the Billionaires' boards what Revolution
 * cards did to them. Everything comes from the engine's view (`view.modules.troublemakers`): the
 * Alignment arrives as null where this view may not see it (said in words, never guessed), each
 * offered card only for its owner and the table view, the Revolution deck's order only for the table
 * view. Changes are announced as they happen. Loaded on demand by the table (only a game with the
 * module needs it), so the playground's first download does not carry it.
 */
import { MARKET_NAMES, viewCards, type TableView } from '../../../machine/api.ts';
import { revolutionInfo, type RevolutionCardId } from '../../../machine/data/revolution.ts';
import type { TroublemakersView } from '../../../machine/modules/troublemakers/index.ts';
import { REFORMIST_ICONS } from '../../../machine/modules/troublemakers/victory.ts';
import { ORGANIZE_SET } from '../../../machine/modules/troublemakers/revolution/piles.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { billionaireName, capitalised as cap } from '../../shared/format.ts';
import { Card, CardRow } from '../../table/Card.tsx';
import './troublemakers.css';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** "the Aristocrat (seat 2)" */
function seatName(view: TableView, seat: number): string {
  const p = view.players[seat];
  return p ? `the ${billionaireName(p.billionaire)} (seat ${seat + 1})` : `seat ${seat + 1}`;
}

/** Printed Rebel icons on the Crises the Troublemaker has Fixed. */
const fixedIcons = (view: TableView, tm: TroublemakersView) => tm.fixed.reduce((t, c) => t + viewCards(view).rebels(c), 0);

/**
 * Revolution cards by name, each with what it does on hover and for screen readers, in a list. A run
 * of cards of the same name is marked (`data-run` on the first: how many; `data-repeat` on the
 * others), so that a projected table can show it once with a count ("Bide Your Time ×3").
 */
function RevolutionCards({ ids, label, empty = 'none' }: { readonly ids: readonly RevolutionCardId[]; readonly label: string; readonly empty?: string }) {
  if (ids.length === 0) return <span class="bng-muted">{empty}</span>;
  const names = ids.map((id) => revolutionInfo(id).name);
  const runOf = (i: number) => {
    let n = 1;
    while (names[i + n] === names[i]) n++;
    return n;
  };
  return (
    <ul class="bng-cards" aria-label={label}>
      {ids.map((id, i) => {
        const card = revolutionInfo(id);
        const repeat = i > 0 && names[i - 1] === names[i];
        const run = repeat ? 1 : runOf(i);
        return (
          <li key={`${id}-${i}`} data-repeat={repeat ? '' : undefined}>
            <span class="bng-card bng-card--small bng-card--revolution" data-revolution-card={id} data-run={run > 1 ? run : undefined} title={card.summary}>
              <span class="bng-card-kind">Revolution</span> <span class="bng-card-name">{card.name}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The one-line state of the Troublemaker's board: which side is up, and the Alignment where this view may see it. */
function boardSummary(view: TableView, tm: TroublemakersView): string {
  if (tm.declared) return 'Revolutionary side up: the Troublemaker has Declared, and plays Revolution cards.';
  const icons = fixedIcons(view, tm);
  const fixed = `Fixed Crises show ${icons} of ${REFORMIST_ICONS} Rebel icons`;
  if (tm.alignment === null) return `Reformist side up. Alignment hidden from this view. ${fixed}.`;
  const alignment = tm.alignment === 'reformist' ? 'Reformist' : 'Revolutionary';
  const counts = tm.alignment === 'revolutionary' ? ' (they count for nothing to a Revolutionary)' : '';
  return `Reformist side up. Alignment: ${alignment}. ${fixed}${counts}.`;
}

/** The Revolutionary side: the face-up cards to play, the Organize! row, the deck and the discard, what the cards set going. */
function RevolutionarySide({
  view,
  tm,
  revolution,
}: {
  readonly view: TableView;
  readonly tm: TroublemakersView;
  readonly revolution: NonNullable<TroublemakersView['revolution']>;
}) {
  const { strike, missing, hostage } = tm.effects;
  return (
    <div class="bng-tm-revolution" data-tm-side="revolutionary">
      <p data-tm-row>
        <span class="bng-label">Face-up, to play from:</span> <RevolutionCards ids={revolution.row} label="Revolution cards face-up" />{' '}
        <RuleLink rule="tm.revolutionary" />
      </p>
      <p data-tm-organized={revolution.organized.length}>
        <span class="bng-label">
          Organize! row ({revolution.organized.length} of {ORGANIZE_SET}):
        </span>{' '}
        <RevolutionCards ids={revolution.organized} label="Organize! cards waiting" /> <RuleLink rule="rev.organize" />
      </p>
      <p data-tm-deck={revolution.deckCount}>
        <span class="bng-label">Revolution deck:</span> <strong>{cards(revolution.deckCount)}</strong>
        {revolution.deck ? (
          <details class="bng-tm-deck-order">
            <summary>Their order, top first (only the table view sees it)</summary>
            <RevolutionCards ids={revolution.deck} label="Revolution deck, top first" />
          </details>
        ) : (
          <span class="bng-muted"> (face-down: nobody knows their order)</span>
        )}
      </p>
      <p data-tm-discard={revolution.discard.length}>
        <span class="bng-label">Revolution discard:</span> <RevolutionCards ids={revolution.discard} label="Revolution cards discarded" />
      </p>
      <ul class="bng-tm-effects" aria-label="What Revolution cards have set going">
        <li data-tm-effect="strike">
          {strike > 0 ? <strong>General Strike on: no Billionaire draws from the Draw deck until the Revolutionary's next turn is over.</strong> : 'No General Strike.'}{' '}
          <RuleLink rule="rev.general-strike" />
        </li>
        {missing.length > 0 ? (
          <li data-tm-effect="missing">
            {cap(missing.map((s) => seatName(view, s)).join(' and '))} {missing.length === 1 ? 'misses their' : 'miss their'} next turn.{' '}
            <RuleLink rule="rev.propaganda" />
          </li>
        ) : null}
        {hostage ? (
          <li data-tm-effect="hostage">
            {hostage.playing
              ? `The Revolutionary is playing this turn of ${seatName(view, hostage.seat)}, their hostage.`
              : `${cap(seatName(view, hostage.seat))} is held hostage: the Revolutionary plays their next turn.`}{' '}
            <RuleLink rule="rev.hostages" />
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The Troublemaker's board, below their name: the side up, the Alignment as far as this view sees it, the Fixed Crises, the Revolution cards. */
function Board({ view, tm }: { readonly view: TableView; readonly tm: TroublemakersView }) {
  const icons = fixedIcons(view, tm);
  return (
    <div
      class="bng-tm"
      data-zone="troublemaker"
      data-alignment={tm.alignment ?? 'hidden'}
      data-side={tm.declared ? 'revolutionary' : 'reformist'}
      data-fixed-icons={icons}
    >
      <p class="bng-sr" aria-live="polite" data-live="troublemaker">
        {boardSummary(view, tm)}
      </p>
      <p data-tm-alignment>
        <span class="bng-label">Alignment:</span>{' '}
        {tm.alignment === null ? (
          <strong>hidden from this view</strong>
        ) : (
          <strong class="bng-badge bng-badge--strong">{tm.alignment === 'reformist' ? 'Reformist' : 'Revolutionary'}</strong>
        )}{' '}
        <span class="bng-muted">
          {tm.declared
            ? '(shown to everyone since the Declaration)'
            : view.result
              ? '(shown to everyone: the game is over)'
              : tm.alignment === null
                ? '(only the Troublemaker knows it until a Revolutionary Declares)'
                : '(secret: only the Troublemaker and the table view see it)'}
        </span>{' '}
        <RuleLink rule="tm.alignment" />
      </p>
      <p data-tm-side-up>
        <span class="bng-label">Board:</span> <strong>{tm.declared ? 'Revolutionary side up (Declared)' : 'Reformist side up'}</strong>{' '}
        <RuleLink rule={tm.declared ? 'tm.declare' : 'tm.reformist'} />
      </p>
      {tm.declared ? null : <p class="bng-muted">Always the Poorest Player; never Buys or holds an Asset; holds two cards at most.</p>}
      <div data-tm-fixed={tm.fixed.length}>
        <p>
          <span class="bng-label">Fixed Crises:</span> <CardRow cards={tm.fixed} small label="Fixed Crises" />
        </p>
        <p>
          <span class="bng-label">Rebel icons on them:</span>{' '}
          <strong>
            {icons} of {REFORMIST_ICONS}
          </strong>
          {tm.alignment === 'revolutionary' || tm.declared ? <span class="bng-muted"> (worth nothing to a Revolutionary)</span> : null} <RuleLink rule="tm.victory" />
        </p>
      </div>
      {tm.revolution ? <RevolutionarySide view={view} tm={tm} revolution={tm.revolution} /> : null}
    </div>
  );
}

/** Beside the Guillotine, while a Fix is under way: the Crisis, the cards put forward, who offered (each card only where this view may see it). */
function FixUnderWay({ view, tm, fix }: { readonly view: TableView; readonly tm: TroublemakersView; readonly fix: NonNullable<TroublemakersView['fix']> }) {
  const icons = viewCards(view).rebels(fix.crisis);
  const who = seatName(view, tm.seat);
  const offered = fix.offers.filter((o) => o.offered).length;
  const said = `${cap(who)} is Fixing ${viewCards(view).cardName(fix.crisis)}: ${cards(fix.committed)} put forward face-down, ${fix.offers.length === 0 ? 'no offers yet' : `${offered} of ${fix.offers.length} asked offered a card`}; ${cards(icons)} will be drawn against it.`;
  return (
    <section class="bng-tm-fix" data-zone="fix" aria-label="A Fix under way" data-fix-crisis={fix.crisis} data-fix-committed={fix.committed}>
      <h3 class="bng-table-heading">Fixing a Crisis</h3>
      <p>
        <strong aria-live="polite" data-live="fix">
          {said}
        </strong>{' '}
        <RuleLink rule="tm.fix" />
      </p>
      <p>
        <span class="bng-label">The Crisis:</span> <Card card={fix.crisis} small />
      </p>
      <p data-fix-cards={fix.committed}>
        <span class="bng-label">Put forward by the Reformist:</span>{' '}
        <CardRow cards={Array.from({ length: fix.committed }, () => null)} small label="Cards put forward, face-down" empty="no cards" />
      </p>
      {fix.offers.length > 0 ? (
        <ul class="bng-tm-offers" aria-label="Offers">
          {fix.offers.map((o) => (
            <li key={o.seat} data-offer-seat={o.seat} data-offered={o.offered ? 'true' : 'false'}>
              {cap(seatName(view, o.seat))}:{' '}
              {o.offered ? (
                <>
                  offered a card face-down{o.card ? ', ' : ''}
                  {o.card ? <Card card={o.card} small label="seen from this view" /> : null}
                </>
              ) : (
                'offered no card'
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type Resolving = NonNullable<TroublemakersView['resolving']>;

/** A played Revolution card waiting on a decision, in one sentence (the part that is announced). */
function resolvingText(view: TableView, r: Resolving): string {
  switch (r.kind) {
    case 'remove':
      return `${revolutionInfo(r.card).name}: ${seatName(view, r.holder)} may take one Rebel off a Crisis.`;
    case 'boycott':
      return `Boycott: ${seatName(view, r.by)} places ${cards(r.count)} drawn from the Draw deck face-down, each in a different open Market.`;
    case 'comrade':
      return `Comrade on the Inside: ${seatName(view, r.by)} looks at the ${MARKET_NAMES[r.market]} Market's face-down cards, and may move one to another Market.`;
    case 'sabotage':
      return `Sabotage!: ${seatName(view, r.by)} deals the open Markets' cards out again.`;
    case 'thugs':
      return r.remove > 0
        ? `Fascist Thugs: the pile paid for ${r.remove} ${r.remove === 1 ? 'Rebel' : 'Rebels'} to leave; the biggest giver picks where.`
        : `Fascist Thugs: each Billionaire may throw up to two Resource cards on the pile (every full 3 points takes a Rebel off).`;
    case 'infiltrator':
      return `Infiltrator: ${seatName(view, r.seat)} traded their hand and plays one of two Revolution cards.`;
  }
}

/** Beside the Guillotine, while a Revolution card waits on a decision: what it is doing, and its cards where this view may see them. */
function CardUnderWay({ view, r, hostageHand }: { readonly view: TableView; readonly r: Resolving | null; readonly hostageHand: TroublemakersView['hostageHand'] }) {
  const hidden = r && (r.kind === 'boycott' || r.kind === 'comrade' || r.kind === 'sabotage') ? r.cards : null;
  // A hostage's turn shows here with no card under way: Hostages was played on an earlier turn.
  const heading = r ? 'A Revolution card under way' : "A hostage's turn";
  return (
    <section class="bng-tm-fix" data-zone="revolution-card" aria-label={heading} data-resolving={r?.kind}>
      <h3 class="bng-table-heading">{heading}</h3>
      {r ? (
        <p>
          <strong aria-live="polite" data-live="revolution-card">
            {resolvingText(view, r)}
          </strong>
        </p>
      ) : null}
      {hidden ? (
        <p data-resolving-cards>
          <span class="bng-label">Seen from this view:</span> <CardRow cards={hidden} small label="Cards of the Revolution card under way" />
        </p>
      ) : null}
      {r?.kind === 'thugs' && r.pile.length > 0 ? (
        <ul class="bng-tm-offers" aria-label="The Thugs' pile">
          {r.pile.map((p) => (
            <li key={p.seat} data-thugs-seat={p.seat}>
              {cap(seatName(view, p.seat))}: <CardRow cards={p.cards} small empty="nothing" />
            </li>
          ))}
        </ul>
      ) : null}
      {r?.kind === 'infiltrator' ? (
        <p>
          <span class="bng-label">Their two cards:</span> <RevolutionCards ids={r.cards} label="The Infiltrator's two cards" />
        </p>
      ) : null}
      {hostageHand ? (
        <p data-hostage-hand>
          <span class="bng-label">The hostage's hand, for whoever plays their turn:</span> <CardRow cards={hostageHand} small />
        </p>
      ) : null}
    </section>
  );
}

/** On a Billionaire's heading: missing their next turn, or held hostage. */
function SeatTag({ tm, seat }: { readonly tm: TroublemakersView; readonly seat: number }) {
  const tags = [
    tm.effects.missing.includes(seat) ? 'misses their next turn' : null,
    tm.effects.hostage?.seat === seat ? (tm.effects.hostage.playing ? 'turn played by the Revolutionary' : 'held hostage') : null,
  ].filter((t): t is string => t !== null);
  return (
    <>
      {tags.map((t) => (
        <span key={t} class="bng-badge bng-badge--strong" data-tm-tag={t}>
          {t}
        </span>
      ))}
    </>
  );
}

/**
 * The Troublemakers' part of the table: `part="board"` with the Troublemaker's seat is their board;
 * `part="tag"` a Billionaire's marks; `part="middle"` a Fix or a Revolution card under way. One component, so the table
 * loads it with one dynamic import.
 */
export function Troublemakers({ view, part, seat }: { readonly view: TableView; readonly part: 'board' | 'tag' | 'middle'; readonly seat?: number }) {
  const tm = view.modules.troublemakers;
  if (!tm) return null;
  if (part === 'middle')
    return (
      <>
        {tm.fix ? <FixUnderWay view={view} tm={tm} fix={tm.fix} /> : null}
        {tm.resolving || tm.hostageHand ? <CardUnderWay view={view} r={tm.resolving} hostageHand={tm.hostageHand} /> : null}
      </>
    );
  if (seat === undefined) return null;
  if (part === 'board') return seat === tm.seat ? <Board view={view} tm={tm} /> : null;
  return seat === tm.seat ? null : <SeatTag tm={tm} seat={seat} />;
}
