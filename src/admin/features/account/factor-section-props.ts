/** What a section that adds a factor (factor-sections.ts) is told by the screen it is on. */
export interface FactorSectionProps {
  /**
   * Called once a factor is added and what it showed once (the recovery codes) was kept: the
   * screen that sets up a factor the rule asks for then goes on.
   */
  onFactorAdded?: () => void;
}
