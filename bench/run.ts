import { benchGrader } from './grader/speed';
import { benchLoad } from './load';
import { benchOffline } from './offline-browser';
import { benchPatientLatency } from './patient/latency';
import { benchServer } from './server';
import { benchSyncReplay } from './sync-replay';

// `npm run bench`: every benchmark in turn; each writes its own section of bench/RESULTS.md.
await benchServer();
await benchLoad();
await benchPatientLatency();
await benchGrader();
await benchOffline();
await benchSyncReplay();
