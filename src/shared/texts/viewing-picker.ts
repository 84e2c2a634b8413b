/** Texts of the viewing picker's day strip and the reschedule confirmation (issue 33, item 7). */
export const VIEWING_PICKER_TEXT = {
  earlierDays: 'Earlier days',
  laterDays: 'Later days',
  dayStripHint: 'Use the arrow keys to move between days.',
  currentTime: 'Current',
  currentTimeLabel: (time: string) => `${time}, the current time`,
  confirmMoveTitle: 'Move this viewing?',
  confirmMove: (name: string, from: string, to: string) =>
    `Move ${name}'s viewing from ${from} to ${to}? The renter is e-mailed the new time.`,
  moveViewing: 'Move viewing',
  moving: 'Moving...',
  pickAnother: 'Pick another time',
} as const;
