// @types/blessed 0.1.27 lacks the cell buffers we write into (see research/stack.md section 5).
import 'blessed';
declare module 'blessed' {
  namespace Widgets {
    type Cell = [attr: number, ch: string];
    interface Screen {
      lines: Array<Cell[] & { dirty?: boolean }>;
      olines: Cell[][];
    }
  }
}
