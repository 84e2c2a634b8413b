/**
 * What a failed delivery means (decision 012): a permanent refusal (an SMTP 5xx answer, an address
 * the server refuses) is not retried; anything else (connection refused, timeout, a 4xx answer) is
 * temporary. `connection` marks failures that concern the server rather than this message, after
 * which that connection's lane stops claiming messages until the worker is woken again. A refused login (535) is kept
 * temporary: it is the operator's setting that is wrong, not the message.
 */
export interface DeliveryFailure {
  permanent: boolean;
  connection: boolean;
  /** The server's answer (e.g. `550 5.1.1 <x@y>: Recipient address rejected`) or the network error. */
  reason: string;
}

const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'EAUTH',
  'ETLS',
  'EPROTOCOL',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

export function classifyFailure(error: unknown): DeliveryFailure {
  const { responseCode, response, code, message } = (error ?? {}) as {
    responseCode?: number;
    response?: string;
    code?: string;
    message?: string;
  };
  const reason = (typeof response === 'string' && response.trim()) || message || String(error);
  const connection = code !== undefined && CONNECTION_CODES.has(code);
  const permanent = !connection && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return { permanent, connection, reason: reason.slice(0, 1000) };
}
