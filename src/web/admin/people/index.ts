// What the people screens offer the rest of the back-office; the other files of this folder are its own business.
export { PersonTimeline } from './person-timeline.tsx';
