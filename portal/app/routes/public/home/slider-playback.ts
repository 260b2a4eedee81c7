/**
 * Whether the announcement slider moves by itself (WCAG 2.2.2 Pause, Stop, Hide; decision 022): it
 * moves unless the person paused it, asked their system for reduced motion (then only their Play
 * moves it), or is reading it (the pointer over it or the keyboard focus in it).
 */
export type SliderChoice = "auto" | "paused" | "playing";

export function isSliderMoving({
  choice,
  reducedMotion,
  beingRead,
}: {
  choice: SliderChoice;
  reducedMotion: boolean;
  beingRead: boolean;
}): boolean {
  if (beingRead || choice === "paused") return false;
  return choice === "playing" || !reducedMotion;
}
