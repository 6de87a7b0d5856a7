/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

// The app shell only; offline navigation and data come with the offline issue.
precacheAndRoute(self.__WB_MANIFEST);
// Precaches of earlier builds would otherwise stay in the browser's storage for good.
cleanupOutdatedCaches();
