/**
 * "Your table's cards": every card fact our rulebook text lacks, as printed on this table's own
 * cards, and the value of each Resource card. One family is shown at a time (its id is the address
 * hash, so other pages can link to it). Each control starts at our value (and says where ours comes
 * from); every change is checked by the engine at once. The record is kept in this browser for the
 * playground, and a link to this page carries it to another device.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  BILLIONAIRE_IDS,
  BILLIONAIRES,
  MARKET_NAMES,
  MARKETS,
  type MarketId,
  PANIC_CARDS,
  policyName,
  readTableCardsLink,
  SUIT_INFO,
  SUIT_POLICY_IDS,
  SUITS,
  type Suit,
  tableCardsLink,
} from '../../machine/api.ts';
import { browserStore, clearTableCards, loadTableCards, saveTableCards } from '../shared/tableCardsStore.ts';
import { check, type Draft, draftOf, isAbout, isNameable, type NamedFamily, OPEN_ASSETS, OPEN_CRISES, OURS, oursText } from './model.ts';
import { FAMILIES, type FamilyId, familyOfField, familyOfHash } from './families.ts';
import { FamilyNav, FamilyStep } from './FamilyNav.tsx';
import { ResourceValues } from './ResourceValues.tsx';
import '../shared/widgets.css';
import './table-cards.css';

type Option = readonly [value: string, label: string];
const TYPE_OPTIONS: readonly Option[] = MARKETS.map((m) => [m, MARKET_NAMES[m]]);
const NUMBERS = (n: number): readonly Option[] => Array.from({ length: n }, (_, i) => [String(i + 1), String(i + 1)]);
const SUIT_OPTIONS: readonly Option[] = SUITS.map((s) => [s, `${SUIT_INFO[s].name} ${SUIT_INFO[s].symbol}`]);

interface ChoiceProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly Option[];
  readonly onChange: (value: string) => void;
  readonly path: string;
}

function Choice({ label, value, options, onChange, path }: ChoiceProps) {
  return (
    <label class="bng-field">
      <span>{label}</span>
      <select value={value} data-fact={path} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

interface NameProps {
  readonly family: NamedFamily;
  readonly id: string;
  readonly ours: string;
  readonly draft: Draft;
  readonly set: FamilyPartProps['set'];
}

/** The name printed on a card our text does not name: empty keeps ours (shown as the placeholder). */
function PrintedName({ family, id, ours, draft, set }: NameProps) {
  const key = `${family}.${id}`;
  return (
    <label class="bng-field">
      <span>Printed name</span>
      <input
        type="text"
        value={draft.names[key] ?? ''}
        placeholder={ours}
        maxLength={64}
        autocomplete="off"
        data-fact={`cards.${key}.name`}
        onInput={(e) => set('names', key, (e.currentTarget as HTMLInputElement).value)}
      />
    </label>
  );
}

/** The name field, for the cards a table may name. */
const nameField = (family: NamedFamily, id: string, ours: string, draft: Draft, set: FamilyPartProps['set']) =>
  isNameable(family, id) ? [<PrintedName key="name" family={family} id={id} ours={ours} draft={draft} set={set} />] : [];

interface ItemProps {
  readonly name: string;
  readonly ours: string;
  readonly path: string;
  readonly error: { readonly field: string; readonly reason: string } | null;
  readonly children: JSX.Element | JSX.Element[];
}

/** One card's facts: its name, the controls, our value and any problem with it. */
function Item({ name, ours, path, error, children }: ItemProps) {
  const wrong = error !== null && isAbout(error.field, path);
  return (
    <div class="bng-tc-item" data-item={path} data-invalid={wrong ? 'true' : undefined}>
      <p class="bng-tc-name">{name}</p>
      <div class="bng-row">{children}</div>
      <p class="bng-tc-ours">{ours}</p>
      {wrong ? (
        <p class="bng-message bng-message--error" data-error={path}>
          {error.reason}
        </p>
      ) : null}
    </div>
  );
}

interface FamilyProps {
  readonly legend: string;
  readonly hint: string;
  readonly family: string;
  readonly error: ItemProps['error'];
  readonly children: JSX.Element | JSX.Element[];
}

