import { ADMIN_LEASES_TEXT as L } from './admin-leases.ts';
import { LEASES_TEXT as API } from './leases.ts';

/**
 * Texts of the back-office's move-in and move-out screens (issue 45 item 5, docs/decisions/096): the
 * move-in condition report and the deposit statement on a deal, and the dashboard's deadlines card.
 * The API's own messages (and the kinds of deductions, the rooms' conditions) are in leases.ts; what
 * the signing shares with the lease (signers, events, void, download) is in admin-leases.ts.
 */
export const ADMIN_MOVES_TEXT = {
  // The move-in condition report.
  moveInHeading: 'Move-in condition report',
  moveInIntro:
    'Walk the apartment before move-in: each room’s condition, notes and photos. The tenants sign it, then the landlord (GOL §7-108(1-a)(c)).',
  moveInNone: 'No condition report yet.',
  moveInEarlier: (n: number) => `Earlier reports (${n})`,
  refreshed: 'Status refreshed',
  startReport: 'Start the report',
  discardReport: 'Discard report',
  discardReportConfirm: 'Discard this report?',
  discardReportDetail: 'The rooms and photos entered here are lost.',
  discardStatement: 'Discard statement',
  reportWriteHeading: 'Write the report',
  reportWriteAgainHeading: 'Write a corrected report',
  roomHeading: (n: number) => `Room ${n}`,
  roomName: 'Room',
  roomNamePlaceholder: 'e.g. Kitchen',
  condition: 'Condition',
  roomNotes: 'Notes',
  roomNotesHint: 'Existing defects or damage, as precisely as you can.',
  photos: 'Photos',
  takePhoto: 'Take photo',
  addPhotos: 'Add photos',
  photosHint: 'Up to 5 a room, 40 in all.',
  photoAlt: (room: string, n: number) => `${room || 'Room'}: photo ${n}`,
  removePhoto: (room: string, n: number) => `Remove ${room || 'room'} photo ${n}`,
  addRoom: 'Add room',
  removeRoom: 'Remove room',
  roomNameRequired: 'Name the room (at most 80 characters).',
  conditionRequired: 'Choose good, fair or poor.',
  notesTooLong: 'Notes may be at most 2,000 characters.',
  writeReport: 'Write the report',
  writingReport: (percent: number) => `Sending photos… ${percent}%`,
  processingReport: 'Writing the report…',
  reportFailed: 'The report could not be written. Please try again.',
  connectionLost: 'The connection dropped: nothing was saved, and the rooms and photos are still here. Try again.',
  reportSummary: (rooms: number, photos: number) =>
    `${rooms === 1 ? '1 room' : `${rooms} rooms`} · ${photos === 1 ? '1 photo' : `${photos} photos`}`,

  // The deposit statement.
  depositHeading: 'Security deposit statement',
  depositIntro:
    'After move-out, the itemized statement of what is kept and why; the landlord signs it and the tenants get the sealed copy. Due 14 days after the tenant moves out (GOL §7-108(1-a)(e)).',
  depositNone: 'No deposit statement yet.',
  depositEarlier: (n: number) => `Earlier statements (${n})`,
  startStatement: 'Start the statement',
  statementWriteHeading: 'Write the statement',
  statementWriteAgainHeading: 'Write a corrected statement',
  movedOutOn: 'Move-out day',
  movedOutHint: (deadline: string) => `The statement is due by ${deadline} (14 days later, New York).`,
  depositHeld: 'Deposit held ($)',
  deductionsLegend: 'Deductions',
  deductionsHint:
    'Only what the law allows: unpaid rent, damage beyond normal wear and tear, unpaid utilities payable to the landlord, moving and storing the tenant’s belongings.',
  noDeductions: 'No deductions: the whole deposit is returned.',
  deductionHeading: (n: number) => `Deduction ${n}`,
  deductionKind: 'Kind',
  chooseKind: 'Choose…',
  deductionReason: 'Reason',
  deductionAmount: 'Amount ($)',
  addDeduction: 'Add deduction',
  removeDeduction: (n: number) => `Remove deduction ${n}`,
  totalKept: 'Total kept',
  balance: 'Balance returned',
  movedOutRequired: 'Enter the move-out day.',
  movedOutFuture: 'The move-out day cannot be in the future.',
  depositInvalid: 'Enter the deposit held, in dollars.',
  kindRequired: 'Choose the kind of deduction.',
  reasonRequired: 'Give the reason (at most 500 characters).',
  amountInvalid: 'Enter an amount above $0, to the cent.',
  tooManyDeductions: 'At most 30 deductions.',
  writeStatement: 'Write the statement',
  statementFailed: 'The statement could not be written. Please try again.',
  statementSummary: (movedOut: string, kept: string, balance: string) =>
    `Moved out ${movedOut} · kept ${kept} · balance returned ${balance}`,
  statementDue: (deadline: string) => `Due to the tenant by ${deadline}`,

  // The dashboard's card.
  deadlinesTitle: 'Deposit statements due',
  deadlinesViewAll: 'Open deals',
  deadlinesLoading: 'Loading deadlines…',
  deadlinesFailed: 'The deposit deadlines could not be loaded.',
  deadlinesEmpty: 'No deposit statement is due.',
  deadlineOn: (day: string, daysLeft: number) =>
    daysLeft === 0
      ? `Due ${day} (today)`
      : daysLeft > 0
        ? `Due ${day} · ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`
        : `Was due ${day} · ${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'} late`,
  leaseEnded: (day: string) => `Lease ended ${day}`,
  statementStates: {
    none: 'No statement',
    draft: 'Draft',
    'out-for-signature': 'Out for signature',
    signed: 'Signed',
  },
} as const;

