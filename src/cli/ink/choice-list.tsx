// A vertical list with a cursor, drawn only: the owner handles the keys (see new-game.tsx).
import { Box, Text, type Key } from 'ink';

export function ChoiceList(props: { title: string; items: readonly string[]; cursor: number }) {
  return (
    <Box flexDirection="column">
      <Text>{props.title}</Text>
      {props.items.map((label, i) => (
        <Text key={i} inverse={i === props.cursor}>
          {i === props.cursor ? '> ' : '  '}
          {label}
        </Text>
      ))}
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
