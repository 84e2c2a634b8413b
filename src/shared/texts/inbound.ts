/** Texts of the renter's answers coming back into an inquiry (webhook, IMAP, alerts, timeline). */
export const INBOUND_TEXT = {
  tokenInvalid: 'Invalid inbound token',
  notRfc822: 'The message must be sent as Content-Type: message/rfc822',
  unreadable: 'The message could not be read',
  messageNotFound: 'Message not found',
  attachmentNotFound: 'Attachment not found',
  attachmentNotKept: 'This attachment was too large to keep',
  /** The subject of the alert to staff: 'Omar replied: Tuesday at 6 works for me…'. */
  alertSubject: (name: string, excerpt: string) => `${name} replied: ${excerpt}`,
  alertHeading: (name: string) => `${name} replied`,
  alertAttachments: 'Attachments',
} as const;
