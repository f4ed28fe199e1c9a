/**
 * Remix marks every link and form it renders for a path of this site `data-discover="true"`, so that, once
 * hydrated, it can ask the server for the routes those paths need before a click (lazy route discovery). The mark
 * is read by script only, yet it cost 1.6–2.8 KB of every page's HTML, which a shopper without JavaScript
 * downloads for nothing (decision 081). The server leaves it out (`discovery-marks.server.ts`) and the document's
 * boot script puts it back on the links and forms that name a path of the site, before Remix looks for them.
 */
export const DISCOVERY_MARK = ' data-discover="true"';

export const MARK_DISCOVERABLE_SCRIPT =
  `document.querySelectorAll('a[href^="/"],form[action^="/"]').forEach(function(e){e.setAttribute('data-discover','true')});`;
