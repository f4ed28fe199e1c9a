import path from 'node:path';
import { createCmsSource, type CmsSource } from '~/content/cms.server';
import { PROJECT_ROOT } from '~/lib/project-root.server';
import { sellerOf } from '../env';
import { valueOnly, type ServiceContext, type ServiceHandle } from './types';

/** The CMS: the same JSON files over HTTP at CMS_BASE_URL, else the files in cms/; the seller fills its placeholders. */
export function cms({ env, logger }: ServiceContext): ServiceHandle<CmsSource> {
  const cmsLogger = logger.child({ service: 'cms' });
  // The legal pages name the configured seller.
  const seller = sellerOf(env);
  return valueOnly(
    env.CMS_BASE_URL
      ? createCmsSource({ kind: 'http', baseUrl: env.CMS_BASE_URL, logger: cmsLogger, seller })
      : createCmsSource({ kind: 'files', dir: path.join(PROJECT_ROOT, 'cms'), logger: cmsLogger, seller }),
  );
}
