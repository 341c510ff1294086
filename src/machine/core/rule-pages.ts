/** The pages that explain the rules the engine cites, and what it knows of each rule: its page and title. */
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

export interface RuleDef {
  readonly page: PageId;
  readonly title: string;
}
