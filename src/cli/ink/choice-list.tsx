// A vertical list with a cursor, drawn only: the owner handles the keys (see new-game.tsx).
import { Box, Text, useStdout, type Key } from 'ink';

export function ChoiceList(props: {
  title: string;
  items: readonly string[];
  cursor: number;
  /** Shown under the list in full (the highlighted item's long text). */
  detail?: string;
}) {
  // At 80x24 a long list (Red Strike has 31 optional rules) shows a window around the cursor, one
  // line per item, so the cursor never leaves the screen.
  const { stdout } = useStdout();
  const room = Math.max(5, (stdout.rows || 24) - 8 - (props.detail ? 3 : 0));
  const n = props.items.length;
  const first = n <= room ? 0 : Math.min(Math.max(0, props.cursor - Math.floor(room / 2)), n - room);
  const shown = props.items.slice(first, first + room);
  return (
    <Box flexDirection="column">
      <Text>{props.title}</Text>
      {first > 0 && <Text dimColor> ↑ {first} more</Text>}
      {shown.map((label, k) => {
        const i = first + k;
        return (
          <Text key={i} inverse={i === props.cursor} wrap="truncate-end">
            {i === props.cursor ? '> ' : '  '}
            {label}
          </Text>
        );
      })}
      {first + shown.length < n && <Text dimColor> ↓ {n - first - shown.length} more</Text>}
      {props.detail && <Text>{props.detail}</Text>}
    </Box>
  );
}

/** Arrow keys and j/k move a cursor through `count` items, wrapping; undefined for other keys. */
export function moveCursor(cursor: number, count: number, input: string, key: Key): number | undefined {
  if (count === 0) return undefined;
  if (key.upArrow || input === 'k') return (cursor + count - 1) % count;
  if (key.downArrow || input === 'j') return (cursor + 1) % count;
  return undefined;
}
