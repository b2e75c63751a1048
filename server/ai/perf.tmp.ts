import { analyzeUtterance } from './nlu/analyze';
import { loadDevSet } from '../../bench/patient/dataset';
import { performance } from 'node:perf_hooks';
const items = loadDevSet(new URL('../../bench/patient/dev-set.yaml', import.meta.url).pathname);
for (let r = 0; r < 3; r++) { const t0 = performance.now(); for (const it of items) analyzeUtterance(it.text); console.log(((performance.now() - t0) / items.length).toFixed(3), 'ms/utt'); }
