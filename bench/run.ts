import { benchCases } from './cases';
import { benchDashboard } from './dashboard';
import { benchEncounterPacks } from './encounter-packs';
import { benchGrader } from './grader/speed';
import { benchLanding } from './landing';
import { benchLoad } from './load';
import { benchOffline } from './offline-browser';
import { benchPgliteThread } from './pglite-thread';
import { benchPatientLatency } from './patient/latency';
import { benchServer } from './server';
import { benchSignup } from './signup';
import { benchSyncReplay } from './sync-replay';

// `npm run bench`: every benchmark in turn; each writes its own section of bench/RESULTS.md.
await benchServer();
await benchPgliteThread();
await benchCases();
await benchDashboard();
await benchLanding();
await benchLoad();
await benchPatientLatency();
await benchGrader();
await benchOffline();
await benchSyncReplay();
await benchEncounterPacks();
await benchSignup();
