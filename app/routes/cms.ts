import type { LoaderFunctionArgs } from '@remix-run/node';

/** Spec: "CMS list | GET /cms | list of content component file names". */
export async function loader({ context }: LoaderFunctionArgs) {
  const files = await context.storefront.services.cms.listFiles();
  return Response.json({ files }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
