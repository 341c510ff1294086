/**
 * Level 4 on the table: the Government Policy in force, a Policy bid under way, and each seat's
 * Bribe envelope. Everything comes from the engine's view (`view.modules.policy`): an envelope the
 * viewer may not look into arrives as `null` (its size is public), and a secret decision to hold up
 * arrives as `decided`. The table view sees every decision, yet shows none before the count of
 * three, so a table passing one screen round keeps the bid secret. Loaded on demand by the table
 * (only a Level 4 game needs it), so the playground's first download does not carry it.
 */
import { useContext } from 'preact/hooks';
import type { PlayerView, TableView } from '../../../machine/api.ts';
// The Policy data only, not the Policy module.
import { POLICY_CARDS, type PolicyId } from '../../../machine/data/policies.ts';
import type { PolicyView } from '../../../machine/index.ts';
import { seatLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { Card, CardsContext } from '../../table/Card.tsx';
import { StandInMark } from '../../table/StandInMark.tsx';

/** The Policy in force: its name, what it does and its rule; or that none is. */
function InForce({ policy }: { readonly policy: PolicyId | null }) {
  const cards = useContext(CardsContext);
  if (policy === null)
    return (
      <p data-zone="policy-in-force" data-policy="none">
        <span class="bng-label">Policy in force:</span> <span class="bng-muted">no Policy in force</span>
      </p>
    );
  const card = POLICY_CARDS[policy];
  return (
    <p data-zone="policy-in-force" data-policy={policy}>
      <span class="bng-label">Policy in force:</span> <strong>{card.name}</strong>: {cards.policyDoes(policy) ?? card.does}
      {cards.policySuit(policy) === null ? null : <StandInMark source={cards.source('policies', policy)} family="policies" />}. <RuleLink rule={card.rule} />
    </p>
  );
}

/** One seat's part in the bid, in words, as this view may know it. */
function decisionText(held: boolean | 'decided' | null, secret: boolean): string {
  if (held === null) return 'still deciding';
  if (held === 'decided' || secret) return 'has decided (in secret)';
  return held ? 'holds up their envelope' : 'keeps their envelope down';
}

/** A bid under way: who has decided, then who held up and (once known) who sets the Policy. */
function Bid({ view, policy }: { readonly view: TableView; readonly policy: PolicyView }) {
  const setting = policy.setting!;
  const names = view.players.map((p) => p.billionaire);
  const held = setting.held.flatMap((h, seat) => (h === true ? [seat] : []));
  // Before the count of three only the viewer's own decision is shown; the table view shows none.
  const secret = (seat: number) => !setting.shown && view.viewer !== seat;
  const step = setting.setter !== null ? 'set' : setting.shown ? 'shown' : 'deciding';
  return (
    <div class="bng-policy-bid" data-zone="policy-bid" data-bid-step={step}>
      <p>
        <strong>Policy bid under way.</strong>{' '}
        {step === 'deciding'
          ? 'Each player decides in secret whether to hold up their Bribe envelope.'
          : held.length === 0
            ? 'Three! Nobody held up an envelope: the Poorest Player sets the Policy.'
            : `Three! ${held.map((s) => seatLabel(names, s)).join(', ')} held up ${held.length === 1 ? 'an envelope' : 'envelopes'}.`}{' '}
        <RuleLink rule="policy.hold-up" />
      </p>
      <ul class="bng-policy-seats">
        {setting.held.map((h, seat) => {
          // Between the count of three and the opening, a held-up envelope this view may see shows what it will count.
          const worths = policy.worths[seat];
          const total = step === 'shown' && h === true && worths ? worths.reduce((t, w) => t + w, 0) : null;
          const opened = setting.bids?.find((b) => b.player === seat)?.total;
          return (
            <li key={seat} data-bid-seat={seat} data-held={h === null ? 'undecided' : secret(seat) || h === 'decided' ? 'decided' : String(h)}>
              {seatLabel(names, seat)}: {decisionText(h, secret(seat))}
              {total !== null ? `, worth ${total} when opened` : ''}
              {opened !== undefined ? `: opened, counting ${opened}` : ''}
            </li>
          );
        })}
      </ul>
      {setting.setter !== null ? (
        <p data-policy-setter={setting.setter}>
          <strong>
            {seatLabel(names, setting.setter)} sets the Policy{held.length === 0 ? ' as the Poorest Player' : ', with the highest bid'}.
          </strong>{' '}
          {held.length > 0 ? 'The envelopes held up were opened and went to the Discard pile.' : null} <RuleLink rule="policy.winner" />
        </p>
      ) : null}
    </div>
  );
}

/** Near the Guillotine: the Policy in force, and a bid under way. */
function PolicyMiddle({ view, policy }: { readonly view: TableView; readonly policy: PolicyView }) {
  return (
    <section class="bng-policy" data-zone="policy" aria-label="Government Policy">
      <h3 class="bng-table-heading">Government Policy</h3>
      <InForce policy={policy.inForce} />
      {policy.setting ? <Bid view={view} policy={policy} /> : null}
    </section>
  );
}

/** On a Billionaire's board: their Bribe envelope, its cards and their worth now where this view may look. */
function Envelope({ policy, player }: { readonly policy: PolicyView; readonly player: PlayerView }) {
  const table = useContext(CardsContext);
  const count = policy.envelopeCounts[player.seat] ?? 0;
  const cards = policy.envelopes[player.seat] ?? null;
  const worths = policy.worths[player.seat] ?? [];
  const total = worths.reduce((t, w) => t + w, 0);
  return (
    <div class="bng-envelope" data-zone="envelope" data-envelope-count={count} data-envelope-seen={cards ? 'true' : 'false'}>
      <span class="bng-label">
        Bribe envelope: {count} {count === 1 ? 'card' : 'cards'}
        {cards && count > 0 ? `, worth ${total} now` : ''}
        {cards ? '' : ' (hidden from this view)'}
        {cards && count > 0 ? ':' : ''}
      </span>{' '}
      {cards && count > 0 ? (
        <ul class="bng-cards" aria-label={`Bribe envelope of seat ${player.seat + 1}`}>
          {cards.map((c, i) => (
            <li key={`${c}-${i}`}>
              <Card card={c} small />
              {policy.inForce && worths[i] !== table.value(c) ? (
                <span class="bng-badge" data-doubled={c}>
                  ×2 under {POLICY_CARDS[policy.inForce].name}: counts {worths[i]}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Level 4's part of the table: with a `player`, that seat's Bribe envelope (on their board);
 * without, the Government Policy and a bid under way (near the Guillotine). One component, so the
 * table loads it with one dynamic import.
 */
export function Level4({ view, player }: { readonly view: TableView; readonly player?: PlayerView }) {
  const policy = view.modules.policy;
  if (!policy) return null;
  return player ? <Envelope policy={policy} player={player} /> : <PolicyMiddle view={view} policy={policy} />;
}
