/**
 * How a person picks each field of Level 1's moves: the words and the domain of each (see
 * `core/form.ts`). Kept out of the move definitions because Level 1's rules are in the
 * playground's first download and its forms are not: `src/machine/forms.ts` attaches these when the
 * move form loads. The other levels' modules load on demand already, so they keep their forms
 * beside their moves.
 */
import { domain } from '../../core/form-domains.ts';
import type { FamilyForms, FieldForm } from '../../core/form.ts';
import { gatheredMarketCards } from './special.ts';

const fromHand = domain.handCard({ label: 'Card from hand' });
const market = domain.market({ label: 'Market' });
const chosenDraw = domain.deckCard({ label: 'Card drawn (a chosen outcome)', none: 'Whatever comes off the deck' });

/** Game the Market's deal as the table saw it fall: the gathered cards in the order dealt. */
const gatheredDeal: FieldForm = {
  label: 'How the deal fell (a chosen outcome)',
  help: 'First card dealt at the top of the list.',
  pick: 'order',
  none: 'Shuffle the gathered cards',
  tableOnly: true,
  options: (ctx) => domain.cards({ label: '' }, (c) => gatheredMarketCards(c.state)).options(ctx),
};

export const LEVEL1_FORMS: FamilyForms = {
  buy: {
    market,
    cards: domain.cards(
      { label: 'Cards to Buy with (one or two)', empty: 'No cards in hand.' },
      (ctx) => [...(ctx.state.players[ctx.seat]?.hand ?? []), ...ctx.state.aside],
      (ctx, c) => (ctx.state.aside.includes(c) ? ' (set aside)' : ''),
    ),
  },
  claim: { asset: domain.anyAsset({ label: 'Asset' }) },
  draw: { card: chosenDraw },
  exchangeHand: { card: fromHand, market },
  exchangeMarkets: { markets: domain.marketSlots({ label: 'Markets' }, ['First Market', 'Second Market']) },
  invest: { card: fromHand, market, draw: chosenDraw },
  returnAsset: { asset: domain.ownAsset({ label: 'Asset to give back' }) },
  audit: { card: fromHand, player: domain.seat({ label: 'Player to Audit' }), asset: domain.assetOf({ label: 'Asset to take' }, 'player') },
  scam: {
    card: fromHand,
    player: domain.seat({ label: 'Player to Scam' }),
    take: domain.assetOf({ label: 'Asset to take' }, 'player'),
    give: domain.ownAsset({ label: 'Asset to give in return' }),
  },
  gameTheMarket: { card: fromHand, deal: gatheredDeal },
};
