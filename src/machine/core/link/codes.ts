/**
 * Move families' link codes (`MoveFamily.code`). The one-character codes ran out with the Space
 * Program, so a code may also be two characters: `8` and one more. No one-character code is `8`,
 * so a reader knows from the first character whether a second follows, and every link written
 * before keeps its meaning.
 */
import { isAlphabetText } from './alphabet.ts';

export const CODE_PREFIX = '8';

/** Whether a text is a valid move code: one link character other than the prefix, or the prefix and one more. */
export function isMoveCode(code: string): boolean {
  if (!isAlphabetText(code)) return false;
  return code.length === 1 ? code !== CODE_PREFIX : code.length === 2 && code[0] === CODE_PREFIX;
}
