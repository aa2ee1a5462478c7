// Work budget counted in units of work (hexes expanded, candidates scored), never in milliseconds,
// so the same seed makes the same decisions on a fast or a slow machine (research/ai.md 2.8).

export class WorkBudget {
  used = 0;
  constructor(readonly limit: number) {}

  spend(units: number): void {
    this.used += units;
  }

  get exhausted(): boolean {
    return this.used >= this.limit;
  }

  /** Fraction of the budget left, 0..1. */
  get left(): number {
    return Math.max(0, 1 - this.used / this.limit);
  }
}
