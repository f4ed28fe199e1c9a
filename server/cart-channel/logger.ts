/** The slice of pino's logger the channel uses: the same as the commerce layer's (pino fits both). */
export type { CommerceLogger as Logger } from '~/commerce/client.server';
