/** What the onboarding hands each step: the frame's shared props and the callback that moves on after a save. */
export type StepFrameProps = {
  step: number;
  totalSteps: number;
  progressLabel: string;
  onBack?: () => void;
  hideBack: boolean;
  onExit: () => void;
};

export type StepProps = {
  frame: StepFrameProps;
  /** Saves the next step number and moves there; false when that failed (a toast has told the member). */
  onDone: () => Promise<boolean>;
};

export const ONBOARDING_STEPS = 6;