function Family({ legend, hint, family, error, children }: FamilyProps) {
  const path = `cards.${family}`;
  // A problem about the family as a whole (not one card of it) is shown under its legend.
  const whole = error !== null && error.field === path;
  return (
    <fieldset class="bng-fieldset bng-tc-family" data-family={family}>
      <legend>{legend}</legend>
      <p class="bng-tc-hint">{hint}</p>
      {whole ? (
        <p class="bng-message bng-message--error" data-error={path}>
          {error.reason}
        </p>
      ) : null}
      <div class="bng-tc-items">{children}</div>
    </fieldset>
  );
}

interface FamilyPartProps {
  readonly draft: Draft;
  readonly set: (key: keyof Draft, id: string, value: unknown) => void;
  readonly error: ItemProps['error'];
}

function BillionaireBoards({ draft, set, error }: FamilyPartProps) {
  return (
    <Family
      family="billionaires"
      legend="Billionaire boards"
      hint="The Asset spaces printed on each Billionaire's board: one type shown twice, and one type not shown at all."
      error={error}
    >
      {BILLIONAIRE_IDS.map((b) => {
        const path = `cards.billionaires.${b}`;
        const d = draft.billionaires[b];
        const ourMissing = MARKETS.find((m) => m !== OURS.double(b) && !OURS.singles(b).includes(m))!;
        return (
          <Item
            key={b}
            name={BILLIONAIRES[b].name}
            path={path}
            error={error}
            ours={oursText(`2× ${MARKET_NAMES[OURS.double(b)]}, no ${MARKET_NAMES[ourMissing]}`, OURS.source('billionaires', b))}
          >
            <Choice label="Twice" value={d.double} options={TYPE_OPTIONS} path={`${path}.double`} onChange={(v) => set('billionaires', b, { ...d, double: v })} />
            <Choice label="Not needed" value={d.missing} options={TYPE_OPTIONS} path={`${path}.missing`} onChange={(v) => set('billionaires', b, { ...d, missing: v })} />
          </Item>
        );
      })}
    </Family>
  );
}

function AssetTypes({ draft, set, error }: FamilyPartProps) {
  return (
    <Family
      family="assets"
      legend="Asset types"
      hint="The type printed on each Asset card (only the Assets whose type the rulebook does not say), and the printed name of the one our text does not name."
      error={error}
    >
      {OPEN_ASSETS.map((a) => {
        const path = `cards.assets.${a.id}`;
        return (
          <Item key={a.id} name={OURS.assetName(a.id)} path={path} error={error} ours={oursText(MARKET_NAMES[OURS.assetType(a.id)], OURS.source('assets', a.id))}>
            {[
              <Choice key="type" label="Type" value={draft.assets[a.id]!} options={TYPE_OPTIONS} path={path} onChange={(v) => set('assets', a.id, v)} />,
              ...nameField('assets', a.id, OURS.assetName(a.id), draft, set),
            ]}
          </Item>
        );
      })}
    </Family>
  );
}

function RebelIcons({ draft, set, error }: FamilyPartProps) {
  return (
    <Family
      family="crises"
      legend="Rebel icons"
      hint="How many Rebel icons are printed on each Crisis card, and the printed name of each one our text does not name (leave it empty to keep ours)."
      error={error}
    >
      {OPEN_CRISES.map((c) => {
        const path = `cards.crises.${c.id}`;
        return (
          <Item key={c.id} name={OURS.cardName(c.id)} path={path} error={error} ours={oursText(OURS.rebels(c.id), OURS.source('crises', c.id))}>
            {[
              <Choice key="icons" label="Icons" value={String(draft.crises[c.id])} options={NUMBERS(3)} path={path} onChange={(v) => set('crises', c.id, Number(v))} />,
              ...nameField('crises', c.id, OURS.cardName(c.id), draft, set),
            ]}
          </Item>
        );
      })}
    </Family>
  );
}

