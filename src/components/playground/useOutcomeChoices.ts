/**
 * The outcomes panel's choices (OutcomesPanel.tsx): the cards listed for the Draw deck, the tie's
 * winner, the die roll, the Crisis and the Panic! card, each kept to what the game still offers,
 * and `submit`, which plays one table move or keeps the engine's refusal. Why apart from the
 * markup: the panel's sections come and go with the view and the Level, but a choice half made
 * (a list of cards) lives as long as the panel, so its state is held here, above them.
 */
import { useState } from 'preact/hooks';
import {
  cardName,
  checkMove,
  crisesOf,
  panicInfo,
  panicOf,
  TABLE,
  type CardId,
  type ChosenOutcome,
  type GameState,
  type IllegalMove,
  type Move,
  type PanicId,
  type Viewer,
  isCardId,
  isPanicId,
} from '../../machine/index.ts';
import type { CardChoice } from '../form/fields.tsx';

export function useOutcomeChoices(state: GameState, viewer: Viewer, onPlay: (move: Move) => void) {
  const [pick, setPick] = useState<CardChoice>('');
  const [cards, setCards] = useState<readonly CardId[]>([]);
  const [seat, setSeat] = useState(0);
  const [roll, setRoll] = useState(1);
  const [crisis, setCrisis] = useState<CardChoice>('');
  const [panic, setPanic] = useState<PanicId | ''>('');
  const [problem, setProblem] = useState<IllegalMove | null>(null);
  const aside = crisesOf(state).aside;
  const crisisNow: CardChoice = crisis !== '' && aside.includes(crisis) ? crisis : (aside[0] ?? '');
  // Only the Panic! cards still face-down can be drawn; none once the Panic! has happened.
  const { deck: panics, done: panicDone } = panicOf(state);
  const panicNow: PanicId | '' = panic !== '' && panics.includes(panic) ? panic : (panics[0] ?? '');
  const queue = (kind: ChosenOutcome['kind']) => state.chosen[kind] ?? [];
  // The queues are a loose record (string | number): name a card or a Panic! card, else show the raw entry.
  const pending = [
    ...queue('roll').map((r) => `die roll ${r}`),
    ...(viewer === 'table' ? queue('crisis').map((c) => `Crisis ${isCardId(c) ? cardName(c) : String(c)}`) : []),
    ...(viewer === 'table' ? queue('panic').map((p) => `${isPanicId(p) ? panicInfo(p).name : String(p)} as the Panic! card`) : []),
  ];
  const inDeck = state.deck.filter((c) => !cards.includes(c));
  const pickNow: CardChoice = pick !== '' && inDeck.includes(pick) ? pick : (inDeck[0] ?? '');
  const listed = cards.filter((c) => state.deck.includes(c));
  // A chosen roll where the engine takes one (the Panic!, and the Puppet's roll in a two-player game).
  const rollOk = checkMove(state, { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 1 } }) === null;

  const submit = (outcome: ChosenOutcome) => {
    const move: Move = { type: 'choose', seat: TABLE, outcome };
    const p = checkMove(state, move);
    setProblem(p);
    if (!p) {
      onPlay(move);
      if (outcome.kind === 'draw') setCards([]);
    }
  };

  const draw = { inDeck, pickNow, setPick, listed, setCards };
  const tieSeat = seat < state.players.length ? seat : 0;
  return { problem, submit, pending, draw, tieSeat, setSeat, roll, setRoll, rollOk, aside, crisisNow, setCrisis, panics, panicDone, panicNow, setPanic };
}
