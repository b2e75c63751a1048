import {
  encounterPackAnswer,
  encounterPackBatchAnswer,
  encounterPackManifestAnswer,
} from '../../../contract/encounter-packs';
import { http } from './api-client';
import { callJson } from './call-json';

/** /api/v1/encounter-packs: what the device needs to run encounters without the network. */
export const encounterPacksApi = {
  manifest: () => callJson(encounterPackManifestAnswer, () => http.get('encounter-packs/manifest')),

  one: async (scenarioId: string) =>
    (await callJson(encounterPackAnswer, () => http.get(`encounter-packs/${encodeURIComponent(scenarioId)}`)))
      .data,

  batch: async (scenarioIds: string[]) =>
    (
      await callJson(encounterPackBatchAnswer, () =>
        http.get('encounter-packs', { searchParams: { ids: scenarioIds.join(',') } }),
      )
    ).data,
};
