import { createTracker, type Tracker } from '~/tracking/tracker.server';
import { createHttpTrackingSink } from '~/tracking/http-sink.server';
import { openTrackingLog } from '../tracking-log/log';
import { trackingLogPage } from '../tracking-log/page';
import { mounts, type ServiceContext, type ServiceHandle } from './types';

/** Behaviour tracking: POSTed to TRACKING_URL, else kept in the local event log (DATA_DIR, /__tracking). */
export function tracking({ env, plan, dataDir, logger }: ServiceContext): ServiceHandle<Tracker> {
  const log = env.TRACKING_URL ? undefined : openTrackingLog(dataDir);
  const tracker = createTracker({
    sink: env.TRACKING_URL ? createHttpTrackingSink({ url: env.TRACKING_URL, apiKey: env.TRACKING_API_KEY }) : log!,
    logger: logger.child({ service: 'tracking' }),
    timeoutMs: env.TRACKING_TIMEOUT_MS,
  });
  return {
    value: tracker,
    routes: mounts(plan.localPages && log && ['/__tracking', trackingLogPage(log)]),
    // Events still on their way get their bounded chance (at most the tracking timeout).
    close: () => tracker.settled(),
  };
}
