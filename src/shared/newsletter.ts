/** A new-listing digest as the back-office sees it (GET /api/newsletter/digests). */
export interface DigestDto {
  id: number;
  /** 'scheduled' (the period setting) or 'manual' ('Send digest now'). */
  trigger: 'scheduled' | 'manual';
  createdAt: string;
  completedAt: string | null;
  /** 'sending' while e-mails are still being queued (paced), then 'sent'. */
  status: 'sending' | 'sent';
  listingCount: number;
  listings: Array<{ id: number; title: string; isSublet: boolean }>;
  recipients: number;
  /** Accepted by the mail server. */
  delivered: number;
  /** Refused for good, or given up after retries. */
  failed: number;
  /** Subscribers who left before their e-mail was queued. */
  skipped: number;
}
