/** How a table's cards are refused while being read (core/table-cards.ts): the fact's path and a reason a person can act on. */
export class Refused {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {}
}

/** The stated facts a table cannot change, with the reason. */
export function stated(field: string, what: string): never {
  throw new Refused(field, `The rulebook states ${what}, so your table's cards cannot change it.`);
}
