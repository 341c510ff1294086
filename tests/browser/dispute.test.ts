/**
 * Dispute mode: rebuild a position on the table itself (its zones' lists, by mouse or keyboard), see an
 * impossible change refused at its zone with the engine's reason, set it up, choose the card an Invest draws and the
 * next cards off the deck, play, and see the outcome. Also the new-game form and its errors.
 */
import { expect, it } from 'vitest';
import { decodeLink, MARKETS, play } from '../../src/machine/index.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { chooseOutcome, deckCards } from './helpers/outcomes.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const start = stateOf(BUY_POSITION);

describeBrowser('dispute mode', () => {
  const { open } = useBrowser();

  it('sets up a position by hand, chooses the drawn card and the next cards, plays, and shows the outcome', async () => {
    const { page } = await open(playgroundLink(start));
    const pg = await hydrated(page, PG);
    await pg.locator('[data-action="edit-table"]').click();
    const editor = pg.locator('[data-editor="table"]');
    await editor.waitFor();
    /** Opens a zone of the table being edited and picks `choice` in its list. */
    const pick = async (zone: string, choice: string) => {
      if ((await editor.locator(`[data-edit-zone="${zone}"] [role="listbox"]`).count()) === 0) await editor.locator(`[data-zone-button="${zone}"]`).click();
      await editor.locator(`[data-edit-zone="${zone}"] [role="option"][data-choice="${choice}"]`).click();
    };

    // A third card in the Property Speculator's hand: refused at the hand, and nothing changes.
    await pick('seat:0:hand', 'locks-7');
    const hand = editor.locator('[data-edit-zone="seat:0:hand"]');
    await expect.poll(() => hand.locator('[data-refusal]').textContent()).toContain('hand limit is 2');
    expect(await hand.locator('a[data-rule="turn.hand-limit"]').getAttribute('href')).toBe('/level-1/#turn.hand-limit');
    expect(await editor.locator('[data-seat="0"] [data-zone="hand"] [data-card]').count()).toBe(2);

    // Put the 1 of Bombs on the Discard pile and the 3 of Locks in its place, give the Property Speculator the Noble Estate, start before the draw.
    await pick('discard', 'bombs-1');
    await pick('seat:0:hand', 'locks-7');
    await editor.locator('[data-zone-button="seat:0:assets:vanity"]').press('Enter'); // keyboard works as well as the mouse
    await page.keyboard.type('noble');
    await page.keyboard.press('Enter');
    await pick('step', 'turn.start');
    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-live="playground"]').textContent()).toContain('position you set up');
    expect(await pg.getAttribute('data-step')).toBe('0');
    const hand0 = () => pg.locator('[data-seat="0"] [data-zone="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(await hand0()).toEqual(['diamonds-4', 'locks-7']);
    expect(await pg.locator('[data-seat="0"] [data-asset="noble-estate"]').count()).toBe(1);
    expect(await pg.locator('[data-zone="discard"] [data-card="bombs-1"]').count()).toBe(1);

    // Invest the 3 of Locks at Toys and choose that the 3 of Electrical Bolts is drawn.
    await pg.locator('[data-field="kind"]').selectOption('invest');
    await pg.locator('.bng-builder [data-field="card"]').selectOption('locks-7');
    await pg.locator('.bng-builder [data-field="market"]').selectOption('toys');
    await pg.locator('.bng-builder [data-field="draw"]').selectOption('bolts-7');
    await pg.locator('[data-action="try-move"]').click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe('1');
    expect(await hand0()).toEqual(['diamonds-4', 'bolts-7']);
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('draws 3 Electrical Bolts');
    expect(await pg.locator('[data-market="toys"] [data-zone="face-down"] [data-card]').first().getAttribute('data-card')).toBe('locks-7');

    // The next two cards off the deck: 2 of Satellite Dishes, then 2 of Locks.
    await pg.locator('[data-panel="outcomes"] > summary').click();
    const outcomes = pg.locator('.bng-outcomes');
    await outcomes.waitFor();
    await chooseOutcome(outcomes, 'draw', deckCards(['dishes-4', 'locks-5']));
    await expect.poll(() => pg.getAttribute('data-step')).toBe('2');
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('Chosen outcome');

    // The Aristocrat draws: it is the 2 of Satellite Dishes.
    await pg.locator('button[data-move="draw"]').click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe('3');
    expect(await pg.locator('[data-seat="1"] [data-zone="hand"] [data-card="dishes-4"]').count()).toBe(1);
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('draws 2 Satellite Dishes');

    // The tie-break chooser is a move too.
    await chooseOutcome(outcomes, 'pick', [['tie-seat', '2']]);
    await expect.poll(() => pg.getAttribute('data-step')).toBe('4');
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('wins the next tie-break');
  });

  it("starts a new game from the form, and shows the engine's error for impossible options", async () => {
    const { page } = await open(playgroundLink(start));
    const pg = await hydrated(page, PG);
    await pg.locator('[data-panel="new-game"] > summary').click();
    const form = pg.locator('form[aria-label="New game"]');
    await form.waitFor();
    await form.locator('[data-field="players"]').selectOption('5');
    await form.locator('[data-field="seed"]').fill('42');
    await form.locator('[data-field="seat-0"]').selectOption('aristocrat');
    await form.locator('[data-field="seat-1"]').selectOption('aristocrat');
    await form.locator('[data-action="start-game"]').click();
    const feedback = form.locator('[data-feedback="new-game"]');
    await expect.poll(() => feedback.textContent()).toContain('only one player');
    expect(await pg.locator('[data-seat]').count()).toBe(3);
    await form.locator('[data-field="seat-1"]').selectOption('media-baron');
    await form.locator('[data-field="first"]').selectOption('3');
    await form.locator('[data-field="special"]').uncheck();
    await form.locator('[data-action="start-game"]').click();
    await expect.poll(() => pg.locator('[data-seat]').count()).toBe(5);
    expect(await pg.locator('[data-seat="0"] h4').textContent()).toContain('Aristocrat');
    expect(await pg.locator('[data-seat="3"] .bng-badge', { hasText: 'their turn' }).count()).toBe(1);
    // The address holds a link to the new five-player game (whatever the link format's version),
    // written once the link code has loaded: wait for it rather than read it at once.
    const seatsInAddress = async () => {
      const reopened = decodeLink(await page.evaluate(() => location.hash));
      return reopened.ok ? reopened.states[0]!.players.length : 0;
    };
    await expect.poll(seatsInAddress).toBe(5);
    expect(await page.evaluate(() => location.hash)).toMatch(/^#g=\d+\./);
    // The random seed button fills the seed field.
    await form.locator('[data-action="random-seed"]').click();
    expect(await form.locator('[data-field="seed"]').inputValue()).toMatch(/^\d+$/);
  });

  it('leaves a card nobody has seen unknown: it is dealt from the deck', async () => {
    const { page } = await open(playgroundLink(start));
    const pg = await hydrated(page, PG);
    await pg.locator('[data-action="edit-table"]').click();
    const editor = pg.locator('[data-editor="table"]');
    await editor.waitFor();
    // The War Profiteer's 1 of Bolts is taken out of the hand, and an unknown card takes its place: it is dealt from
    // the cards placed nowhere (here only that 1 of Bolts, as the table shown names every other card).
    await editor.locator('[data-zone-button="seat:2:hand"]').click();
    await editor.locator('[data-edit-zone="seat:2:hand"] [role="option"][data-choice="out:bolts-1:0"]').click();
    await editor.locator('[data-edit-zone="seat:2:hand"] [role="option"][data-choice="unknown"]').click();
    expect(await editor.locator('[data-seat="2"] [data-zone="hand"] [data-card="hidden"]').count()).toBe(1);
    const deckBefore = Number(await editor.locator('[data-zone="deck"] [data-count]').getAttribute('data-count'));
    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-live="playground"]').textContent()).toContain('position you set up');
    const hand = await pg.locator('[data-seat="2"] [data-zone="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(hand.length).toBe(1);
    expect(hand[0]).not.toBe('hidden');
    // The deck gave one card for the unknown place.
    expect(Number(await pg.locator('[data-zone="deck"] [data-count]').getAttribute('data-count'))).toBe(deckBefore);
  });

  it('chooses how a Game the Market deal fell', async () => {
    const gtm = stateOf({ ...BUY_POSITION, players: BUY_POSITION.players.map((p, i) => (i === 0 ? { ...p, hand: ['game-the-market', 'bombs-1'] } : p)) });
    const { page } = await open(playgroundLink(gtm));
    const pg = await hydrated(page, PG);
    await pg.locator('[data-field="kind"]').selectOption('gameTheMarket');
    await pg.locator('.bng-builder [data-field="card"]').selectOption('game-the-market');
    await pg.locator('[data-field="choose-deal"]').check();
    const gathered = MARKETS.flatMap((m) => [...(gtm.markets[m].faceUp ? [gtm.markets[m].faceUp!] : []), ...gtm.markets[m].faceDown]);
    expect(await pg.locator('[data-field="deal"] li').count()).toBe(gathered.length);
    // Deal the last card first: move it up to the top.
    for (let i = gathered.length - 1; i > 0; i--) await pg.locator('[data-field="deal"] li').nth(i).locator('button').first().click();
    const deal = [gathered[gathered.length - 1]!, ...gathered.slice(0, -1)];
    await pg.locator('[data-action="try-move"]').click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe('1');
    const r = play(gtm, { type: 'gameTheMarket', card: 'game-the-market', deal });
    if (!r.ok) throw new Error(r.illegal.reason);
    for (const m of MARKETS) {
      const want = r.game.markets[m].faceUp;
      const got = pg.locator(`[data-market="${m}"] [data-zone="face-up"] [data-card]`);
      if (want === null) expect(await got.count()).toBe(0);
      else expect(await got.getAttribute('data-card'), m).toBe(want);
    }
  });
});
