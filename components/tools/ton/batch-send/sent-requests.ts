import { createLocalStore } from '@/lib/http/local-store';

/**
 * What the page keeps of each request a wallet sent (by the hash of the external message): the signed message (no
 * secret: it is public once broadcast), when it was sent and until when it may land, and, once read, each row's
 * outcome. A reload resumes from here: the rows of a request are only followed on chain through its message.
 */
export interface SentRequest {
  boc: string;
  sentAt: number;
  validUntil: number;
  /** Per row of the chunk, in order: 'delivered', or 'bounced: …' / 'failed: …' with the chain's reason. */
  outcomes?: string[];
}

const STORAGE_KEY = 'chainkit:ton-send:sent';
const KEPT = 300;

export function readSentRequests(): Record<string, SentRequest> {
  try {
    return createLocalStore().getJson<Record<string, SentRequest>>(STORAGE_KEY) ?? {};
  } catch {
    return {};
  }
}

export function writeSentRequest(hash: string, record: SentRequest): void {
  try {
    const entries = Object.entries({ ...readSentRequests(), [hash]: record }).slice(-KEPT);
    createLocalStore().setJson(STORAGE_KEY, Object.fromEntries(entries));
  } catch {
    // Without it a reload cannot follow this request's rows: they show as failed and are checked again on retry.
  }
}

export const isDelivered = (outcome: string | undefined) => outcome === 'delivered';