/** What differs between the lease's card and a move-in report's or deposit statement's (the rest is the lease's words). */
export const DOCUMENT_CARD_TEXT = {
  lease: {
    created: L.uploadedOn,
    downloadName: 'Signed lease.pdf',
    downloaded: L.downloaded,
    downloadFailed: L.downloadFailed,
    void: L.void,
    voidConfirm: L.voidConfirm,
    voidDetail: L.voidDetail,
    voided: L.voided,
    voidFailed: L.voidFailed,
    sendFailed: L.sendFailed,
    sendHint: L.sendHint,
    sent: API.sent,
  },
  'move-in': {
    created: (when: string) => `Written ${when}`,
    downloadName: 'Signed move-in condition report.pdf',
    downloaded: 'Signed report downloaded',
    downloadFailed: 'The signed report could not be downloaded.',
    void: 'Void report',
    voidConfirm: 'Void this report?',
    voidDetail: 'Its links stop working at once; the evidence is kept. You can then write a corrected report.',
    voided: 'Report voided',
    voidFailed: 'The report could not be voided. Please try again.',
    sendFailed: 'The report could not be sent. Please try again.',
    sendHint: 'The tenants get their links now; the landlord once they have all signed.',
    sent: (n: number) => `The report was sent to ${n === 1 ? '1 signer' : `${n} signers`}.`,
  },
  'deposit-statement': {
    created: (when: string) => `Written ${when}`,
    downloadName: 'Signed deposit statement.pdf',
    downloaded: 'Signed statement downloaded',
    downloadFailed: 'The signed statement could not be downloaded.',
    void: 'Void statement',
    voidConfirm: 'Void this statement?',
    voidDetail: 'Its link stops working at once; the evidence is kept. You can then write a corrected statement.',
    voided: 'Statement voided',
    voidFailed: 'The statement could not be voided. Please try again.',
    sendFailed: 'The statement could not be sent. Please try again.',
    sendHint: 'The landlord gets the link now; the tenants are e-mailed the sealed statement once it is signed.',
    sent: () => 'The statement was sent to the landlord to sign.',
  },
} as const;
