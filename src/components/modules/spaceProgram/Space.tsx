/**
 * The Space Program on the table (`space.*`): its envelope beside the Guillotine and the Policy, and
 * on the Billionaires' boards who tops the Launch Scores, who is asked aboard and who escaped.
 * Everything comes from the engine's view (`view.modules.spaceProgram`): a player's view of the
 * sealed envelope is a count (`envelope` is null) and the card just contributed while it is on show
 * (`shown`), the table view sees its cards, and once a launch
 * opens it everyone sees the cards; the Launch Scores are the engine's wherever the cards are seen. The count, a launch and its end
 * are announced as they change. Loaded on demand by the table (only a game with the module needs
 * it), so the playground's first download does not carry it.
 */
import { BILLIONAIRE_IDS, BILLIONAIRES, SUIT_INFO, type BillionaireId, type TableView } from '../../../machine/api.ts';
import type { SpaceView } from '../../../machine/index.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { SuitIcon } from '../../shared/SuitIcon.tsx';
import { CardRow } from '../../table/Card.tsx';
import type { ZoneEdit } from '../../table/types.ts';
import { billionaireName, capitalised as cap } from '../../shared/format.ts';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** "the Aristocrat (seat 2)" */
function seatName(view: TableView, seat: number): string {
  const p = view.players[seat];
  return p ? `the ${billionaireName(p.billionaire)} (seat ${seat + 1})` : `seat ${seat + 1}`;
}

/** "the Aristocrat (seat 2) and the Tech Overlord (seat 3)" */
const seatNames = (view: TableView, seats: readonly number[]) => seats.map((s) => seatName(view, s)).join(' and ');

/** What the Space Program is doing, in one sentence (the part that is announced). */
function summary(view: TableView, space: SpaceView): string {
  if (space.escaped) return `${cap(seatNames(view, space.escaped))} escaped the Earth in the Rocket.`;
  if (space.gone) return 'The envelope left the game when the Rocket exploded: nobody contributes or launches any more.';
  const launch = space.launch;
  if (launch) {
    const invited = launch.invited === null ? '' : ` ${cap(seatName(view, launch.top))} asked ${seatName(view, launch.invited)} to board with them.`;
    return `Launch! ${cap(seatName(view, launch.by))}, the Space Cowboy, opened the envelope: ${cards(space.count)}. Top Launch Score: ${seatName(view, launch.top)}.${invited}`;
  }
  const sealed = space.envelope ? '' : ', sealed: only the table view sees which';
  return `The envelope holds ${cards(space.count)}${sealed}.`;
}

/** The five Launch Scores, each Billionaire's Suit, who plays it, and the top scorer of a launch marked. */
function Scores({
  view,
  space,
  scores,
  opened,
}: {
  readonly view: TableView;
  readonly space: SpaceView;
  readonly scores: Partial<Record<BillionaireId, number>>;
  readonly opened: boolean;
}) {
  const top = space.launch?.top;
  return (
    <div class="bng-space-scores">
      <p class="bng-label">{opened ? 'Launch Scores (the envelope is open):' : 'Launch Scores if it were opened now (each Suit’s points):'}</p>
      <ul aria-label="Launch Scores">
        {BILLIONAIRE_IDS.map((id) => {
          const seat = view.players.findIndex((p) => p.billionaire === id);
          const suit = SUIT_INFO[BILLIONAIRES[id].suit];
          const who = seat < 0 ? 'nobody plays them' : space.out.includes(seat) ? `seat ${seat + 1}, out of the game` : `seat ${seat + 1}`;
          return (
            <li key={id} data-score-billionaire={id} data-score={scores[id] ?? 0} data-top={seat === top ? 'true' : undefined}>
              <SuitIcon suit={BILLIONAIRES[id].suit} /> {BILLIONAIRES[id].name} ({suit.name}, {who}): <strong>{scores[id] ?? 0}</strong>
              {seat === top ? (
                <>
                  {' '}
                  <span class="bng-badge bng-badge--strong">top score: boards first</span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Beside the Guillotine: the envelope (its count, or its cards where this view may look), the Launch Scores, who escaped or is out. */
function Middle({ view, space, edit }: { readonly view: TableView; readonly space: SpaceView; readonly edit?: ZoneEdit }) {
  const launch = space.launch;
  const inside = space.envelope;
  const scores = space.scores;
  const rule = space.escaped ? 'space.escape' : space.gone ? 'space.explosion' : launch ? 'space.scores' : 'space.sealed';
  return (
    <section
      class="bng-space"
      data-zone="space-program"
      aria-label="Space Program"
      data-space-count={space.count}
      data-space-seen={inside ? 'true' : 'false'}
      data-space-gone={space.gone ? 'true' : undefined}
      data-launch={launch ? 'open' : undefined}
    >
      <h3 class="bng-table-heading">Space Program</h3>
      <p>
        <strong aria-live="polite" data-live="space">
          {summary(view, space)}
        </strong>{' '}
        <RuleLink rule={rule} />
      </p>
      {inside && inside.length > 0 ? (
        <p data-space-cards>
          <span class="bng-label">In the envelope:</span> <CardRow cards={inside} small label="Cards in the Space Program envelope" />
        </p>
      ) : null}
      {space.shown !== null && !inside ? (
        <p data-space-shown={space.shown}>
          <span class="bng-label">Just shown to everyone as it went in:</span> <CardRow cards={[space.shown]} small label="The card just contributed" />
        </p>
      ) : null}
      {scores ? <Scores view={view} space={space} scores={scores} opened={launch !== null || space.escaped !== null} /> : null}
      {edit?.('spaceEnvelope')}
      {edit?.('spaceGone')}
      {space.out.length > 0 ? (
        <p data-space-out={space.out.join(' ')}>
          <span class="bng-label">Out of the game (the Rocket exploded):</span> {seatNames(view, space.out)}. <RuleLink rule="space.out" />
        </p>
      ) : null}
    </section>
  );
}

/** On a Billionaire's heading: escaped, top scorer of a launch, or asked aboard. */
function SeatTag({ space, seat }: { readonly space: SpaceView; readonly seat: number }) {
  const launch = space.launch;
  const tag = space.escaped?.includes(seat)
    ? 'escaped the Earth'
    : launch?.top === seat
      ? 'top Launch Score'
      : launch?.invited === seat
        ? 'asked aboard the Rocket'
        : null;
  return tag ? (
    <span class="bng-badge bng-badge--strong" data-space-tag={tag}>
      {tag}
    </span>
  ) : null;
}

/**
 * The Space Program's part of the table: with a `seat`, that Billionaire's tag; without, the
 * envelope beside the Guillotine (with the editor's zones when editing). One component, so the
 * table loads it with one dynamic import.
 */
export function SpaceProgram({ view, seat, edit }: { readonly view: TableView; readonly seat?: number; readonly edit?: ZoneEdit }) {
  const space = view.modules.spaceProgram;
  if (!space) return null;
  return seat === undefined ? <Middle view={view} space={space} edit={edit} /> : <SeatTag space={space} seat={seat} />;
}
