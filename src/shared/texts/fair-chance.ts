/**
 * The Fair Chance notice e-mailed to the tenants of an application when staff record a conditional
 * offer (NYC Fair Chance Housing Law, Administrative Code §8-107(11-a), Local Law 24 of 2024; decision
 * 089). Kept out of applications.ts: the application's own texts are scanned for any question on
 * criminal history, which this notice must name to say what may and may not be considered.
 */
export const FAIR_CHANCE_TEXT = {
  subject: (place: string) => `Conditional offer for ${place}: your rights under the Fair Chance Housing Law`,
  offer: (place: string, day: string) => `You have a conditional offer for ${place}, made on ${day}.`,
  lawIntro: "New York City's Fair Chance Housing Law (Administrative Code §8-107(11-a)) protects you:",
  onlyNow:
    '- Only after this conditional offer may a criminal background check be run, and it may consider only convictions within the law’s lookback periods (3 years for a misdemeanor and 5 years for a felony, counted from sentencing or release), pending criminal cases, and the sex offender registries. Arrests that did not lead to a conviction, sealed records and youthful offender findings may not be considered.',
  copy: '- If a check is run, you will receive a copy of it and of everything considered.',
  fiveDays: (day: string) =>
    `- You have at least five business days, until ${day}, to give information about the accuracy of a record, your circumstances or your rehabilitation. The offer cannot be withdrawn before then.`,
  assessment:
    '- The offer may be withdrawn only after an individual assessment, with a written explanation. You can contact the NYC Commission on Human Rights at (212) 416-0197 or nyc.gov/cchr.',
} as const;
