/**
 * The table editor's few lines of help: how to open a zone's list, the quick lists, and the keys.
 * Apart from PositionEditor.tsx because it is words, not behaviour.
 */
export function EditorHelp() {
  return (
    <p class="bng-muted">
      Press any zone marked ✎ to choose what lies there, and type to filter its list: the first letters of the words are enough (“kr” finds Killer Robots!).{' '}
      <em>Whole board</em> sets a player’s Billionaire, hand and Assets in one list, and <em>Next board</em> goes on to the next player;{' '}
      <em>All Crises and the Panic!</em> sets the Guillotine in one list. The arrow keys move between zones and along the Level and Players rows; Page Down and Page Up
      jump a part of the table. A change the rules do not allow is refused where you made it. Zones not set stay empty until you fill the rest at random or play;
      Ctrl+Enter plays from anywhere in the editor.
    </p>
  );
}