function PanicCards({ draft, set, error }: FamilyPartProps) {
  return (
    <Family
      family="panic"
      legend="Panic! cards"
      hint="The three Asset types each Panic! card asks for, and the printed names of the four our text does not name."
      error={error}
    >
      {PANIC_CARDS.map((p) => {
        const path = `cards.panic.${p.id}`;
        const types = draft.panic[p.id];
        return (
          <Item
            key={p.id}
            name={OURS.panicName(p.id)}
            path={path}
            error={error}
            ours={oursText(
              OURS.panicTypes(p.id)
                .map((m) => MARKET_NAMES[m])
                .join(', '),
              OURS.source('panic', p.id),
            )}
          >
            {[
              ...types.map((t, i) => (
                <Choice
                  key={i}
                  label={`Type ${i + 1}`}
                  value={t}
                  options={TYPE_OPTIONS}
                  path={`${path}.${i}`}
                  onChange={(v) =>
                    set(
                      'panic',
                      p.id,
                      types.map((x, j) => (j === i ? (v as MarketId) : x)),
                    )
                  }
                />
              )),
              ...nameField('panic', p.id, OURS.panicName(p.id), draft, set),
            ]}
          </Item>
        );
      })}
    </Family>
  );
}

function MarketNumbers({ draft, set, error }: FamilyPartProps) {
  return (
    <Family family="markets" legend="Market numbers" hint="The number printed on each Market board (each number from 1 to 5 once)." error={error}>
      {MARKETS.map((m) => {
        const path = `cards.markets.${m}`;
        return (
          <Item key={m} name={MARKET_NAMES[m]} path={path} error={error} ours={oursText(OURS.marketNumber(m), OURS.source('markets', m))}>
            <Choice label="Number" value={String(draft.markets[m])} options={NUMBERS(5)} path={path} onChange={(v) => set('markets', m, Number(v))} />
          </Item>
        );
      })}
    </Family>
  );
}

function SuitPolicies({ draft, set, error }: FamilyPartProps) {
  return (
    <Family family="policies" legend="Suit Policies" hint="The Suit each Suit Policy card doubles (each Suit on one card)." error={error}>
      {SUIT_POLICY_IDS.map((p) => {
        const path = `cards.policies.${p}`;
        const ours = OURS.policySuit(p)!;
        return (
          <Item key={p} name={policyName(p)} path={path} error={error} ours={oursText(SUIT_INFO[ours].name, OURS.source('policies', p))}>
            <Choice label="Suit" value={draft.policies[p]} options={SUIT_OPTIONS} path={path} onChange={(v) => set('policies', p, v as Suit)} />
          </Item>
        );
      })}
    </Family>
  );
}

function TheScam({ draft, set, error }: FamilyPartProps) {
  return (
    <Family family="scam" legend="The Scam" hint="What the Scam card counts for when it is spent in a Buy." error={error}>
      <Item name="Scam" path="cards.scam" error={error} ours={oursText(OURS.value('scam'), OURS.source('scam'))}>
        <Choice label="Counts" value={String(draft.scam)} options={NUMBERS(3)} path="cards.scam" onChange={(v) => set('scam', '', Number(v))} />
      </Item>
    </Family>
  );
}

const facts = (n: number) => (n === 1 ? '1 fact differs from ours' : `${n} facts differ from ours`);

/** The family shown: the one the address names, else the first. */
const hashFamily = (): FamilyId => (typeof location === 'undefined' ? null : familyOfHash(location.hash)) ?? FAMILIES[0].id;

/** Reads the link or the saved cards into the form once the page runs in the browser. */
function useInitialCards(setDraft: (d: Draft) => void, setNote: (s: string) => void) {
  useEffect(() => {
    if (location.hash.startsWith('#g=')) {
      const read = readTableCardsLink(location.hash);
      if (read.ok) {
        setDraft(draftOf(read.cards, read.values));
        setNote('Filled in from the link. Save to use these cards in this browser.');
      } else setNote(`The link's cards cannot be used: ${read.error.reason}`);
      return;
    }
    const saved = loadTableCards(browserStore());
    if (saved.kind === 'ok') {
      setDraft(draftOf(saved.cards, saved.values));
      setNote('Your saved cards are shown.');
    } else if (saved.kind === 'invalid') setNote(`Your saved cards are not used: ${saved.reason}`);
  }, []);
}

