import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EncounterPack } from '../../../contract/encounter-packs';
import { ApiError } from '../api/errors';
import { CpxDatabase } from '../db';
import { createEncounterPacksRepo } from './encounter-packs-repo';

function packOf(scenarioId: string, contentVersion = 'v1'): EncounterPack {
  return {
    scenarioId,
    contentVersion,
    engineSeed: '',
    case: {
      id: scenarioId,
      primaryCategory: '소화기',
      secondaryCategory: '급성복통',
      name: '급성 충수염',
      shortDescription: '오른쪽 아랫배 통증',
      doorCard: {
        patientName: '김민준',
        age: 24,
        sex: '남자',
        situation: '배가 아파서 왔다',
        presentingComplaint: '배가 아파요',
        bloodPressure: '124/78 mmHg',
        pulse: '98회/분',
        respiration: '18회/분',
        temperature: '37.9℃',
        description: '',
      },
      persona: {
        occupation: '대학생',
        temperament: '차분함',
        speechStyle: '해요체',
        openingLine: '어제부터 배가 아파요.',
        concerns: ['수술해야 하나요?'],
      },
      history: { onset: '어제 저녁부터요.' },
      symptoms: { fever: { present: true, detail: '조금 있어요' } },
      exam: { palpation: { finding: '우하복부 압통' } },
      differentials: ['급성 충수염'],
      plan: { tests: ['복부 CT'], treatment: ['수술'] },
      education: ['금식'],
    },
  };
}

let database: CpxDatabase;
const api = { one: vi.fn(), batch: vi.fn(), manifest: vi.fn() };
let repo: ReturnType<typeof createEncounterPacksRepo>;

beforeEach(async () => {
  database = new CpxDatabase(`cpx-packs-${crypto.randomUUID()}`);
  await database.open();
  api.one.mockReset();
  api.batch.mockReset();
  repo = createEncounterPacksRepo(database, api, () => 5_000);
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

describe('encounter packs on the device', () => {
  it('stores a pack and reads it back validated, with its size', async () => {
    await repo.store([packOf('a')]);
    expect(await repo.get('a')).toEqual(packOf('a'));
    const usage = await repo.usage();
    expect(usage.count).toBe(1);
    expect(usage.bytes).toBe(new TextEncoder().encode(JSON.stringify(packOf('a'))).length);
    expect(await repo.storedIds()).toEqual(new Set(['a']));
  });

  it('treats a row that does not match the contract as missing, and fetches it again', async () => {
    await database.encounterPacks.put({
      scenarioId: 'a',
      contentVersion: 'v1',
      bytes: 10,
      pack: { scenarioId: 'a', case: { id: 'a' } },
      storedAt: 1,
    });
    expect(await repo.get('a')).toBeNull();
    api.one.mockResolvedValue(packOf('a'));
    expect(await repo.ensure('a')).toEqual(packOf('a'));
    expect(await repo.get('a')).toEqual(packOf('a'));
  });

  it('ensure answers null without a network and never throws', async () => {
    api.one.mockRejectedValue(new ApiError('네트워크 연결을 확인해주세요.', 'network'));
    expect(await repo.ensure('a')).toBeNull();
  });

  it('plans only missing or outdated packs and downloads them in batches of 40 with progress', async () => {
    await repo.store([packOf('c0'), packOf('c1', 'old')]);
    const ids = Array.from({ length: 45 }, (_, i) => `c${i}`);
    const manifest = {
      data: ids.map((id) => ({ scenarioId: id, contentVersion: 'v1', bytes: 100 })),
      totalBytes: 4_500,
    };
    const plan = await repo.plan(manifest);
    expect(plan.ids).toEqual(ids.slice(1));
    expect(plan.bytes).toBe(4_400);
    api.batch.mockImplementation(async (batch: string[]) => batch.map((id) => packOf(id)));
    const progress: [number, number][] = [];
    await repo.download(plan.ids, (done, total) => progress.push([done, total]));
    expect(api.batch).toHaveBeenCalledTimes(2);
    expect(api.batch.mock.calls[0]![0]).toHaveLength(40);
    expect(progress).toEqual([
      [0, 44],
      [40, 44],
      [44, 44],
    ]);
    expect((await repo.plan(manifest)).ids).toEqual([]);
  });

  it('keeps the batches that arrived when a download is cut, and frees all the space on request', async () => {
    api.batch
      .mockResolvedValueOnce(Array.from({ length: 40 }, (_, i) => packOf(`c${i}`)))
      .mockRejectedValueOnce(new ApiError('네트워크 연결을 확인해주세요.', 'network'));
    const ids = Array.from({ length: 50 }, (_, i) => `c${i}`);
    await expect(repo.download(ids, () => undefined)).rejects.toBeInstanceOf(ApiError);
    expect((await repo.usage()).count).toBe(40);
    await repo.clear();
    expect(await repo.usage()).toEqual({ count: 0, bytes: 0 });
  });

  it('ensureMany fetches the missing ones and answers which cases have a pack', async () => {
    await repo.store([packOf('a')]);
    api.batch.mockResolvedValue([packOf('b')]);
    expect(await repo.ensureMany(['a', 'b', 'x'])).toEqual(new Set(['a', 'b']));
    expect(api.batch).toHaveBeenCalledWith(['b', 'x']);
  });
});
