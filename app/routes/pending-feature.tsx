/**
 * Stand-in module for routes of the spec's route table whose feature lands in a later issue (decision 003):
 * the path is reserved in the table (URL rules and language prefixes apply to it) and answers the spec's
 * 404 page until its own module replaces this one in remix.config.js.
 */
export const handle = { pageType: 'not-found' };

export async function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function PendingFeature() {
  return null;
}
