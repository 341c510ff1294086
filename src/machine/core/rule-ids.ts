/**
 * Every rule the engine can cite, in one place. An id is stable: it is the heading anchor of the
 * paragraph that explains the rule on the site (`/<page>/#<id>`), so renaming one breaks links
 * players have pasted. A test checks that each id here is an anchor in the built site.
 */
export const PAGES = {
  setup: '/setup/',
  'level-1': '/level-1/',
  'level-2': '/level-2/',
  'level-3': '/level-3/',
  'level-4': '/level-4/',
  'two-players': '/two-players/',
  'space-program': '/space-program/',
  troublemakers: '/troublemakers/',
  playground: '/playground/',
  'share-links': '/share-links/',
  cards: '/cards/',
} as const;
export type PageId = keyof typeof PAGES;

interface RuleDef {
  readonly page: PageId;
  readonly title: string;
}

export const RULES = {
  // Setup
  'setup.players': { page: 'setup', title: 'Number of players' },
  'setup.billionaires': { page: 'setup', title: 'Billionaires and their Suits' },
  'setup.assets': { page: 'setup', title: 'Assets in the Markets' },
  'setup.starred-assets': { page: 'setup', title: 'Starred Assets' },
  'setup.deck': { page: 'setup', title: 'The Draw deck' },
  'setup.markets': { page: 'setup', title: 'Dealing the Markets' },
  'setup.hands': { page: 'setup', title: 'Starting hands' },
  'setup.first-player': { page: 'setup', title: 'The Starting Player' },
  'setup.crises': { page: 'setup', title: 'Crisis cards, Panic! cards and Rebels (Level 2)' },
  'setup.roles': { page: 'setup', title: 'Roles and the Luxury Bunker (Level 3)' },
  'setup.policy': { page: 'setup', title: 'Bribe envelopes and Government Policy (Level 4)' },

  // Level 1: the turn
  'turn.order': { page: 'level-1', title: 'Taking turns' },
  'turn.draw': { page: 'level-1', title: 'Drawing a card' },
  'turn.hand-limit': { page: 'level-1', title: 'Hand limit' },
  'turn.action': { page: 'level-1', title: 'One Action a turn' },
  // Buy
  'buy.market': { page: 'level-1', title: 'Choosing a Market' },
  'buy.cards': { page: 'level-1', title: 'Cards you Buy with' },
  'buy.reveal': { page: 'level-1', title: 'Revealing the Market' },
  'buy.suit-bonus': { page: 'level-1', title: 'Suit bonus' },
  'buy.compare': { page: 'level-1', title: 'Winning or failing a Buy' },
  'buy.claim': { page: 'level-1', title: 'Claiming an Asset' },
  'buy.discard': { page: 'level-1', title: 'Discarding after a Buy' },
  'buy.inflation': { page: 'level-1', title: 'Inflation' },
  'buy.unneeded-assets': { page: 'level-1', title: 'Unneeded Assets and trading' },
  'market.closed': { page: 'level-1', title: 'Closed Markets' },
  // Invest and Exchange
  'invest.card': { page: 'level-1', title: 'Investing a card' },
  'invest.draw': { page: 'level-1', title: 'Drawing after an Invest' },
  'exchange.hand': { page: 'level-1', title: 'Exchanging with your hand' },
  'exchange.markets': { page: 'level-1', title: 'Swapping two Markets' },
  // Special Action cards
  'special.as-resource': { page: 'level-1', title: 'Special Action cards as Resources' },
  'special.instead-of-action': { page: 'level-1', title: 'Playing a Special Action' },
  'audit.return': { page: 'level-1', title: 'Audit' },
  'assets.return': { page: 'level-1', title: 'Returning an Asset to its Market' },
  'scam.swap': { page: 'level-1', title: 'Scam' },
  'scam.no-win': { page: 'level-1', title: 'No winning by Scam' },
  'gtm.redistribute': { page: 'level-1', title: 'Game the Market: reshuffling the Markets' },
  'gtm.buy': { page: 'level-1', title: 'Game the Market: the optional Buy' },
  'gtm.discard': { page: 'level-1', title: 'Game the Market: discarding the card' },
  // End of a Round
  'round.end': { page: 'level-1', title: 'When the Round ends' },
  'round.delay': { page: 'level-1', title: 'Delaying the end of the Round' },
  'round.gather': { page: 'level-1', title: 'Gather and shuffle' },
  'round.emergency': { page: 'level-1', title: 'Emergency Measures' },
  'round.early-end': { page: 'level-1', title: 'Ending a Round early by consensus' },
  'round.refill': { page: 'level-1', title: 'Refilling the Markets' },
  'round.poorest': { page: 'level-1', title: 'The Poorest Player goes first' },
  'victory.five-assets': { page: 'level-1', title: 'Winning the game' },

  // Level 2: Crises, Rebels, the Revolution and the Panic!
  'crisis.in-hand': { page: 'level-2', title: 'A Crisis in your hand' },
  'crisis.in-market': { page: 'level-2', title: 'A Crisis found in a Market' },
  'crisis.several': { page: 'level-2', title: 'Several Crises in one Market' },
  'crisis.activation': { page: 'level-2', title: 'Activating a Crisis' },
  'crisis.face-up': { page: 'level-2', title: 'A face-up Crisis' },
  'crisis.end-of-round': { page: 'level-2', title: 'A Crisis at the end of each Round' },
  'revolution.all-rebels': { page: 'level-2', title: 'The Revolution' },
  'panic.trigger': { page: 'level-2', title: 'When the Panic! happens' },
  'panic.card': { page: 'level-2', title: 'Drawing the Panic! card' },
  'panic.negotiate': { page: 'level-2', title: 'Negotiating the sacrifice' },
  'panic.trade': { page: 'level-2', title: 'Trading Assets during the Panic!' },
  'panic.success': { page: 'level-2', title: 'A successful sacrifice' },
  'panic.failure': { page: 'level-2', title: 'A failed Panic!' },
  'panic.once': { page: 'level-2', title: 'Only one Panic! a game' },

  // Level 3: Roles and the Luxury Bunker
  'roles.secret': { page: 'level-3', title: 'Secret Roles' },
  'roles.reveal': { page: 'level-3', title: 'When a Role can be Revealed' },
  'roles.end-of-round': { page: 'level-3', title: 'Choosing new Roles at the end of a Round' },
  'roles.deck': { page: 'level-3', title: 'The Role deck' },
  'role.banker': { page: 'level-3', title: 'Banker' },
  'role.celebrity': { page: 'level-3', title: 'Celebrity' },
  'role.disaster-speculator': { page: 'level-3', title: 'Disaster Speculator' },
  'role.gangster': { page: 'level-3', title: 'Gangster' },
  'role.power-broker': { page: 'level-3', title: 'Power Broker' },
  'role.scam-artist': { page: 'level-3', title: 'Scam Artist' },
  'bunker.claim': { page: 'level-3', title: 'Claiming and keeping the Luxury Bunker' },
  'bunker.shelter': { page: 'level-3', title: 'No Crisis penalty for the holder' },

  // Level 4: Bribes and Government Policy
  'policy.one': { page: 'level-4', title: 'Government Policy' },
  'policy.bribe': { page: 'level-4', title: 'Stuffing the Bribe envelope' },
  'policy.when': { page: 'level-4', title: 'When Policy is set' },
  'policy.hold-up': { page: 'level-4', title: 'Holding up envelopes' },
  'policy.winner': { page: 'level-4', title: 'Who sets the Policy' },
  'policy.suit': { page: 'level-4', title: 'The five Suit Policies' },
  'policy.archeological-dig': { page: 'level-4', title: 'Archeological Dig' },
  'policy.billionaire-audited': { page: 'level-4', title: 'Billionaire Audited' },
  'policy.new-role': { page: 'level-4', title: 'New Role' },
  'policy.repress-the-rebels': { page: 'level-4', title: 'Repress the Rebels' },
  'policy.tax-tyranny': { page: 'level-4', title: 'Tax Tyranny' },
  'role.insider-trader': { page: 'level-4', title: 'Insider Trader' },
  'role.toady': { page: 'level-4', title: 'Toady' },
  'role.vulture-capitalist': { page: 'level-4', title: 'Vulture Capitalist' },

  // Two players: the Puppet Billionaires
  'puppets.setup': { page: 'two-players', title: 'Setting up a two-player game' },
  'puppets.markets': { page: 'two-players', title: 'The numbered Markets' },
  'puppets.turns': { page: 'two-players', title: 'Turns, and what a Puppet never does' },
  'puppets.roll': { page: 'two-players', title: 'The Puppet’s roll' },
  'puppets.card': { page: 'two-players', title: 'One to five: a card for a Market' },
  'puppets.buy': { page: 'two-players', title: 'Six: the Puppet’s Buy' },
  'puppets.audit': { page: 'two-players', title: 'Six again: an Audit' },
  'puppets.nudge': { page: 'two-players', title: 'Nudging the die' },
  'puppets.purchase': { page: 'two-players', title: 'Purchasing an Asset from a Puppet' },
  'puppets.swap': { page: 'two-players', title: 'Trading with your Puppet' },
  'puppets.panic': { page: 'two-players', title: 'Puppets in the Panic!' },
  'puppets.victory': { page: 'two-players', title: 'A Puppet that wins' },

  // Reform or Revolution?: the Space Program
  'space.setup': { page: 'space-program', title: 'Adding the Space Program' },
  'space.contribute': { page: 'space-program', title: 'Contributing to the Space Program' },
  'space.sealed': { page: 'space-program', title: 'A sealed envelope' },
  'space.launch': { page: 'space-program', title: 'When the Rocket can launch' },
  'space.last-card': { page: 'space-program', title: 'The last contribution' },
  'space.scores': { page: 'space-program', title: 'Launch Scores: who boards' },
  'space.together': { page: 'space-program', title: 'Boarding together' },
  'space.roll': { page: 'space-program', title: 'The launch roll' },
  'space.escape': { page: 'space-program', title: 'Escaping the Earth' },
  'space.explosion': { page: 'space-program', title: 'The Rocket explodes' },
  'space.out': { page: 'space-program', title: 'Billionaires out of the game' },

  // Reform or Revolution?: the Troublemakers
  'tm.setup': { page: 'troublemakers', title: 'Adding a Troublemaker' },
  'tm.alignment': { page: 'troublemakers', title: 'The secret Alignment' },
  'tm.reformist': { page: 'troublemakers', title: 'Playing as the Reformist' },
  'tm.cards': { page: 'troublemakers', title: 'How the Reformist gets cards' },
  'tm.tax': { page: 'troublemakers', title: 'Tax Tyranny and the Reformist' },
  'tm.fix': { page: 'troublemakers', title: 'Fixing a Crisis' },
  'tm.fix-crisis': { page: 'troublemakers', title: 'Crisis cards in a Fix' },
  'tm.victory': { page: 'troublemakers', title: 'How a Troublemaker wins' },
  'tm.declare': { page: 'troublemakers', title: 'Declaring the Revolutionary' },
  'tm.revolutionary': { page: 'troublemakers', title: 'Playing as the Revolutionary' },
  'tm.sacrifice': { page: 'troublemakers', title: 'Sacrificing and removing Rebels' },
  'rev.bide-your-time': { page: 'troublemakers', title: 'Bide Your Time' },
  'rev.boycott': { page: 'troublemakers', title: 'Boycott' },
  'rev.comrade': { page: 'troublemakers', title: 'Comrade on the Inside' },
  'rev.hostages': { page: 'troublemakers', title: 'Hostages' },
  'rev.fascist-thugs': { page: 'troublemakers', title: 'Fascist Thugs' },
  'rev.general-strike': { page: 'troublemakers', title: 'General Strike' },
  'rev.infighting': { page: 'troublemakers', title: 'Infighting' },
  'rev.infiltrator': { page: 'troublemakers', title: 'Infiltrator' },
  'rev.involuntary-donation': { page: 'troublemakers', title: 'Involuntary Donation' },
  'rev.media-slander': { page: 'troublemakers', title: 'Media Slander' },
  'rev.organize': { page: 'troublemakers', title: 'Organize!' },
  'rev.pacification': { page: 'troublemakers', title: 'Pacification' },
  'rev.propaganda': { page: 'troublemakers', title: 'Propaganda of the Deed' },
  'rev.riots': { page: 'troublemakers', title: 'Riots' },
  'rev.sabotage': { page: 'troublemakers', title: 'Sabotage!' },
  'rev.uncomfortable-alliance': { page: 'troublemakers', title: 'Uncomfortable Alliance' },

  // Tools for disputes and worked examples (not rules of the game, but the engine cites them too)
  'table.chosen-outcome': { page: 'playground', title: 'Choosing a draw or a roll' },
  'table.position': { page: 'playground', title: 'Setting up a position' },
  'table.card-values': { page: 'cards', title: 'Your own printed card values' },
  'link.format': { page: 'share-links', title: 'Share-link format' },
} as const satisfies Record<string, RuleDef>;

export type RuleId = keyof typeof RULES;

export function isRuleId(value: unknown): value is RuleId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RULES, value);
}

/** The site path of the paragraph that explains a rule, e.g. `/level-1/#buy.suit-bonus`. */
export function rulePath(id: RuleId): string {
  return `${PAGES[RULES[id].page]}#${id}`;
}

export function ruleTitle(id: RuleId): string {
  return RULES[id].title;
}
