// The shapes of a form post's answer (./answer.server.ts builds them), for the pages that read them.
import type { SubmissionResult } from '@conform-to/react';

/** A refused post's data: conform's reply plus what the flow's page needs to place it (intent, line, …). */
export type Refused<Extra extends object = object> = { ok: false; result: SubmissionResult<string[]> } & Extra;

/** An accepted post's data, for a fetcher. */
export type Accepted<Body extends object = object> = { ok: true } & Body;

/** A refused post of a page with several forms: which of them (its intent) and the item it was about (target). */
export type IntentRefusal = Refused<{ intent?: string; target?: string }>;
