// What the fair-housing screens offer the rest of the back-office; the other files of this folder are its own business.
export { FlaggedPhraseList, HighlightedTextarea, useFlaggedPhrases, WarningTriangle } from './wording-check.tsx';
