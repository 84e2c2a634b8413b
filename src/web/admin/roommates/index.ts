// What the roommates screens offer the rest of the back-office; the other files of this folder are its own business.
export { RoomSeekersPanel } from './room-seekers-panel.tsx';