export default function TableCardsWidget() {
  const [draft, setDraft] = useState<Draft>(() => draftOf(undefined));
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const [ready, setReady] = useState(false);
  const [family, setFamily] = useState<FamilyId>(FAMILIES[0].id);
  const checked = useMemo(() => check(draft), [draft]);
  const error = checked.ok ? null : { field: checked.field, reason: checked.reason };
  useInitialCards(setDraft, setNote);
  useEffect(() => {
    setReady(true);
    setFamily(hashFamily());
    const follow = () => familyOfHash(location.hash) && setFamily(hashFamily());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  const show = (f: FamilyId) => {
    setFamily(f);
    history.replaceState(null, '', `#${f}`);
  };

  const change = (f: (d: Draft) => Draft) => {
    setDraft(f);
    setNote('');
    setLink('');
  };
  const set = (key: keyof Draft, id: string, value: unknown) =>
    change((d) => ({ ...d, [key]: typeof d[key] === 'object' ? { ...(d[key] as object), [id]: value } : value }));
  const setValue = (id: string, value: number | undefined) =>
    change((d) => ({ ...d, values: Object.fromEntries(Object.entries({ ...d.values, [id]: value }).filter(([, v]) => v !== undefined)) }));

  const save = () => {
    const store = browserStore();
    if (!checked.ok || !store) return setNote(store ? 'Fix the card marked as a problem first.' : 'This browser does not let the page save anything.');
    const done = saveTableCards(store, checked.cards ?? {}, checked.values);
    setNote(done.ok ? (done.facts === 0 ? 'Saved: your cards match ours, so nothing is kept.' : `Saved for this browser: ${facts(done.facts)}.`) : done.reason);
  };
  const clear = () => {
    const store = browserStore();
    if (store) clearTableCards(store);
    setDraft(draftOf(undefined));
    setLink('');
    setNote('Cleared: new games use our cards.');
  };
  const copy = () => {
    if (!checked.ok) return setNote('Fix the card marked as a problem first.');
    const made = tableCardsLink(checked.cards, checked.values);
    if (made === null) return setNote('Your cards match ours: there is nothing to put in a link.');
    const url = `${location.origin}${location.pathname}#${made}`;
    setLink(url);
    if (!navigator.clipboard) return setNote('Copy the link below.');
    navigator.clipboard.writeText(url).then(
      () => setNote('Link copied.'),
      () => setNote('Copy the link below.'),
    );
  };

  const parts = { draft, set, error };
  const status = [note, checked.ok ? `${facts(checked.facts)}.` : `Not valid: ${checked.reason}`].filter((s) => s !== '').join(' ');
  return (
    <div
      class="bng-widget bng-table-cards"
      data-table-cards
      data-hydrated={ready ? 'true' : undefined}
      data-valid={checked.ok ? 'true' : 'false'}
      data-shown-family={family}
    >
      <FamilyNav current={family} onShow={show} wrong={error ? familyOfField(error.field) : null} />
      {family === 'billionaires' ? <BillionaireBoards {...parts} /> : null}
      {family === 'assets' ? <AssetTypes {...parts} /> : null}
      {family === 'crises' ? <RebelIcons {...parts} /> : null}
      {family === 'panic' ? <PanicCards {...parts} /> : null}
      {family === 'markets' ? <MarketNumbers {...parts} /> : null}
      {family === 'policies' ? <SuitPolicies {...parts} /> : null}
      {family === 'scam' ? <TheScam {...parts} /> : null}
      {family === 'values' ? <ResourceValues values={draft.values} onValue={setValue} error={error} /> : null}
      <FamilyStep current={family} onShow={show} />
      <div class="bng-row bng-tc-actions">
        <button type="button" class="bng-btn bng-btn--primary" data-action="save-cards" onClick={save}>
          Save for this browser
        </button>
        <button type="button" class="bng-btn" data-action="clear-cards" onClick={clear}>
          Clear
        </button>
        <button type="button" class="bng-btn" data-action="copy-cards-link" onClick={copy}>
          Copy link
        </button>
      </div>
      {link ? (
        <label class="bng-field">
          <span>Link to these cards</span>
          <input type="text" readOnly value={link} data-field="cards-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      ) : null}
      <p role="status" aria-live="polite" class={`bng-message ${checked.ok ? '' : 'bng-message--error'}`} data-feedback="table-cards">
        {status}
      </p>
    </div>
  );
}
